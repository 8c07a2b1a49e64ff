import { Form, Input, Modal, Typography } from 'antd';
import { showToast, useCreateCourseMutation } from '@academy/api';
import { toastError } from '../../lib/api';
import { CourseAccessFields, courseAccessPayload, type CourseFormValues } from '../../components/CourseAccessFields';
import { slugPreview } from '../../lib/format';

const INITIAL: CourseFormValues = { title: '', description: '', accessLevel: undefined, isPaid: false, price: 0, paymentType: 'one_time' };

/** 'Create Course' dialog of the admin dashboard. */
export function CreateCourseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CourseFormValues>();
  const [createCourse, { isLoading }] = useCreateCourseMutation();
  const title = Form.useWatch('title', form) ?? '';
  const isPaid = Form.useWatch('isPaid', form) ?? false;

  const submit = async () => {
    const values = form.getFieldsValue(true) as CourseFormValues;
    const courseTitle = values.title?.trim() ?? '';
    if (!courseTitle || !values.accessLevel) {
      void showToast({ title: 'Missing Information', description: 'Please fill in course title and access level.', variant: 'destructive' });
      return;
    }
    try {
      await createCourse({
        createCourseDto: {
          title: courseTitle,
          ...courseAccessPayload(values),
          slug: slugPreview(courseTitle),
          specificUserAccess: [],
        },
      }).unwrap();
      void showToast({ title: 'Course created!' });
      form.resetFields();
      onClose();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Modal
      title="Create Course"
      open={open}
      okText="Create Course"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={() => void submit()} name="create-course">
        <Form.Item label="Title" name="title" required>
          <Input placeholder="e.g. Advanced Sourcing Techniques" autoFocus />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginTop: -16 }} aria-live="polite">
          Slug: <Typography.Text code>{slugPreview(title) || '—'}</Typography.Text>
        </Typography.Paragraph>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} />
        </Form.Item>
        <CourseAccessFields isPaid={isPaid} accessLevelPlaceholder="Select access level" />
      </Form>
    </Modal>
  );
}
