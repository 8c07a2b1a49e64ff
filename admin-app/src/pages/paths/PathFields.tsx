import { Form, Input } from 'antd';

/** The limits the API sets on a path's fields. */
const TITLE_MAX = 200;
const LEVEL_MAX = 60;
const DESCRIPTION_MAX = 5000;

export interface PathFieldValues {
  title: string;
  levelLabel: string;
  certificateTitle: string;
  description: string;
}

/** A path's text fields, checked as the API checks them and with its messages. */
export function PathFields() {
  return (
    <>
      <Form.Item
        label="Title"
        name="title"
        rules={[
          { required: true, whitespace: true, message: 'Title is required' },
          { max: TITLE_MAX, message: `Title must be at most ${TITLE_MAX} characters` },
        ]}
      >
        <Input placeholder="Certified Recruiter: Practitioner" />
      </Form.Item>
      <Form.Item
        label="Level"
        name="levelLabel"
        extra="The rung of the ladder learners see, for example Foundation, Practitioner or Expert."
        rules={[
          { required: true, whitespace: true, message: 'Level is required, for example Foundation, Practitioner or Expert' },
          { max: LEVEL_MAX, message: `Level must be at most ${LEVEL_MAX} characters` },
        ]}
      >
        <Input placeholder="Practitioner" />
      </Form.Item>
      <Form.Item
        label="Certificate title"
        name="certificateTitle"
        extra="What completing every required step earns."
        rules={[
          { required: true, whitespace: true, message: 'Certificate title is required' },
          { max: TITLE_MAX, message: `Certificate title must be at most ${TITLE_MAX} characters` },
        ]}
      >
        <Input placeholder="Certified Recruiter — Practitioner" />
      </Form.Item>
      <Form.Item
        label="Description"
        name="description"
        rules={[{ max: DESCRIPTION_MAX, message: `Description must be at most ${DESCRIPTION_MAX} characters` }]}
      >
        <Input.TextArea rows={3} maxLength={DESCRIPTION_MAX} />
      </Form.Item>
    </>
  );
}
