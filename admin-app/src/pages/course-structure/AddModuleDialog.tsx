import { Form, Input, Modal } from 'antd';
import { useCreateModuleMutation } from '@academy/api';
import { showToast } from '@academy/ui';
import { isSessionEnded, toastError } from '../../lib/api';

/** "Add Module": a title (required) and an optional description. */
export function AddModuleDialog({ courseId, onClose }: { courseId: number; onClose: () => void }) {
  const [form] = Form.useForm<{ title: string; description: string }>();
  const [createModule, { isLoading }] = useCreateModuleMutation();

  const save = async () => {
    let values: { title: string; description: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await createModule({
        id: courseId,
        createModuleDto: { title: values.title.trim(), description: values.description?.trim() || null },
      }).unwrap();
      void showToast({ title: 'Module Created' });
      onClose();
    } catch (error) {
      // An ended session has had its reaction (useSignInToSaveWhenSessionEnds).
      if (!isSessionEnded(error)) toastError(error);
    }
  };

  return (
    <Modal
      title="Add Module"
      open
      okText="Create Module"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="add-module" initialValues={{ title: '', description: '' }} onFinish={() => void save()}>
        <Form.Item label="Module Title" name="title" rules={[{ required: true, whitespace: true, message: 'Required' }]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item label="Description (optional)" name="description">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
