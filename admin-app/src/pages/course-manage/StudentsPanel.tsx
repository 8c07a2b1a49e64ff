import { useState } from 'react';
import { Alert, Button, Flex, Input, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { errorMessage, type StudentDto } from '@academy/api';
import { useListCourseStudentPageQuery } from '@academy/api/admin';
import { displayName, formatDate } from '@academy/ui';
import { RoleTag } from '../../components/RoleTag';
import { RowActions } from '../../components/RowActions';
import { formatUtcDate, srOnly } from '../../lib/format';
import { RevokeCertificateDialog, type RevokeTarget } from './RevokeCertificateDialog';
import { GrantAccessDialog, InviteLinkDialog, InviteToPurchaseDialog } from './StudentInviteDialogs';

const CERTIFICATE_STATUS_LABELS = { valid: 'Valid', expired: 'Expired', revoked: 'Revoked' } as const;

function CertificateCell({ certificate }: { certificate: StudentDto['certificate'] }) {
  if (!certificate) return <Typography.Text type="secondary">Not issued</Typography.Text>;
  const link = (
    <a href={`/certificates/${certificate.code}`} target="_blank" rel="noreferrer">
      {CERTIFICATE_STATUS_LABELS[certificate.status]}
      <span style={srOnly}> certificate (opens in a new tab)</span>
    </a>
  );
  if (certificate.status === 'revoked') {
    return (
      <Flex vertical gap={2}>
        <span>
          <Tag color="red">{link}</Tag>
        </span>
        <Typography.Text type="secondary">
          {formatUtcDate(certificate.revokedAt)}: {certificate.revokeReason}
        </Typography.Text>
      </Flex>
    );
  }
  // A certificate's dates are stated in UTC wherever it is shown (its page, PDF and e-mails).
  const expiry = certificate.validUntil
    ? ` · ${certificate.status === 'expired' ? 'expired' : 'valid until'} ${formatUtcDate(certificate.validUntil)}`
    : '';
  return (
    <Tooltip title={`Issued ${formatUtcDate(certificate.issuedAt)}${expiry}`}>
      <Tag color={certificate.status === 'expired' ? 'orange' : 'green'}>{link}</Tag>
    </Tooltip>
  );
}

function columns(onRevoke: (target: RevokeTarget) => void): TableColumnsType<StudentDto> {
  return [
    { title: 'Name', key: 'name', render: (_, student) => displayName(student) },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Role', dataIndex: 'role', render: (role: StudentDto['role']) => <RoleTag role={role} /> },
    { title: 'Enrolled', dataIndex: 'enrolledAt', render: (value: string) => formatDate(value) },
    {
      title: 'Access Type',
      dataIndex: 'grantedAccess',
      render: (granted: boolean) => <Tag color={granted ? 'purple' : 'green'}>{granted ? 'Granted' : 'Purchased'}</Tag>,
    },
    { title: 'Certificate', key: 'certificate', render: (_, student) => <CertificateCell certificate={student.certificate} /> },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      // Kept at the right edge while a narrow screen scrolls the table sideways.
      fixed: 'right',
      width: 56,
      render: (_, student) => {
        const { certificate } = student;
        // An expired certificate can still be revoked: its page then says revoked, not expired.
        if (!certificate || certificate.status === 'revoked') return null;
        const learnerName = displayName(student);
        return (
          <RowActions
            name={learnerName}
            actions={[
              {
                key: 'revoke',
                label: 'Revoke certificate',
                danger: true,
                onClick: () => onRevoke({ code: certificate.code, learnerName }),
              },
            ]}
          />
        );
      },
    },
  ];
}

type OpenDialog = 'grant' | 'invite' | null;

/**
 * Students tab: who is enrolled, how they got access and their certificate; invite to purchase (paid
 * courses only: a free course has nothing to buy), grant free access, revoke a certificate.
 */
export function StudentsPanel({ courseId, forSale }: { courseId: number; forSale: boolean }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end" gap={8} wrap>
        {forSale ? <Button onClick={() => setDialog('invite')}>Invite to Purchase</Button> : null}
        <Button type="primary" onClick={() => setDialog('grant')}>
          Grant Free Access
        </Button>
      </Flex>
      <StudentsTable courseId={courseId} />
      <GrantAccessDialog courseId={courseId} open={dialog === 'grant'} onClose={() => setDialog(null)} />
      <InviteToPurchaseDialog
        courseId={courseId}
        open={forSale && dialog === 'invite'}
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

const PAGE_SIZE = 20;

/** One page at a time from the server: a course can have tens of thousands of students. */
function StudentsTable({ courseId }: { courseId: number }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, isFetching, isError, error } = useListCourseStudentPageQuery({
    id: courseId,
    page,
    pageSize: PAGE_SIZE,
    search: search || undefined,
  });
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  if (isError) return <Alert type="error" title="Error loading students" description={errorMessage(error, 'Please try again later.')} />;
  return (
    <>
      <Input.Search
        aria-label="Search students by name or email"
        placeholder="Search by name or email"
        allowClear
        maxLength={200}
        style={{ maxWidth: 360 }}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
      />
      <Table<StudentDto>
        caption={<span style={srOnly}>Enrolled students</span>}
        rowKey="id"
        columns={columns(setRevoking)}
        dataSource={data?.items}
        loading={isFetching}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
        scroll={{ x: true }}
        locale={{ emptyText: search ? 'No students match your search.' : 'No students enrolled yet.' }}
      />
      <RevokeCertificateDialog target={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
