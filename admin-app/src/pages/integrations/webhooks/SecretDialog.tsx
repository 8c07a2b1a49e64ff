import { Alert, Button, Flex, Modal, Typography } from 'antd';
import type { WebhookSecretDto } from '@academy/api/admin';

/** The signing secret, shown once after an endpoint is added or its secret rotated. */
export function SecretDialog({ result, rotated, onClose }: { result: WebhookSecretDto; rotated: boolean; onClose: () => void }) {
  return (
    <Modal
      title={rotated ? 'New signing secret' : 'Endpoint added'}
      open
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title="Copy the signing secret now: it will not be shown again." />
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {result.endpoint.url}
        </Typography.Text>
        <Typography.Paragraph
          copyable={{ text: result.secret, tooltips: ['Copy secret', 'Copied'] }}
          code
          style={{ overflowWrap: 'anywhere', marginBottom: 0 }}
          aria-label="Signing secret"
        >
          {result.secret}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          Each delivery carries <Typography.Text code>webhook-id</Typography.Text>,{' '}
          <Typography.Text code>webhook-timestamp</Typography.Text> and <Typography.Text code>webhook-signature</Typography.Text> headers,
          as the Standard Webhooks specification describes: verify them with this secret and any Standard Webhooks library, and drop a{' '}
          <Typography.Text code>webhook-id</Typography.Text> you have already handled.
          {rotated ? ' The old secret no longer signs anything.' : ''}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
