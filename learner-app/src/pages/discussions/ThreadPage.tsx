import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus, useGetThreadQuery, type PostDto } from '@academy/api';
import { relativeTime, useDocumentTitle } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { Pager, ThreadBadges } from '../../components/discussions/ThreadList';
import { threadArgs } from '../../lib/discussionArgs';
import { communityPath, isNotMember, pageCount, replyCountLabel } from '../../lib/discussions';
import { parseId } from '../../lib/route-params';
import { PostItem } from './PostItem';
import { ReplyForm } from './ReplyForm';
import { NotAMember } from './NotAMember';
import '../../components/course-card.css';
import '../../components/discussions/discussions.css';

/**
 * The posts of a page as the API nests them (one level): the opening post and the replies to it,
 * each with the replies to it. A reply whose parent is on another page stands on its own.
 */
function nest(posts: PostDto[]): { post: PostDto; replies: PostDto[] }[] {
  const ids = new Set(posts.map((post) => post.id));
  const opening = posts.find((post) => post.parentId === null);
  const isTop = (post: PostDto) => post.parentId === null || post.parentId === opening?.id || !ids.has(post.parentId);
  return posts
    .filter(isTop)
    .map((post) => ({ post, replies: post.parentId === null ? [] : posts.filter((reply) => !isTop(reply) && reply.parentId === post.id) }));
}

function ThreadNotFound() {
  return (
    <main className="cc-page">
      <div className="cc-container">
        <div className="cc-state">
          <h1 className="cc-state__title">Discussion not found</h1>
          <p className="cc-state__text">This discussion does not exist or is not available to you.</p>
          <Link to="/courses" className="cc-btn cc-btn--primary">
            Back to Courses
          </Link>
        </div>
      </div>
    </main>
  );
}

/** /courses/:id/discussions/:threadId (signed in): a thread with its posts, replies and, for admins, the answer to mark. */
export default function ThreadPage() {
  const params = useParams();
  const courseId = parseId(params.id);
  const threadId = parseId(params.threadId);
  const [page, setPage] = useState(1);
  const {
    currentData: detail,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetThreadQuery({ ...threadArgs(threadId ?? 0), page }, { skip: threadId === null });
  const notFound = threadId === null || courseId === null || errorStatus(error) === 404;
  useDocumentTitle(notFound ? 'Discussion not found' : (detail?.thread.title ?? 'Discussion'));

  if (notFound) return <ThreadNotFound />;
  if (isNotMember(error)) return <NotAMember courseId={courseId} />;
  if (isLoading && !detail) return <PageSpinner />;
  if (error || !detail) {
    return (
      <main className="cc-page">
        <div className="cc-container">
          <ErrorState
            title="Error loading the discussion"
            text={errorMessage(error, 'Failed to load the discussion. Please try again later.')}
            onRetry={() => void refetch()}
          >
            <Link to={communityPath(courseId)} className="cc-btn cc-btn--secondary">
              Back to the community
            </Link>
          </ErrorState>
        </div>
      </main>
    );
  }

  const { thread } = detail;
  return (
    <main className="cc-page" aria-busy={isFetching}>
      <div className="cc-container">
        <nav className="dc-breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={`/courses/${thread.courseId}`}>{thread.courseTitle}</Link>
            </li>
            <li>
              {thread.lessonId !== null ? (
                <Link to={`/lessons/${thread.lessonId}`}>{thread.lessonTitle}</Link>
              ) : (
                <Link to={communityPath(thread.courseId)}>Community</Link>
              )}
            </li>
          </ol>
        </nav>
        <h1 className="dc-thread-page__title">{thread.title}</h1>
        <p className="dc-thread-page__meta">
          <span>
            {thread.kind === 'question' ? 'Question' : 'Discussion'} by {thread.authorName},{' '}
            <time dateTime={thread.createdAt}>{relativeTime(thread.createdAt)}</time>
          </span>
          <span>{replyCountLabel(thread.replyCount)}</span>
          <ThreadBadges thread={thread} />
        </p>
        {thread.isLocked ? (
          <p className="dc-locked" role="note">
            This discussion is locked: no new replies.{detail.canModerate ? ' As an admin, you can still reply.' : ''}
          </p>
        ) : null}
        <ol className="dc-posts">
          {nest(detail.posts).map(({ post, replies }) => (
            <li key={post.id}>
              <PostItem post={post} detail={detail} opening={post.parentId === null} />
              {replies.length > 0 ? (
                <ol className="dc-replies" aria-label={`Replies to ${post.authorName}`}>
                  {replies.map((reply) => (
                    <li key={reply.id}>
                      <PostItem post={reply} detail={detail} opening={false} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
        <Pager page={page} pages={pageCount(detail.total, detail.pageSize)} onPage={setPage} label="Posts pages" />
        <div className="dc-reply">
          {detail.canReply ? (
            <ReplyForm threadId={thread.id} heading="Your reply" />
          ) : !thread.isLocked ? (
            <p className="dc-locked" role="note">
              You can&apos;t post in this course&apos;s discussions at the moment.
            </p>
          ) : null}
        </div>
      </div>
    </main>
  );
}
