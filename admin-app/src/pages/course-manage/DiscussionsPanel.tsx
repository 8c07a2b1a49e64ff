import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useListCourseThreadsQuery, type ThreadSummaryDto } from '@academy/api';
import { formatDate } from '@academy/ui';
import { CardList } from '../../components/CardList';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { threadPath } from '../discussions/PostBody';
import { DiscussionSuspensions } from './DiscussionSuspensions';
import { LockButton, ThreadMarkers } from './ThreadControls';
import { ThreadDialog } from './ThreadDialog';

const THREADS_PAGE_SIZE = 20;

function ThreadCard({ thread, onOpen }: { thread: ThreadSummaryDto; onOpen: (id: number) => void }) {
  return (
    <Card size="small" style={{ width: '100%', minWidth: 0 }}>
      <Flex vertical gap={8} style={{ minWidth: 0 }}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <Typography.Text strong style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {thread.title}
          </Typography.Text>
          <ThreadMarkers thread={thread} />
        </Flex>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {thread.lessonTitle ? `Lesson: ${thread.lessonTitle}` : 'Community'} · {thread.authorName} · {thread.replyCount}{' '}
          {thread.replyCount === 1 ? 'reply' : 'replies'} · active {formatDate(thread.lastActivityAt)}
        </Typography.Text>
        {thread.excerpt ? (
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {thread.excerpt}
          </Typography.Paragraph>
        ) : null}
        <Flex wrap gap={8} align="center">
          <Button size="small" type="primary" ghost aria-label={`Posts of ${thread.title}`} onClick={() => onOpen(thread.id)}>
            Posts
          </Button>
          <LockButton thread={thread} />
          <Link to={threadPath(thread.courseId, thread.id)} aria-label={`Open in the course: ${thread.title}`}>
            Open in the course
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * The Discussions tab of a course: its threads (the community space; a search covers the lessons'
 * Q&A too) to read, lock and moderate post by post, and who is suspended from posting.
 */
export function DiscussionsPanel({ courseId }: { courseId: number }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [openThread, setOpenThread] = useState<number | null>(null);
  const threads = useListCourseThreadsQuery({ id: courseId, page, pageSize: THREADS_PAGE_SIZE, ...(q ? { q } : {}) });
  const total = threads.data?.total ?? 0;
  const search = (value: string) => {
    setQ(value.trim());
    setPage(1);
  };

  return (
    <Flex vertical gap={24}>
      <Flex vertical gap={16}>
        <div>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            Threads
          </Typography.Title>
          <Typography.Text type="secondary">
            The course’s community threads, most recently active first. A search covers its lessons’ questions too. Reported posts are in{' '}
            <Link to="/admin/discussions">Discussions</Link>.
          </Typography.Text>
        </div>
        <Input.Search
          aria-label="Search the course’s discussions"
          placeholder="Search the course’s discussions"
          allowClear
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') search('');
          }}
          onSearch={search}
          style={{ maxWidth: 420 }}
        />
        {threads.isError ? (
          <LoadFailedAlert query={threads} fallback="The threads could not be loaded. Please try again." title="Error loading threads" />
        ) : (
          <CardList
            rows={threads.data?.items ?? []}
            rowKey={(thread) => thread.id}
            loading={threads.isFetching}
            emptyText={q ? 'No threads match the search.' : 'No threads yet.'}
            renderCard={(thread) => <ThreadCard thread={thread} onOpen={setOpenThread} />}
            pagination={
              total > THREADS_PAGE_SIZE
                ? { current: page, pageSize: THREADS_PAGE_SIZE, total, onChange: setPage, showSizeChanger: false, simple: true }
                : undefined
            }
          />
        )}
      </Flex>
      <DiscussionSuspensions courseId={courseId} />
      {openThread !== null ? <ThreadDialog threadId={openThread} onClose={() => setOpenThread(null)} /> : null}
    </Flex>
  );
}
