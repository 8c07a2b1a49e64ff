import { Form, Input, Modal } from 'antd';
import { useUpdateModuleMutation, type ModuleOutlineDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { isSessionEnded, toastError } from '../../lib/api';

/** "Rename Module": the module's title (required), saved as it is typed apart from outer spaces. */
export function RenameModuleDialog({ module, onClose }: { module: ModuleOutlineDto; onClose: () => void }) {
  const [form] = Form.useForm<{ title: string }>();
  const [updateModule, { isLoading }] = useUpdateModuleMutation();

  const save = async () => {
    let values: { title: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await updateModule({ moduleId: module.id, updateModuleDto: { title: values.title.trim() } }).unwrap();
      void showToast({ title: 'Module Renamed' });
      onClose();
    } catch (error) {
      if (!isSessionEnded(error)) toastError(error);
    }
  };

  return (
    <Modal
      title="Rename Module"
      open
      okText="Save"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="rename-module" initialValues={{ title: module.title }} onFinish={() => void save()}>
        <Form.Item label="Module Title" name="title" rules={[{ required: true, whitespace: true, message: 'Required' }]}>
          <Input autoFocus maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
