import { Alert, Button, Card, Col, Flex, Row, Statistic, Table, type TableColumnsType } from 'antd';
import { errorMessage } from '@academy/api';
import { useGetMailQueueStatusQuery, type FailedMailDto } from '@academy/api/admin';
import { relativeTimeOrNever } from '@academy/ui';
import { srOnly } from '../../lib/format';

const COUNTS: { key: 'inOutbox' | 'waiting' | 'active' | 'delayed' | 'completed' | 'failed'; label: string }[] = [
  { key: 'inOutbox', label: 'Not queued yet' },
  { key: 'waiting', label: 'Waiting' },
  { key: 'active', label: 'Sending' },
  { key: 'delayed', label: 'Retrying' },
  { key: 'completed', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
];

const failureColumns: TableColumnsType<FailedMailDto> = [
  { title: 'To', dataIndex: 'to' },
  { title: 'Subject', dataIndex: 'subject' },
  { title: 'Reason', dataIndex: 'failedReason' },
  { title: 'Attempts', dataIndex: 'attempts', align: 'right' },
  { title: 'When', dataIndex: 'failedAt', render: (value: string | null) => relativeTimeOrNever(value) },
];

/** 'Mail Queue': how many e-mails wait (in the outbox until Redis takes them, then on the queue), are sent or failed, and the most recent failures. */
export function MailQueueCard() {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetMailQueueStatusQuery();
  return (
    <Card
      title="Mail Queue"
      extra={
        <Button size="small" onClick={() => void refetch()} loading={isFetching && !isLoading}>
          Refresh
        </Button>
      }
    >
      {isError ? (
        <Alert type="error" title="Error loading the mail queue" description={errorMessage(error, 'Please try again later.')} />
      ) : (
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            {COUNTS.map(({ key, label }) => (
              <Col key={key} xs={12} sm={8} lg={4}>
                <Statistic title={label} value={data?.[key] ?? 0} loading={isLoading} />
              </Col>
            ))}
          </Row>
          <Table<FailedMailDto>
            caption={<span style={srOnly}>Recent e-mails that failed after every retry</span>}
            rowKey="id"
            size="small"
            columns={failureColumns}
            dataSource={data?.recentFailures}
            loading={isLoading}
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: 'No failed e-mails.' }}
          />
        </Flex>
      )}
    </Card>
  );
}
