import { useState } from 'react';
import { Alert, Button, Flex, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  useListWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@academy/api/admin';
import { relativeTimeOrNever, showToast } from '@academy/ui';
import { toastError } from '../../../lib/api';
import { srOnly } from '../../../lib/format';
import { eventLabel } from './events';

const PAGE_SIZE = 20;
/** How often an open log asks again, so deliveries on their way show their outcome. */
const POLL_MS = 5000;

const STATUS_TAGS: Record<WebhookDeliveryDto['status'], { color: string; label: string }> = {
  pending: { color: 'blue', label: 'Pending' },
  succeeded: { color: 'green', label: 'Delivered' },
  failed: { color: 'red', label: 'Failed' },
};

/** An endpoint's delivery log, newest first, with a Redeliver button on each delivery. */
export function DeliveryLogDialog({ endpoint, onClose }: { endpoint: WebhookEndpointDto; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const deliveries = useListWebhookDeliveriesQuery(
    { id: endpoint.id, page, pageSize: PAGE_SIZE },
    { pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  const [redeliver] = useRedeliverWebhookMutation();
  const [sending, setSending] = useState<number | null>(null);

  const send = async (delivery: WebhookDeliveryDto) => {
    setSending(delivery.id);
    try {
      await redeliver({ id: endpoint.id, deliveryId: delivery.id }).unwrap();
      setPage(1);
      void showToast({ title: 'Redelivery queued', description: `${delivery.eventType} (${delivery.webhookId}) is on its way again.` });
    } catch (error) {
      toastError(error);
    } finally {
      setSending(null);
    }
  };

  const columns: TableColumnsType<WebhookDeliveryDto> = [
    {
      title: 'Event',
      key: 'event',
      render: (_, delivery) => (
        <Flex vertical>
          <Typography.Text>{eventLabel(delivery.eventType)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {delivery.webhookId}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, delivery) => (
        <Flex vertical gap={4} align="start">
          <Tag color={STATUS_TAGS[delivery.status].color}>{STATUS_TAGS[delivery.status].label}</Tag>
          {delivery.error && (
            <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere', maxWidth: 280 }}>
              {delivery.error}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: 'Response', dataIndex: 'responseStatus', render: (status: number | null) => status ?? '—' },
    { title: 'Duration', dataIndex: 'durationMs', render: (ms: number | null) => (ms === null ? '—' : `${ms} ms`) },
    { title: 'Attempts', dataIndex: 'attempts' },
    {
      title: 'Time',
      key: 'time',
      render: (_, delivery) => {
        const time = delivery.lastAttemptAt ?? delivery.createdAt;
        return <span title={new Date(time).toLocaleString()}>{relativeTimeOrNever(time)}</span>;
      },
    },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      render: (_, delivery) => (
        <Button
          size="small"
          aria-label={`Redeliver ${delivery.webhookId}`}
          disabled={!endpoint.enabled}
          loading={sending === delivery.id}
          onClick={() => void send(delivery)}
        >
          Redeliver
        </Button>
      ),
    },
  ];

  return (
    <Modal
      title="Delivery log"
      open
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width="min(980px, calc(100vw - 16px))"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {endpoint.url}
        </Typography.Text>
        {!endpoint.enabled && <Alert type="info" showIcon title="This endpoint is turned off: turn it on to redeliver." />}
        {deliveries.isError && <Alert type="error" showIcon title="The delivery log could not be loaded. Please try again." />}
        <Table<WebhookDeliveryDto>
          caption={<span style={srOnly}>Deliveries</span>}
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={deliveries.data?.items}
          loading={deliveries.isLoading}
          locale={{ emptyText: 'No deliveries yet' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: deliveries.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
          scroll={{ x: true }}
        />
      </Flex>
    </Modal>
  );
}
