import type { ReactNode } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { toastError } from '../lib/api';

/** The longest reason the API takes. */
const REASON_MAX = 500;

export interface HideWithReasonDialogProps {
  /** What is hidden, in the title, the button and the messages: 'post', 'review'. */
  what: string;
  /** What hiding does, above the reason. */
  consequence: ReactNode;
  /** Hides with the trimmed reason; a rejection is shown as the API's message and keeps the dialog open. */
  hide: (reason: string) => Promise<unknown>;
  loading: boolean;
  onClose: () => void;
}

/** Hiding something learners wrote (a review, a post) takes a reason: required, at most 500 characters. */
export function HideWithReasonDialog({ what, consequence, hide, loading, onClose }: HideWithReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const save = async () => {
    let values: { reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await hide(values.reason.trim());
      onClose();
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Modal
      title={`Hide ${what}`}
      open
      okText={`Hide ${what}`}
      cancelText="Cancel"
      confirmLoading={loading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {consequence}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name={`hide-${what}`}>
        <Form.Item
          label="Reason"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: `Please give a reason for hiding this ${what}` },
            { max: REASON_MAX, message: `The reason must be at most ${REASON_MAX} characters` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
