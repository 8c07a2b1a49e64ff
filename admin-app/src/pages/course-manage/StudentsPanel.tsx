import { useState } from 'react';
import { Alert, Button, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { displayName, errorMessage, ROLE_LABELS, useListCourseStudentsQuery, type StudentDto } from '@academy/api';
import { formatDate, srOnly } from '../../lib/format';
import { GrantAccessDialog, InviteLinkDialog, InviteToPurchaseDialog } from './StudentInviteDialogs';

const columns: TableColumnsType<StudentDto> = [
  { title: 'Name', key: 'name', render: (_, student) => displayName(student) },
  { title: 'Email', dataIndex: 'email' },
  { title: 'Role', dataIndex: 'role', render: (role: StudentDto['role']) => ROLE_LABELS[role] },
  { title: 'Enrolled', dataIndex: 'enrolledAt', render: (value: string) => formatDate(value) },
  {
    title: 'Access Type',
    dataIndex: 'grantedAccess',
    render: (granted: boolean) => <Tag color={granted ? 'purple' : 'green'}>{granted ? 'Granted' : 'Purchased'}</Tag>,
  },
];

type OpenDialog = 'grant' | 'invite' | null;

/** Students tab: who is enrolled and how they got access; invite to purchase or grant free access. */
export function StudentsPanel({ courseId }: { courseId: number }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={() => setDialog('invite')}>Invite to Purchase</Button>
        <Button type="primary" onClick={() => setDialog('grant')}>
          Grant Free Access
        </Button>
      </Flex>
      <StudentsTable courseId={courseId} />
      <GrantAccessDialog courseId={courseId} open={dialog === 'grant'} onClose={() => setDialog(null)} />
      <InviteToPurchaseDialog
        courseId={courseId}
        open={dialog === 'invite'}
        onClose={() => setDialog(null)}
        onInvited={(url) => {
          setDialog(null);
          setInviteUrl(url);
        }}
      />
      <InviteLinkDialog inviteUrl={inviteUrl} onClose={() => setInviteUrl(null)} />
    </Flex>
  );
}

function StudentsTable({ courseId }: { courseId: number }) {
  const { data, isLoading, isError, error } = useListCourseStudentsQuery({ id: courseId });
  if (isError) return <Alert type="error" title="Error loading students" description={errorMessage(error, 'Please try again later.')} />;
  return (
    <Table<StudentDto>
      caption={<span style={srOnly}>Enrolled students</span>}
      rowKey="id"
      columns={columns}
      dataSource={data}
      loading={isLoading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: true }}
      locale={{ emptyText: 'No students enrolled yet.' }}
    />
  );
}
