import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useCreateCohortMutation, useCreatePathCohortMutation, useUpdateCohortMutation, type AdminCohortDto } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { showServerProblems } from '../../../lib/serverProblems';
import { browserTimeZone, wallTimeToInstant } from '../../../lib/zonedTime';
import type { CohortHome } from './cohortText';
import { COHORT_FIELD_MESSAGES, COHORT_TITLE_MAX, cohortFormOf, cohortInput, MAX_CAPACITY, type CohortForm } from './cohortForms';

const DATE_TIME_REQUIRED = 'Please choose a date and a time';

/** "New cohort" or "Edit cohort": its name, start and end (the admin's local time) and capacity (empty: no limit). */
export function CohortDialog({ home, cohort, onClose }: { home: CohortHome; cohort: AdminCohortDto | null; onClose: () => void }) {
  const [form] = Form.useForm<CohortForm>();
  const [timeZone] = useState(browserTimeZone);
  const [problems, setProblems] = useState<string[]>([]);
  const [createCohort, creatingForCourse] = useCreateCohortMutation();
  const [createPathCohort, creatingForPath] = useCreatePathCohortMutation();
  const creating = 'courseId' in home ? creatingForCourse : creatingForPath;
  const [updateCohort, updating] = useUpdateCohortMutation();

  const save = async () => {
    let values: CohortForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setProblems([]);
    const cohortInputDto = cohortInput(values, timeZone);
    try {
      if (cohort) await updateCohort({ id: cohort.id, cohortInputDto }).unwrap();
      else if ('courseId' in home) await createCohort({ id: home.courseId, cohortInputDto }).unwrap();
      else await createPathCohort({ id: home.pathId, cohortInputDto }).unwrap();
      void showToast({ title: cohort ? 'Cohort updated' : 'Cohort created' });
      onClose();
    } catch (error) {
      setProblems(showServerProblems(form, error, 'The cohort could not be saved. Please try again.', COHORT_FIELD_MESSAGES));
    }
  };

  const dateTimeRules = [
    {
      validator: async (_: unknown, value?: string) => {
        if (!value) throw new Error(DATE_TIME_REQUIRED);
        if (!wallTimeToInstant(value, timeZone)) throw new Error(DATE_TIME_REQUIRED);
      },
    },
  ];

  return (
    <Modal
      title={cohort ? 'Edit cohort' : 'New cohort'}
      open
      okText={cohort ? 'Save changes' : 'Create cohort'}
      cancelText="Cancel"
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => void save()}
      onCancel={onClose}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
    >
      <Form form={form} layout="vertical" name="cohort" initialValues={cohortFormOf(cohort, timeZone)} onFinish={() => void save()}>
        <Form.Item
          label="Title"
          name="title"
          rules={[
            { required: true, whitespace: true, message: 'Please give the cohort a name' },
            { max: COHORT_TITLE_MAX, message: `At most ${COHORT_TITLE_MAX} characters` },
          ]}
        >
          <Input autoFocus maxLength={COHORT_TITLE_MAX} placeholder="March 2027 cohort" />
        </Form.Item>
        <Form.Item label="Starts" name="startsAt" required rules={dateTimeRules} extra={`Your time (${timeZone}).`}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item
          label="Ends"
          name="endsAt"
          required
          dependencies={['startsAt']}
          rules={[
            ...dateTimeRules,
            ({ getFieldValue }) => ({
              validator: async (_: unknown, value?: string) => {
                const start = wallTimeToInstant(getFieldValue('startsAt') ?? '', timeZone);
                const end = value ? wallTimeToInstant(value, timeZone) : null;
                if (start && end && end <= start) throw new Error("The cohort's end must be after its start.");
              },
            }),
          ]}
          extra={`Your time (${timeZone}).`}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item
          label="Capacity"
          name="capacity"
          extra="The most members. Leave it empty for no limit."
          rules={[
            { type: 'integer', min: 1, max: MAX_CAPACITY, message: `A whole number from 1 to ${MAX_CAPACITY}, or empty for no limit` },
          ]}
        >
          <InputNumber min={1} max={MAX_CAPACITY} precision={0} placeholder="No limit" style={{ width: '100%', maxWidth: 200 }} />
        </Form.Item>
        {problems.length > 0 ? (
          <Alert type="error" showIcon role="alert" title={problems.join('\n')} style={{ whiteSpace: 'pre-line' }} />
        ) : null}
      </Form>
    </Modal>
  );
}
