import { useState } from 'react';
import { Alert, App, Button, Checkbox, Flex, Form, Input, Modal, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  useCreateApiTokenMutation,
  useListApiTokensQuery,
  useRevokeApiTokenMutation,
  type ApiTokenDto,
  type ApiTokenScope,
  type CreatedApiTokenDto,
} from '@academy/api/admin';
import { formatDate, relativeTimeOrNever, showToast } from '@academy/ui';
import { RowActions } from '../../components/RowActions';
import { toastError } from '../../lib/api';
import { TabHeader } from './TabHeader';
import { srOnly } from '../../lib/format';

/** What each scope lets a token do, in the order the form lists them. */
export const SCOPE_DESCRIPTIONS: Record<ApiTokenScope, string> = {
  'catalog:read': 'Read courses, lessons, quizzes and downloads',
  'catalog:write': 'Create and change courses, lessons, quizzes and downloads',
  'users:read': 'Read and export the user list',
  'progress:read': 'Read and export enrolments, progress, quiz results and analytics',
  'enrolments:write': 'Grant course access and send purchase invites',
  'payments:read': 'Export payments',
  'credits:read': 'Export the continuing-education credit records',
  admin: 'Everything an admin can do through the API',
};

const EXPIRY_OPTIONS = [7, 30, 90, 180, 366].map((days) => ({ value: days, label: days === 366 ? '1 year' : `${days} days` }));

const STATUS_TAGS: Record<ApiTokenDto['status'], { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  expired: { color: 'default', label: 'Expired' },
  revoked: { color: 'red', label: 'Revoked' },
};

/** Integrations → API tokens: the academy's tokens, creating one (its secret shown once) and revoking. */
export function ApiTokensTab() {
  const tokens = useListApiTokensQuery();
  const [revokeToken] = useRevokeApiTokenMutation();
  const { modal } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);

  const confirmRevoke = (token: ApiTokenDto) => {
    modal.confirm({
      title: 'Revoke API token',
      content: `Revoke "${token.name}"? Tools using it stop working at once. This cannot be undone.`,
      okText: 'Revoke',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await revokeToken({ id: token.id }).unwrap();
          void showToast({ title: 'Token revoked', description: `"${token.name}" no longer works.` });
        } catch (error) {
          toastError(error);
        }
      },
    });
  };

  const columns: TableColumnsType<ApiTokenDto> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, token) => (
        <Flex vertical>
          <Typography.Text strong>{token.name}</Typography.Text>
          <Typography.Text type="secondary" code>
            {token.secretPrefix}…
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Scopes',
      dataIndex: 'scopes',
      render: (scopes: ApiTokenScope[]) => (
        <Flex wrap gap={4}>
          {scopes.map((scope) => (
            <Tag key={scope} title={SCOPE_DESCRIPTIONS[scope]} style={{ marginInlineEnd: 0 }}>
              {scope}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, token) => (
        <Flex vertical gap={4} align="flex-start">
          <Tag color={STATUS_TAGS[token.status].color}>{STATUS_TAGS[token.status].label}</Tag>
          {token.status === 'revoked' && token.revokedReason ? (
            <Typography.Text type="secondary">{token.revokedReason}</Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: 'Created', key: 'created', render: (_, token) => `${formatDate(token.createdAt)} by ${token.createdBy}` },
    { title: 'Expires', dataIndex: 'expiresAt', render: (value: string) => formatDate(value) },
    {
      title: 'Last used',
      key: 'lastUsed',
      render: (_, token) =>
        token.lastUsedAt ? `${relativeTimeOrNever(token.lastUsedAt)}${token.lastUsedIp ? ` from ${token.lastUsedIp}` : ''}` : 'Never',
    },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      // Kept at the right edge while a narrow screen scrolls the table sideways.
      fixed: 'right',
      width: 56,
      render: (_, token) =>
        token.status === 'revoked' ? null : (
          <RowActions name={token.name} actions={[{ key: 'revoke', label: 'Revoke', danger: true, onClick: () => confirmRevoke(token) }]} />
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <TabHeader
        title="API tokens"
        action={
          <Button type="primary" onClick={() => setCreating(true)}>
            Create token
          </Button>
        }
      >
        A token lets an outside tool call the API as you, limited to the scopes you choose. Send it as{' '}
        <Typography.Text code>Authorization: Bearer …</Typography.Text>
      </TabHeader>
      {tokens.isError && <Alert type="error" showIcon title="The API tokens could not be loaded. Please try again." />}
      <Table<ApiTokenDto>
        caption={<span style={srOnly}>API tokens</span>}
        rowKey="id"
        columns={columns}
        dataSource={tokens.data}
        loading={tokens.isLoading}
        locale={{ emptyText: 'No API tokens yet' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
      {creating && (
        <CreateTokenDialog
          onClose={() => setCreating(false)}
          onCreated={(result) => {
            setCreating(false);
            setCreated(result);
          }}
        />
      )}
      {created && <TokenSecretDialog created={created} onClose={() => setCreated(null)} />}
    </Flex>
  );
}

interface TokenForm {
  name: string;
  scopes: ApiTokenScope[];
  expiresInDays: number;
}

function CreateTokenDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (created: CreatedApiTokenDto) => void }) {
  const [form] = Form.useForm<TokenForm>();
  const [createToken, { isLoading }] = useCreateApiTokenMutation();

  const save = async () => {
    let values: TokenForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      onCreated(
        await createToken({
          createApiTokenDto: { name: values.name.trim(), scopes: values.scopes, expiresInDays: values.expiresInDays },
        }).unwrap(),
      );
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Modal
      title="Create API token"
      open
      okText="Create token"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="create-api-token" initialValues={{ scopes: [], expiresInDays: 90 }}>
        <Form.Item
          label="Name"
          name="name"
          extra="What the token is for, e.g. the tool that uses it."
          rules={[
            { required: true, whitespace: true, message: 'Please give the token a name' },
            { max: 100, message: 'At most 100 characters' },
          ]}
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item label="Scopes" name="scopes" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one scope' }]}>
          <Checkbox.Group style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {(Object.keys(SCOPE_DESCRIPTIONS) as ApiTokenScope[]).map((scope) => (
                <Checkbox key={scope} value={scope}>
                  <Typography.Text code>{scope}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{SCOPE_DESCRIPTIONS[scope]}</Typography.Text>
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label="Expires after" name="expiresInDays" rules={[{ required: true, message: 'Choose when the token expires' }]}>
          <Select options={EXPIRY_OPTIONS} style={{ maxWidth: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function TokenSecretDialog({ created, onClose }: { created: CreatedApiTokenDto; onClose: () => void }) {
  const example = `curl -H "Authorization: Bearer ${created.secret}" ${window.location.origin}/api/courses`;
  return (
    <Modal
      title={`Token "${created.token.name}" created`}
      open
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="warning" showIcon title="Copy the token now: it will not be shown again." />
        <Typography.Paragraph
          copyable={{ text: created.secret, tooltips: ['Copy token', 'Copied'] }}
          code
          style={{ overflowWrap: 'anywhere', marginBottom: 0 }}
          aria-label="API token"
        >
          {created.secret}
        </Typography.Paragraph>
        <div>
          <Typography.Text type="secondary">Try it:</Typography.Text>
          <Typography.Paragraph
            code
            copyable={{ text: example, tooltips: ['Copy command', 'Copied'] }}
            style={{ overflowWrap: 'anywhere' }}
          >
            {example}
          </Typography.Paragraph>
        </div>
      </Space>
    </Modal>
  );
}
