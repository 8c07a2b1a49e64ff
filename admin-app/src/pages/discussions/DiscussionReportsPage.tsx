import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, Flex, Layout, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useDismissPostReportsMutation, useListPostReportsQuery } from '@academy/api/admin';
import { formatDate, showToast, useDocumentTitle } from '@academy/ui';
import { CardList } from '../../components/CardList';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { toastError } from '../../lib/api';
import { srOnly } from '../../lib/format';
import { usePhoneWidth } from '../../lib/usePhoneWidth';
import { HidePostDialog, type HideTarget } from './HidePostDialog';
import { PostBody, threadPath } from './PostBody';
import { groupReports, type ReportedPost } from './reportGroups';
import { REPORTS_PAGE_SIZE, reportsPageArgs } from './discussionQueries';

const pageStyle = { width: '100%', maxWidth: 1200, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function PostCell({ group }: { group: ReportedPost }) {
  const { post } = group;
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>
        <Typography.Text strong>{post.authorName}</Typography.Text>
        {post.authorEmail ? <Typography.Text type="secondary"> · {post.authorEmail}</Typography.Text> : null}
      </Typography.Text>
      {post.isDeleted || post.hidden ? (
        <Space wrap size={4}>
          {post.isDeleted ? <Tag>Deleted by its author</Tag> : null}
          {post.hidden ? <Tag color="red">Hidden</Tag> : null}
        </Space>
      ) : null}
      {post.hidden ? (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          Hidden {formatDate(post.hidden.hiddenAt)}: {post.hidden.reason}
        </Typography.Text>
      ) : null}
      <PostBody html={post.bodyHtml} excerpt />
    </Flex>
  );
}

function ThreadCell({ group }: { group: ReportedPost }) {
  const { post } = group;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Link to={threadPath(post.courseId, post.threadId)} style={{ overflowWrap: 'anywhere' }}>
        {post.threadTitle}
      </Link>
      <Link to={`/admin/courses/${post.courseId}/manage?tab=discussions`} style={{ overflowWrap: 'anywhere' }}>
        <span style={srOnly}>Course: </span>
        {post.courseTitle}
      </Link>
    </Flex>
  );
}

function ReasonsCell({ group }: { group: ReportedPost }) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Typography.Text strong>{plural(group.reports.length, 'report', 'reports')}</Typography.Text>
      <ul className="discussion-reasons" aria-label={`Reasons given for ${group.post.authorName}’s post`}>
        {group.reports.map((report) => (
          <li key={report.id}>
            {report.reason}{' '}
            <Typography.Text type="secondary">
              ({report.reporterName}, {formatDate(report.createdAt)})
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function ReportActions({ group, onHide }: { group: ReportedPost; onHide: (target: HideTarget) => void }) {
  const [dismiss, { isLoading }] = useDismissPostReportsMutation();
  const { post } = group;
  const name = `${post.authorName}’s post in ${post.threadTitle}`;
  const dismissReports = async () => {
    try {
      await dismiss({ id: group.postId }).unwrap();
      void showToast({ title: 'Reports dismissed', description: 'The post stays as it is.' });
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Flex wrap gap={8}>
      <Button
        danger
        size="small"
        aria-label={`Hide ${name}`}
        onClick={() => onHide({ postId: group.postId, authorName: post.authorName, threadTitle: post.threadTitle })}
      >
        Hide
      </Button>
      <Button size="small" loading={isLoading} aria-label={`Dismiss reports on ${name}`} onClick={() => void dismissReports()}>
        Dismiss reports
      </Button>
    </Flex>
  );
}

/** /admin/discussions: the open reports of discussion posts, a row per reported post, to hide or dismiss. */
export function DiscussionReportsPage() {
  useDocumentTitle('Discussions · Admin');
  const [params, setParams] = useSearchParams();
  const { page } = reportsPageArgs(params);
  const reports = useListPostReportsQuery(reportsPageArgs(params));
  const phone = usePhoneWidth();
  const [hiding, setHiding] = useState<HideTarget | null>(null);
  const groups = groupReports(reports.data?.items ?? []);
  const total = reports.data?.total ?? 0;

  const goTo = useCallback(
    (next: number, replace = false) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === 1) changed.delete('page');
          else changed.set('page', String(next));
          return changed;
        },
        { replace },
      ),
    [setParams],
  );
  // The last reports of the last page settled: back to the first page (past the end the API gives no total).
  const pastTheEnd = page > 1 && reports.isSuccess && !reports.isFetching && reports.data.items.length === 0;
  useEffect(() => {
    if (pastTheEnd) goTo(1, true);
  }, [pastTheEnd, goTo]);

  const pagination =
    total > REPORTS_PAGE_SIZE ? { current: page, pageSize: REPORTS_PAGE_SIZE, total, onChange: (next: number) => goTo(next) } : undefined;
  const emptyText = 'No open reports. Reported posts appear here.';

  const columns: TableColumnsType<ReportedPost> = [
    { title: 'Post', key: 'post', render: (_, group) => <PostCell group={group} /> },
    { title: 'Thread and course', key: 'thread', width: '24%', render: (_, group) => <ThreadCell group={group} /> },
    { title: 'Reports', key: 'reports', width: '26%', render: (_, group) => <ReasonsCell group={group} /> },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      width: 120,
      render: (_, group) => <ReportActions group={group} onHide={setHiding} />,
    },
  ];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={pageStyle}>
        <Flex vertical gap={24}>
          <Link to="/admin">Back to Admin</Link>
          <div>
            <Typography.Title level={1} style={{ marginBottom: 4 }}>
              Discussions
            </Typography.Title>
            <Typography.Text type="secondary">
              Posts learners have reported. Hide a post that breaks the rules, with a reason, or dismiss its reports. A course’s threads,
              locks and posting suspensions are in its Discussions tab.
            </Typography.Text>
          </div>
          <Card>
            <Flex vertical gap={16}>
              <Flex justify="space-between" align="baseline" wrap gap={8}>
                <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                  Open reports
                </Typography.Title>
                {reports.isSuccess ? (
                  <Typography.Text type="secondary">{plural(total, 'open report', 'open reports')}</Typography.Text>
                ) : null}
              </Flex>
              {reports.isError ? (
                <LoadFailedAlert
                  query={reports}
                  fallback="The reports could not be loaded. Please try again."
                  title="Error loading reports"
                />
              ) : phone ? (
                <CardList
                  rows={groups}
                  rowKey={(group) => group.postId}
                  loading={reports.isFetching}
                  emptyText={emptyText}
                  pagination={pagination && { ...pagination, size: 'small', simple: true, showSizeChanger: false }}
                  renderCard={(group) => (
                    <Card size="small" style={{ width: '100%', minWidth: 0 }}>
                      <Flex vertical gap={12} style={{ minWidth: 0 }}>
                        <ThreadCell group={group} />
                        <PostCell group={group} />
                        <ReasonsCell group={group} />
                        <ReportActions group={group} onHide={setHiding} />
                      </Flex>
                    </Card>
                  )}
                />
              ) : (
                <Table<ReportedPost>
                  caption={<span style={srOnly}>Reported posts</span>}
                  rowKey="postId"
                  columns={columns}
                  dataSource={groups}
                  loading={reports.isFetching}
                  locale={{ emptyText }}
                  pagination={pagination ? { ...pagination, showSizeChanger: false } : false}
                />
              )}
            </Flex>
          </Card>
        </Flex>
        {hiding ? <HidePostDialog key={hiding.postId} target={hiding} onClose={() => setHiding(null)} /> : null}
      </Layout.Content>
    </Layout>
  );
}
