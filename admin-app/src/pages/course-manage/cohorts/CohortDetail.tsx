import { useState } from 'react';
import { App, Button, Flex, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  useDeleteSessionMutation,
  useGetCohortQuery,
  useRemoveCohortMemberMutation,
  type AdminCohortDto,
  type AdminLiveSessionDto,
  type CohortMemberDto,
} from '@academy/api/admin';
import { formatDate, showToast } from '@academy/ui';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { RowActions } from '../../../components/RowActions';
import { toastError, useConfirmDelete } from '../../../lib/api';
import { srOnly } from '../../../lib/format';
import { browserTimeZone, formatInZone } from '../../../lib/zonedTime';
import { AttendanceDialog } from './AttendanceDialog';
import { membersText } from './cohortText';
import { SessionDialog } from './SessionDialog';

const sectionTitle = { margin: 0, fontSize: 18 } as const;

function MembersTable({ cohort, members }: { cohort: AdminCohortDto; members: CohortMemberDto[] }) {
  const [removeMember] = useRemoveCohortMemberMutation();
  const { modal } = App.useApp();
  const confirmRemove = (member: CohortMemberDto) => {
    modal.confirm({
      title: 'Remove from cohort',
      content: `Take ${member.name} out of ${cohort.title}? They keep the course; their drip modules follow their own enrolment again.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await removeMember({ id: cohort.id, userId: member.userId }).unwrap();
          void showToast({ title: 'Member removed', description: `${member.name} is no longer in ${cohort.title}.` });
        } catch (error) {
          toastError(error);
        }
      },
    });
  };
  const columns: TableColumnsType<CohortMemberDto> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, member) => (
        <Flex vertical style={{ minWidth: 140, maxWidth: 260 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {member.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Joined', dataIndex: 'joinedAt', render: (joinedAt: string) => formatDate(joinedAt) },
    { title: 'Team', dataIndex: 'teamName', render: (teamName: string | null) => teamName ?? '—' },
    { title: 'Sessions attended', dataIndex: 'attended', align: 'right' },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      fixed: 'right',
      render: (_, member) => (
        <Button size="small" danger onClick={() => confirmRemove(member)} aria-label={`Remove ${member.name}`}>
          Remove
        </Button>
      ),
    },
  ];
  return (
    <Table<CohortMemberDto>
      caption={<span style={srOnly}>Members of {cohort.title}</span>}
      rowKey="userId"
      columns={columns}
      dataSource={members}
      locale={{ emptyText: 'Nobody has joined the cohort yet.' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: true }}
      size="small"
    />
  );
}

function SessionsTable({
  cohort,
  sessions,
  onEdit,
  onAttendance,
}: {
  cohort: AdminCohortDto;
  sessions: AdminLiveSessionDto[];
  onEdit: (session: AdminLiveSessionDto) => void;
  onAttendance: (session: AdminLiveSessionDto) => void;
}) {
  const [deleteSession] = useDeleteSessionMutation();
  const confirmDeletion = useConfirmDelete();
  const yours = browserTimeZone();
  const columns: TableColumnsType<AdminLiveSessionDto> = [
    {
      title: 'Session',
      key: 'title',
      render: (_, session) => (
        <Flex vertical style={{ minWidth: 160, maxWidth: 280 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {session.title}
          </Typography.Text>
          {session.recordingUrl ? (
            <Typography.Link href={session.recordingUrl} target="_blank" rel="noreferrer">
              Recording
            </Typography.Link>
          ) : null}
        </Flex>
      ),
    },
    {
      title: 'Starts',
      key: 'startsAt',
      render: (_, session) => {
        const there = formatInZone(session.startsAt, session.timeZone);
        const here = formatInZone(session.startsAt, yours);
        return (
          <Flex vertical style={{ minWidth: 180 }}>
            <span>{there}</span>
            <Typography.Text type="secondary">{session.timeZone}</Typography.Text>
            {session.timeZone !== yours && here !== there ? <Typography.Text type="secondary">Your time: {here}</Typography.Text> : null}
          </Flex>
        );
      },
    },
    { title: 'Duration', dataIndex: 'durationMinutes', render: (minutes: number) => `${minutes} min` },
    { title: 'Provider', dataIndex: 'provider' },
    { title: 'Joined', dataIndex: 'joinedCount', align: 'right' },
    { title: 'Attended', dataIndex: 'attendedCount', align: 'right' },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      fixed: 'right',
      render: (_, session) => (
        <Flex gap={8} align="center" wrap={false}>
          <Button size="small" onClick={() => onAttendance(session)} aria-label={`Attendance of ${session.title}`}>
            Attendance
          </Button>
          <RowActions
            name={session.title}
            actions={[
              { key: 'edit', label: 'Edit', onClick: () => onEdit(session) },
              {
                key: 'delete',
                label: 'Delete',
                danger: true,
                onClick: () =>
                  confirmDeletion({
                    title: 'Delete session',
                    question: `Delete "${session.title}"? Its reminders are cancelled, and credits recorded for attending it are withdrawn.`,
                    remove: () => deleteSession({ id: session.id }).unwrap(),
                    success: 'Session deleted',
                  }),
              },
            ]}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<AdminLiveSessionDto>
      caption={<span style={srOnly}>Live sessions of {cohort.title}</span>}
      rowKey="id"
      columns={columns}
      dataSource={sessions}
      locale={{ emptyText: 'No sessions scheduled yet.' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: true }}
      size="small"
    />
  );
}

/**
 * One cohort, expanded in the Cohorts tab: its dates and places, its members (to take out) and its
 * live sessions (to schedule, change, cancel, and confirm who attended).
 */
export function CohortDetail({
  cohortId,
  onBack,
  onEdit,
  onDelete,
}: {
  cohortId: number;
  onBack: () => void;
  onEdit: (cohort: AdminCohortDto) => void;
  onDelete: (cohort: AdminCohortDto) => void;
}) {
  const detail = useGetCohortQuery({ id: cohortId });
  const [editingSession, setEditingSession] = useState<AdminLiveSessionDto | 'new' | null>(null);
  const [attendanceOf, setAttendanceOf] = useState<AdminLiveSessionDto | null>(null);
  const yours = browserTimeZone();
  const back = (
    <div>
      <Button onClick={onBack}>All cohorts</Button>
    </div>
  );

  if (detail.isError)
    return (
      <Flex vertical gap={16}>
        {back}
        <LoadFailedAlert query={detail} fallback="The cohort could not be loaded. Please try again." title="Error loading the cohort" />
      </Flex>
    );
  if (!detail.data) return <Skeleton active />;

  const { cohort, members, sessions } = detail.data;
  return (
    <Flex vertical gap={24} style={{ minWidth: 0 }}>
      <Flex vertical gap={12}>
        {back}
        <Flex justify="space-between" align="flex-start" wrap gap={12}>
          <div style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
              {cohort.title}
            </Typography.Title>
            <Typography.Text type="secondary">
              {formatInZone(cohort.startsAt, yours)} – {formatInZone(cohort.endsAt, yours)}
            </Typography.Text>
            <div>
              <Typography.Text>{membersText(cohort)}</Typography.Text> {cohort.placesLeft === 0 ? <Tag color="orange">Full</Tag> : null}
            </div>
          </div>
          <Flex wrap gap={8}>
            <Button onClick={() => onEdit(cohort)}>Edit cohort</Button>
            <Button danger onClick={() => onDelete(cohort)}>
              Delete cohort
            </Button>
          </Flex>
        </Flex>
      </Flex>

      <Flex vertical gap={12}>
        <Typography.Title level={3} style={sectionTitle}>
          Members
        </Typography.Title>
        <MembersTable cohort={cohort} members={members} />
      </Flex>

      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography.Title level={3} style={sectionTitle}>
              Live sessions
            </Typography.Title>
            <Typography.Text type="secondary">
              Members get e-mail reminders 24 hours and 1 hour before each session, and find it on their dashboard and in their calendar.
            </Typography.Text>
          </div>
          <Button type="primary" onClick={() => setEditingSession('new')}>
            New session
          </Button>
        </Flex>
        <SessionsTable cohort={cohort} sessions={sessions} onEdit={setEditingSession} onAttendance={setAttendanceOf} />
      </Flex>

      {editingSession ? (
        <SessionDialog
          key={editingSession === 'new' ? 'new' : editingSession.id}
          cohortId={cohort.id}
          session={editingSession === 'new' ? null : editingSession}
          onClose={() => setEditingSession(null)}
        />
      ) : null}
      {attendanceOf ? <AttendanceDialog session={attendanceOf} onClose={() => setAttendanceOf(null)} /> : null}
    </Flex>
  );
}
