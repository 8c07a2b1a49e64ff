import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Modal, Pagination, Skeleton, Tag, Typography } from 'antd';
import {
  useGetThreadQuery,
  useMarkThreadAnsweredMutation,
  useUnmarkThreadAnsweredMutation,
  type PostDto,
  type ThreadInfoDto,
} from '@academy/api';
import { useUnhidePostMutation } from '@academy/api/admin';
import { formatDate, showToast } from '@academy/ui';
import { CardList } from '../../components/CardList';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { toastError } from '../../lib/api';
import { HidePostDialog, type HideTarget } from '../discussions/HidePostDialog';
import { PostBody, threadPath } from '../discussions/PostBody';
import { LockButton, ThreadMarkers } from './ThreadControls';

const POSTS_PAGE_SIZE = 50;

function PostActions({ post, thread, onHide }: { post: PostDto; thread: ThreadInfoDto; onHide: (target: HideTarget) => void }) {
  const [unhide, unhiding] = useUnhidePostMutation();
  const [mark, marking] = useMarkThreadAnsweredMutation();
  const [unmark, unmarking] = useUnmarkThreadAnsweredMutation();
  const name = `${post.authorName}’s ${post.parentId === null ? 'opening post' : 'reply'}`;
  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      void showToast({ title: success });
    } catch (failure) {
      toastError(failure);
    }
  };
  // Only a visible reply of a question can be its answer.
  const mayAnswer = thread.kind === 'question' && post.parentId !== null && !post.hidden && post.bodyHtml !== null;
  return (
    <Flex wrap gap={8}>
      {post.hidden ? (
        <Button
          size="small"
          loading={unhiding.isLoading}
          aria-label={`Unhide ${name}`}
          onClick={() => void run(() => unhide({ id: post.id }).unwrap(), 'Post shown again')}
        >
          Unhide
        </Button>
      ) : post.bodyHtml !== null ? (
        <Button
          size="small"
          danger
          aria-label={`Hide ${name}`}
          onClick={() => onHide({ postId: post.id, authorName: post.authorName, threadTitle: thread.title })}
        >
          Hide
        </Button>
      ) : null}
      {post.isAnswer ? (
        <Button
          size="small"
          loading={unmarking.isLoading}
          aria-label={`Unmark answer: ${name}`}
          onClick={() => void run(() => unmark({ id: thread.id }).unwrap(), 'Answer unmarked')}
        >
          Unmark answer
        </Button>
      ) : mayAnswer ? (
        <Button
          size="small"
          loading={marking.isLoading}
          aria-label={`Mark as answer: ${name}`}
          onClick={() => void run(() => mark({ id: thread.id, markAnsweredDto: { postId: post.id } }).unwrap(), 'Answer marked')}
        >
          Mark as answer
        </Button>
      ) : null}
    </Flex>
  );
}

function PostCard({ post, thread, onHide }: { post: PostDto; thread: ThreadInfoDto; onHide: (target: HideTarget) => void }) {
  return (
    <Card size="small" style={{ width: '100%', minWidth: 0 }}>
      <Flex vertical gap={8} style={{ minWidth: 0 }}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>
            <Typography.Text strong>{post.authorName}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              · {formatDate(post.createdAt)}
              {post.editedAt ? ` · edited ${formatDate(post.editedAt)}` : ''}
            </Typography.Text>
          </Typography.Text>
          <Flex wrap gap={4}>
            {post.parentId === null ? <Tag>Opening post</Tag> : null}
            {post.authorIsStaff ? <Tag color="blue">Staff</Tag> : null}
            {post.isAnswer ? <Tag color="green">Answer</Tag> : null}
            {post.hidden ? <Tag color="red">Hidden</Tag> : null}
          </Flex>
        </Flex>
        {post.hidden ? (
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            Hidden {formatDate(post.hidden.hiddenAt)}: {post.hidden.reason}
          </Typography.Text>
        ) : null}
        {post.bodyHtml !== null ? (
          <PostBody html={post.bodyHtml} />
        ) : (
          <Typography.Text type="secondary">{post.deletedNotice ?? 'Deleted'}</Typography.Text>
        )}
        <PostActions post={post} thread={thread} onHide={onHide} />
      </Flex>
    </Card>
  );
}

/**
 * A thread's posts as the admins see them (hidden ones too, with the reason), to hide, unhide and mark
 * answers. A wide dialog rather than a drawer: the apps share only part of Ant Design, and Modal is in it.
 */
export function ThreadDialog({ threadId, onClose }: { threadId: number; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<HideTarget | null>(null);
  const detail = useGetThreadQuery({ id: threadId, page, pageSize: POSTS_PAGE_SIZE });
  const thread = detail.data?.thread;
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={760}
      title={<span style={{ overflowWrap: 'anywhere' }}>{thread?.title ?? 'Thread'}</span>}
      style={{ maxWidth: 'calc(100vw - 16px)', top: 24 }}
    >
      {detail.isError ? (
        <LoadFailedAlert query={detail} fallback="The thread could not be loaded. Please try again." title="Error loading the thread" />
      ) : !detail.data || !thread ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} style={{ minWidth: 0 }}>
          <ThreadMarkers thread={thread} />
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {thread.lessonTitle ? `Lesson: ${thread.lessonTitle}` : 'Community'} · started by {thread.authorName} on{' '}
            {formatDate(thread.createdAt)} · {detail.data.total} {detail.data.total === 1 ? 'post' : 'posts'}
          </Typography.Text>
          <Flex wrap gap={8} align="center">
            <LockButton thread={thread} />
            <Link to={threadPath(thread.courseId, thread.id)}>Open in the course</Link>
          </Flex>
          <CardList
            rows={detail.data.posts}
            rowKey={(post) => post.id}
            loading={detail.isFetching}
            emptyText="No posts."
            renderCard={(post) => <PostCard post={post} thread={thread} onHide={setHiding} />}
          />
          {detail.data.total > POSTS_PAGE_SIZE ? (
            <Pagination
              align="center"
              simple
              current={page}
              pageSize={POSTS_PAGE_SIZE}
              total={detail.data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </Flex>
      )}
      {hiding ? <HidePostDialog key={hiding.postId} target={hiding} onClose={() => setHiding(null)} /> : null}
    </Modal>
  );
}
