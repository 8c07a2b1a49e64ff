import { useState } from 'react';
import { Alert, App, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  useDeleteWebhookEndpointMutation,
  useListWebhookEndpointsQuery,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useUpdateWebhookEndpointMutation,
  type WebhookEndpointDto,
  type WebhookSecretDto,
} from '@academy/api/admin';
import { relativeTimeOrNever, showToast } from '@academy/ui';
import { RowActions } from '../../components/RowActions';
import { toastError, useConfirmDelete } from '../../lib/api';
import { srOnly } from '../../lib/format';
import { DeliveryLogDialog } from './webhooks/DeliveryLogDialog';
import { EndpointDialog } from './webhooks/EndpointDialog';
import { EVENT_DESCRIPTIONS } from './webhooks/events';
import { SecretDialog } from './webhooks/SecretDialog';
import { TabHeader } from './TabHeader';

/**
 * Integrations → Webhooks: the endpoints that receive the academy's events, adding and changing
 * them (the signing secret shown once), turning them off and on, a test event, and each one's
 * delivery log with Redeliver.
 */
export function WebhooksTab() {
  const endpoints = useListWebhookEndpointsQuery();
  const [updateEndpoint] = useUpdateWebhookEndpointMutation();
  const [deleteEndpoint] = useDeleteWebhookEndpointMutation();
  const [rotateSecret] = useRotateWebhookSecretMutation();
  const [sendTest] = useSendWebhookTestMutation();
  const confirmDeletion = useConfirmDelete();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<WebhookEndpointDto | 'new' | null>(null);
  const [secret, setSecret] = useState<{ result: WebhookSecretDto; rotated: boolean } | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpointDto | null>(null);

  const setEnabled = async (endpoint: WebhookEndpointDto, enabled: boolean) => {
    try {
      await updateEndpoint({ id: endpoint.id, updateWebhookEndpointDto: { enabled } }).unwrap();
      void showToast({
        title: enabled ? 'Endpoint turned on' : 'Endpoint turned off',
        description: enabled ? 'New events are delivered to it again.' : 'It receives no new events until you turn it on.',
      });
    } catch (error) {
      toastError(error);
    }
  };

  const test = async (endpoint: WebhookEndpointDto) => {
    try {
      await sendTest({ id: endpoint.id }).unwrap();
      void showToast({ title: 'Test event sent', description: 'Its outcome appears in the delivery log.' });
    } catch (error) {
      toastError(error);
    }
  };

  const confirmRotate = (endpoint: WebhookEndpointDto) => {
    modal.confirm({
      title: 'Rotate signing secret',
      content: `Make a new signing secret for ${endpoint.url}? The old one stops signing at once, so update the receiver right away.`,
      okText: 'Rotate secret',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          setSecret({ result: await rotateSecret({ id: endpoint.id }).unwrap(), rotated: true });
        } catch (error) {
          toastError(error);
        }
      },
    });
  };

  const confirmDelete = (endpoint: WebhookEndpointDto) =>
    confirmDeletion({
      title: 'Delete endpoint',
      question: `Delete ${endpoint.url} and its delivery log? Nothing more will be sent to it.`,
      remove: () => deleteEndpoint({ id: endpoint.id }).unwrap(),
      success: 'Endpoint deleted',
    });

  const columns: TableColumnsType<WebhookEndpointDto> = [
    {
      title: 'Endpoint',
      key: 'endpoint',
      render: (_, endpoint) => (
        <Flex vertical style={{ minWidth: 180, maxWidth: 360 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Typography.Text>
          {endpoint.description && <Typography.Text type="secondary">{endpoint.description}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Events',
      dataIndex: 'events',
      render: (events: WebhookEndpointDto['events']) => (
        <Flex wrap gap={4} style={{ minWidth: 160, maxWidth: 320 }}>
          {events.map((type) => (
            <Tag key={type} title={EVENT_DESCRIPTIONS[type]} style={{ marginInlineEnd: 0 }}>
              {type}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, endpoint) => (
        <Flex vertical gap={4} align="start" style={{ minWidth: 120, maxWidth: 280 }}>
          <Tag color={endpoint.enabled ? 'green' : 'red'}>{endpoint.enabled ? 'Enabled' : 'Disabled'}</Tag>
          {!endpoint.enabled && endpoint.disabledReason && (
            <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
              {endpoint.disabledReason}
            </Typography.Text>
          )}
          {endpoint.enabled && endpoint.consecutiveFailures > 0 && (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              {endpoint.consecutiveFailures === 1
                ? '1 failed attempt in a row'
                : `${endpoint.consecutiveFailures} failed attempts in a row`}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: 'Last success', dataIndex: 'lastSuccessAt', render: (value: string | null) => relativeTimeOrNever(value) },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      // Kept at the right edge while a narrow screen scrolls the table sideways.
      fixed: 'right',
      width: 200,
      render: (_, endpoint) => (
        <Flex gap={8} align="center" wrap={false}>
          <Button size="small" onClick={() => setLogOf(endpoint)} aria-label={`Deliveries of ${endpoint.url}`}>
            Deliveries
          </Button>
          <RowActions
            name={endpoint.url}
            actions={[
              { key: 'edit', label: 'Edit', onClick: () => setEditing(endpoint) },
              ...(endpoint.enabled
                ? [
                    { key: 'test', label: 'Send test event', onClick: () => void test(endpoint) },
                    { key: 'off', label: 'Turn off', onClick: () => void setEnabled(endpoint, false) },
                  ]
                : [{ key: 'on', label: 'Turn on', onClick: () => void setEnabled(endpoint, true) }]),
              { key: 'rotate', label: 'Rotate secret', onClick: () => confirmRotate(endpoint) },
              { key: 'delete', label: 'Delete', danger: true, onClick: () => confirmDelete(endpoint) },
            ]}
          />
        </Flex>
      ),
    },
  ];

  // The open log follows the list, so turning the endpoint on or off shows there at once.
  const logEndpoint = logOf && (endpoints.data?.find((endpoint) => endpoint.id === logOf.id) ?? logOf);

  return (
    <Flex vertical gap={16}>
      <TabHeader
        title="Webhooks"
        action={
          <Button type="primary" onClick={() => setEditing('new')}>
            Add endpoint
          </Button>
        }
      >
        The academy POSTs the events you choose to your systems, signed as the Standard Webhooks specification describes. An endpoint that
        keeps failing is turned off, and admins get an e-mail.
      </TabHeader>
      {endpoints.isError && <Alert type="error" showIcon title="The webhook endpoints could not be loaded. Please try again." />}
      <Table<WebhookEndpointDto>
        caption={<span style={srOnly}>Webhook endpoints</span>}
        rowKey="id"
        columns={columns}
        dataSource={endpoints.data}
        loading={endpoints.isLoading}
        locale={{ emptyText: 'No webhook endpoints yet' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
      {editing && (
        <EndpointDialog
          key={editing === 'new' ? 'new' : editing.id}
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(result) => {
            setEditing(null);
            setSecret({ result, rotated: false });
          }}
        />
      )}
      {secret && <SecretDialog result={secret.result} rotated={secret.rotated} onClose={() => setSecret(null)} />}
      {logEndpoint && <DeliveryLogDialog endpoint={logEndpoint} onClose={() => setLogOf(null)} />}
    </Flex>
  );
}
