import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Flex, Form, Input, InputNumber, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useListAdminTeamsQuery, useUpdateAdminTeamMutation, type AdminTeamDto, type UpdateAdminTeamDto } from '@academy/api/admin';
import { formatDate, formatPrice, showToast } from '@academy/ui';
import { RowActions } from '../../components/RowActions';
import { toastError } from '../../lib/api';
import { srOnly } from '../../lib/format';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { TeamSsoDialog } from '../sso/TeamSsoDialog';

/** The server's bound on a team's seats. */
const MAX_TEAM_SEATS = 10_000;

/** What a team pays: the total of its payments, per month for a subscription. */
function paidLabel(team: AdminTeamDto): string {
  return `${formatPrice(team.paidAmount)}${team.paymentType === 'subscription' ? '/month' : ''}`;
}

/**
 * Teams tab of /admin: every team with its course, manager, seats used of bought, what it paid and
 * whether its access ended; an admin adjusts the seats or moves the manager.
 */
export function TeamsTab() {
  const { data: teams, isLoading, isError, error, refetch } = useListAdminTeamsQuery();
  const [editing, setEditing] = useState<AdminTeamDto | null>(null);
  const [ssoOf, setSsoOf] = useState<AdminTeamDto | null>(null);

  const columns: TableColumnsType<AdminTeamDto> = [
    { title: 'Team', dataIndex: 'name' },
    {
      title: 'Course or path',
      key: 'course',
      render: (_, team) =>
        team.path ? (
          <Flex vertical>
            <Link to={`/paths/${team.path.slug}`}>{team.path.title}</Link>
            <Typography.Text type="secondary">Learning path</Typography.Text>
          </Flex>
        ) : (
          <Link to={`/admin/courses/${team.course!.id}/manage`}>{team.course!.title}</Link>
        ),
    },
    {
      title: 'Manager',
      key: 'manager',
      render: (_, team) =>
        team.manager ? (
          <Flex vertical>
            <span>{team.manager.name}</span>
            <Typography.Text type="secondary">{team.manager.email}</Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">No manager</Typography.Text>
        ),
    },
    { title: 'Seats used / bought', key: 'seats', render: (_, team) => `${team.seatsUsed} / ${team.seats}` },
    { title: 'Payments', key: 'paid', render: (_, team) => paidLabel(team) },
    {
      title: 'Status',
      key: 'status',
      render: (_, team) => (team.endedAt ? <Tag color="red">Ended {formatDate(team.endedAt)}</Tag> : <Tag color="green">Active</Tag>),
    },
    { title: 'Created', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      // Kept at the right edge while a narrow screen scrolls the table sideways.
      fixed: 'right',
      width: 56,
      render: (_, team) => (
        <RowActions
          name={team.name}
          actions={[
            { key: 'edit', label: 'Edit', onClick: () => setEditing(team) },
            { key: 'sso', label: 'Single sign-on', onClick: () => setSsoOf(team) },
          ]}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Teams
        </Typography.Title>
        <Typography.Text type="secondary">
          Seats that employers bought for their people. Seats used counts invitations out and accepted ones.
        </Typography.Text>
      </div>
      {isError ? (
        <LoadFailedAlert
          query={{ error, refetch }}
          fallback="The teams could not be loaded. Please try again."
          title="Error loading teams"
        />
      ) : (
        <Table<AdminTeamDto>
          caption={<span style={srOnly}>Teams</span>}
          rowKey="id"
          columns={columns}
          dataSource={teams}
          loading={isLoading}
          locale={{ emptyText: 'No teams yet. A team appears when someone buys seats of a paid course or learning path.' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
        />
      )}
      {editing && <EditTeamDialog key={editing.id} team={editing} onClose={() => setEditing(null)} />}
      {ssoOf && <TeamSsoDialog key={ssoOf.id} team={ssoOf} onClose={() => setSsoOf(null)} />}
    </Flex>
  );
}

interface TeamForm {
  seats: number | null;
  managerEmail: string;
}

function EditTeamDialog({ team, onClose }: { team: AdminTeamDto; onClose: () => void }) {
  const [form] = Form.useForm<TeamForm>();
  const seats = Form.useWatch('seats', form);
  const [updateTeam, { isLoading }] = useUpdateAdminTeamMutation();
  const shrinking = typeof seats === 'number' && seats < team.seatsUsed;

  const save = async () => {
    let values: TeamForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const change: UpdateAdminTeamDto = {};
    if (values.seats !== null && values.seats !== team.seats) change.seats = values.seats;
    const managerEmail = values.managerEmail.trim().toLowerCase();
    if (managerEmail && managerEmail !== team.manager?.email.toLowerCase()) change.managerEmail = managerEmail;
    if (Object.keys(change).length === 0) {
      onClose();
      return;
    }
    try {
      await updateTeam({ id: team.id, updateAdminTeamDto: change }).unwrap();
      void showToast({ title: 'Team updated!' });
      onClose();
    } catch (failure) {
      toastError(failure);
    }
  };

  return (
    <Modal
      title="Edit Team"
      open
      okText="Save Changes"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {team.name} · {team.path?.title ?? team.course?.title}. {team.seatsUsed} of {team.seats} seats are used.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="edit-team" initialValues={{ seats: team.seats, managerEmail: team.manager?.email ?? '' }}>
        <Form.Item
          label="Seats"
          name="seats"
          rules={[
            {
              required: true,
              type: 'integer',
              min: 0,
              max: MAX_TEAM_SEATS,
              message: `Seats must be a whole number from 0 to ${MAX_TEAM_SEATS}`,
            },
          ]}
        >
          <InputNumber min={0} max={MAX_TEAM_SEATS} precision={0} style={{ width: '100%', maxWidth: 200 }} />
        </Form.Item>
        {shrinking && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`${team.seatsUsed - (seats ?? 0)} of the most recent assignments will end`}
            description="Their learners lose what the team gave them (the course, or the learning path's courses), and they and the manager are told by e-mail."
          />
        )}
        <Form.Item
          label="Manager e-mail"
          name="managerEmail"
          extra="An existing account that has confirmed its e-mail address."
          rules={[{ type: 'email', message: 'Please enter a valid email address' }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
