import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useAskLessonQuestionMutation, useListLessonThreadsQuery } from '@academy/api';
import { NewThreadForm, type NewThread } from '../../components/discussions/NewThreadForm';
import { Pager, ThreadList, ThreadSearch } from '../../components/discussions/ThreadList';
import { lessonQuestionsArgs } from '../../lib/discussionArgs';
import { isNotMember, pageCount, threadPath } from '../../lib/discussions';
import '../../components/course-card.css';
import '../../components/discussions/discussions.css';

/**
 * A lesson's Q&A, below its content: the questions asked on it (most recently active first), a search,
 * and 'Ask a question'. A question opens on its thread page (the address the e-mails link to). Not
 * shown to a viewer who is not a member of the course's discussions.
 */
export function LessonQuestions({ lessonId, courseId }: { lessonId: number; courseId: number }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState<{ id: number; title: string } | null>(null);
  const { currentData, error, isLoading, isFetching, refetch } = useListLessonThreadsQuery({
    ...lessonQuestionsArgs(lessonId),
    page,
    q: q || undefined,
  });
  const [ask] = useAskLessonQuestionMutation();

  if (isNotMember(error)) return null;

  const onAsk = async (thread: NewThread) => {
    const created = await ask({ id: lessonId, createThreadDto: { title: thread.title, body: thread.body } }).unwrap();
    setAsked({ id: created.thread.id, title: created.thread.title });
    setAsking(false);
    setQ('');
    setPage(1);
  };

  const search = (value: string) => {
    setQ(value);
    setPage(1);
  };

  let results;
  if (isLoading) results = <p className="dc-muted">Loading questions…</p>;
  else if (error || !currentData) {
    results = (
      <div className="dc-alert" role="alert">
        <p className="dc-muted">{errorMessage(error, 'The questions could not be loaded.')}</p>
        <button type="button" className="cc-btn cc-btn--secondary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (currentData.items.length > 0) {
    results = (
      <>
        <ThreadList threads={currentData.items} />
        <Pager page={page} pages={pageCount(currentData.total, currentData.pageSize)} onPage={setPage} label="Questions pages" />
      </>
    );
  }

  const total = currentData?.total ?? 0;
  const summary = !currentData
    ? ''
    : total === 0
      ? q
        ? `No questions match “${q}”.`
        : 'No questions yet. Ask the first one.'
      : `${total} ${total === 1 ? 'question' : 'questions'}${q ? ` match “${q}”` : ''}`;

  return (
    <section className="dc-section" aria-labelledby="dc-lesson-questions" aria-busy={isFetching}>
      <div className="dc-section__head">
        <h2 id="dc-lesson-questions" className="dc-section__title">
          Questions &amp; Answers
        </h2>
        <Link className="cc-link" to={`/courses/${courseId}/discussions`}>
          Course community
        </Link>
      </div>
      {asked ? (
        <p className="dc-note" role="status">
          Your question is posted: <Link to={threadPath(courseId, asked.id)}>{asked.title}</Link>
        </p>
      ) : null}
      {asking ? (
        <NewThreadForm
          heading="Ask a question"
          submitLabel="Post question"
          chooseKind={false}
          onSubmit={onAsk}
          onCancel={() => setAsking(false)}
        />
      ) : currentData?.canPost !== false ? (
        <div>
          <button
            type="button"
            className="cc-btn cc-btn--primary"
            onClick={() => {
              setAsked(null);
              setAsking(true);
            }}
          >
            Ask a question
          </button>
        </div>
      ) : null}
      <ThreadSearch value={q} onSearch={search} label="Search this lesson's questions" />
      <p className="dc-muted" role="status" aria-live="polite">
        {summary}
      </p>
      {results}
    </section>
  );
}
