import { Form, Input, Modal, Typography } from 'antd';
import { useHidePostMutation } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { toastError } from '../../lib/api';

/** The longest reason the API takes. */
const REASON_MAX = 500;

export interface HideTarget {
  postId: number;
  /** Whose post, for the dialog's sentence. */
  authorName: string;
  threadTitle: string;
}

/** Hides a post with a reason (required): it leaves the course for everyone but the admins, and its reports are settled. */
export function HidePostDialog({ target, onClose, onHidden }: { target: HideTarget; onClose: () => void; onHidden?: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const [hide, { isLoading }] = useHidePostMutation();
  const save = async () => {
    let values: { reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await hide({ id: target.postId, reasonDto: { reason: values.reason.trim() } }).unwrap();
      void showToast({ title: 'Post hidden', description: 'Its reports are settled.' });
      onHidden?.();
      onClose();
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Modal
      title="Hide post"
      open
      okText="Hide post"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {target.authorName}’s post in “{target.threadTitle}” is hidden from the course. Admins still see it, with your reason; hiding a
        thread’s opening post hides the thread.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="hide-post">
        <Form.Item
          label="Reason"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: 'Please give a reason for hiding this post' },
            { max: REASON_MAX, message: `The reason must be at most ${REASON_MAX} characters` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
