import { useId, useState, type FormEvent } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { errorMessage } from '@academy/api';
import { useRevokeCertificateMutation } from '@academy/api/admin';
import { showToast } from '@academy/ui';

export const REVOKE_REASON_MAX = 500;

export interface RevokeTarget {
  code: string;
  learnerName: string;
}

/**
 * 'Revoke Certificate': asks for the reason (required; the learner sees it, the public
 * verification page only says revoked). Cancel and Revoke are disabled while the call is pending.
 */
export function RevokeCertificateDialog({ target, onClose }: { target: RevokeTarget | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [revoke, { isLoading }] = useRevokeCertificateMutation();
  const formId = useId();
  const inputId = useId();
  const trimmed = reason.trim();
  const disabled = !trimmed || isLoading;

  const close = () => {
    if (isLoading) return;
    setReason('');
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || !target) return;
    try {
      await revoke({ code: target.code, revokeCertificateDto: { reason: trimmed } }).unwrap();
      void showToast({ title: 'Certificate revoked', description: `${target.learnerName}'s certificate now shows as revoked.` });
      setReason('');
      onClose();
    } catch (error) {
      void showToast({
        title: 'Failed to revoke certificate',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      title="Revoke Certificate"
      open={target !== null}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={isLoading}>
          Cancel
        </Button>,
        <Button key="submit" danger type="primary" htmlType="submit" form={formId} disabled={disabled} loading={isLoading}>
          {isLoading ? 'Revoking...' : 'Revoke Certificate'}
        </Button>,
      ]}
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Typography.Paragraph type="secondary">
          Revoke the certificate of {target?.learnerName}? Anyone who checks it will see that it was revoked. This cannot be undone.
        </Typography.Paragraph>
        <Flex vertical gap={4}>
          <label htmlFor={inputId}>Reason</label>
          <Input.TextArea
            id={inputId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REVOKE_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder="Why is this certificate revoked? The learner will see this."
            readOnly={isLoading}
            autoFocus
          />
        </Flex>
      </form>
    </Modal>
  );
}
