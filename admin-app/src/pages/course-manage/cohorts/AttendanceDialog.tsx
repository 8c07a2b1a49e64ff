import { Flex, Modal, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useListAttendanceQuery, useSetAttendanceMutation, type AdminLiveSessionDto, type AttendanceDto } from '@academy/api/admin';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { toastError } from '../../../lib/api';
import { srOnly } from '../../../lib/format';
import { browserTimeZone, formatInZone } from '../../../lib/zonedTime';

/** "Attended": confirming records the session's credits in the learner's ledger, taking it back removes them. */
function AttendedSwitch({ sessionId, row }: { sessionId: number; row: AttendanceDto }) {
  const [setAttendance, { isLoading }] = useSetAttendanceMutation();
  const toggle = async (attended: boolean) => {
    try {
      await setAttendance({ id: sessionId, userId: row.userId, attendanceInputDto: { attended } }).unwrap();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Switch
      checked={row.confirmedAt !== null}
      loading={isLoading}
      onChange={(attended) => void toggle(attended)}
      aria-label={`Attended: ${row.name}`}
    />
  );
}

/**
 * A live session's attendance: the cohort's members and anyone who joined, with their first click on
 * the join link, and "Attended" to confirm (or take back) that they were there.
 */
export function AttendanceDialog({ session, onClose }: { session: AdminLiveSessionDto; onClose: () => void }) {
  const attendance = useListAttendanceQuery({ id: session.id });
  const yours = browserTimeZone();
  const columns: TableColumnsType<AttendanceDto> = [
    {
      title: 'Learner',
      key: 'learner',
      render: (_, row) => (
        <Flex vertical style={{ minWidth: 140, maxWidth: 260 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Joined at',
      dataIndex: 'joinedAt',
      render: (joinedAt: string | null) => (joinedAt ? formatInZone(joinedAt, yours) : 'Did not join'),
    },
    {
      title: 'Confirmed',
      dataIndex: 'confirmedAt',
      render: (confirmedAt: string | null) => (confirmedAt ? formatInZone(confirmedAt, yours) : '—'),
    },
    {
      title: 'Attended',
      key: 'attended',
      fixed: 'right',
      render: (_, row) => <AttendedSwitch sessionId={session.id} row={row} />,
    },
  ];
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={760}
      title={<span style={{ overflowWrap: 'anywhere' }}>Attendance: {session.title}</span>}
      style={{ maxWidth: 'calc(100vw - 16px)', top: 24 }}
    >
      <Flex vertical gap={12} style={{ minWidth: 0 }}>
        <Typography.Text type="secondary">
          {formatInZone(session.startsAt, session.timeZone)} ({session.timeZone}). Confirming that someone attended records the session’s
          credits in their ledger; taking it back removes them.
        </Typography.Text>
        {attendance.isError ? (
          <LoadFailedAlert query={attendance} fallback="The attendance could not be loaded. Please try again." />
        ) : (
          <Table<AttendanceDto>
            caption={<span style={srOnly}>Attendance of {session.title}</span>}
            rowKey="userId"
            columns={columns}
            dataSource={attendance.data}
            loading={attendance.isFetching}
            locale={{ emptyText: 'Nobody is in the cohort yet.' }}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: true }}
            size="small"
          />
        )}
      </Flex>
    </Modal>
  );
}
