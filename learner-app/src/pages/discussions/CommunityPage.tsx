import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, errorStatus, useGetCourseQuery, useListCourseThreadsQuery, useStartCourseThreadMutation } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { NewThreadForm, type NewThread } from '../../components/discussions/NewThreadForm';
import { Pager, ThreadList, ThreadSearch } from '../../components/discussions/ThreadList';
import { communityArgs } from '../../lib/discussionArgs';
import { isNotMember, pageCount, threadPath } from '../../lib/discussions';
import { parseId } from '../../lib/route-params';
import { NotAMember } from './NotAMember';
import '../../components/course-card.css';
import '../../components/discussions/discussions.css';

/** /courses/:id/discussions (signed in): the course's community space, newest activity first; a search covers every thread of the course. */
export default function CommunityPage() {
  const courseId = parseId(useParams().id);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const { data: course } = useGetCourseQuery({ id: courseId ?? 0 }, { skip: courseId === null });
  const { currentData, error, isLoading, isFetching, refetch } = useListCourseThreadsQuery(
    { ...communityArgs(courseId ?? 0), page, q: q || undefined },
    { skip: courseId === null },
  );
  const [start] = useStartCourseThreadMutation();
  useDocumentTitle(course ? `Community: ${course.title}` : 'Community');

  if (courseId === null || errorStatus(error) === 404) {
    return (
      <main className="cc-page">
        <div className="cc-container">
          <div className="cc-state">
            <h1 className="cc-state__title">Course not found</h1>
            <p className="cc-state__text">The course you&apos;re looking for doesn&apos;t exist.</p>
            <Link to="/courses" className="cc-btn cc-btn--primary">
              Back to Courses
            </Link>
          </div>
        </div>
      </main>
    );
  }
  if (isNotMember(error)) return <NotAMember courseId={courseId} />;

  const onStart = async (thread: NewThread) => {
    const created = await start({ id: courseId, createThreadDto: thread }).unwrap();
    void navigate(threadPath(courseId, created.thread.id));
  };

  const total = currentData?.total ?? 0;
  const summary = !currentData
    ? ''
    : total === 0
      ? q
        ? `No discussions match “${q}”.`
        : 'No discussions yet. Start the first one.'
      : `${total} ${total === 1 ? 'discussion' : 'discussions'}${q ? ` match “${q}”` : ''}`;

  return (
    <main className="cc-page" aria-busy={isFetching}>
      <div className="cc-container">
        <Link to={`/courses/${courseId}`} className="cc-link">
          <span aria-hidden="true">←</span> {course ? course.title : 'Back to the course'}
        </Link>
        <h1 className="cc-page-title">Community</h1>
        <p className="cc-page-lead">Ask the other learners, share what works for you, and find what was asked before.</p>
        {isLoading ? (
          <PageSpinner />
        ) : error || !currentData ? (
          <ErrorState
            headingLevel={2}
            title="Error loading the community"
            text={errorMessage(error, 'Failed to load the discussions. Please try again later.')}
            onRetry={() => void refetch()}
          />
        ) : (
          <div className="dc-section">
            {starting ? (
              <NewThreadForm
                heading="Start a discussion or ask a question"
                submitLabel="Post"
                chooseKind
                onSubmit={onStart}
                onCancel={() => setStarting(false)}
              />
            ) : currentData.canPost ? (
              <div>
                <button type="button" className="cc-btn cc-btn--primary" onClick={() => setStarting(true)}>
                  Start a discussion
                </button>
              </div>
            ) : null}
            <ThreadSearch
              value={q}
              onSearch={(value) => {
                setQ(value);
                setPage(1);
              }}
              label="Search the course's discussions and questions"
            />
            <p className="dc-muted" role="status" aria-live="polite">
              {summary}
            </p>
            {currentData.items.length > 0 ? <ThreadList threads={currentData.items} showLesson={Boolean(q)} /> : null}
            <Pager page={page} pages={pageCount(currentData.total, currentData.pageSize)} onPage={setPage} label="Discussion pages" />
          </div>
        )}
      </div>
    </main>
  );
}
