import { Link } from 'react-router-dom';
import type { ThreadSummaryDto } from '@academy/api';
import { relativeTime } from '@academy/ui';
import { replyCountLabel, threadPath } from '../../lib/discussions';
import './discussions.css';

/** The badges of a thread: 'Answered' on an answered question, 'Locked', 'Hidden' (admins). */
export function ThreadBadges({ thread }: { thread: Pick<ThreadSummaryDto, 'isAnswered' | 'isLocked' | 'isHidden' | 'kind'> }) {
  return (
    <>
      {thread.kind === 'question' && thread.isAnswered ? <span className="dc-badge dc-badge--answered">Answered</span> : null}
      {thread.isLocked ? <span className="dc-badge dc-badge--locked">Locked</span> : null}
      {thread.isHidden ? <span className="dc-badge dc-badge--hidden">Hidden</span> : null}
    </>
  );
}

/** Threads, most recently active first: title (to the thread page), author, badges, replies, and the lesson of a Q&A thread. */
export function ThreadList({ threads, showLesson = false }: { threads: ThreadSummaryDto[]; showLesson?: boolean }) {
  return (
    <ul className="dc-threads">
      {threads.map((thread) => (
        <li key={thread.id} className="dc-thread">
          <div className="dc-thread__head">
            <Link className="dc-thread__title" to={threadPath(thread.courseId, thread.id)}>
              {thread.title}
            </Link>
            <ThreadBadges thread={thread} />
          </div>
          {thread.excerpt ? <p className="dc-thread__excerpt">{thread.excerpt}</p> : null}
          <p className="dc-thread__meta">
            <span>
              {thread.kind === 'question' ? 'Asked' : 'Started'} by {thread.authorName}
            </span>
            <span>{replyCountLabel(thread.replyCount)}</span>
            <span>
              Last activity <time dateTime={thread.lastActivityAt}>{relativeTime(thread.lastActivityAt)}</time>
            </span>
            {showLesson && thread.lessonTitle ? <span>Lesson: {thread.lessonTitle}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Previous and next page of a paged list, with where the reader is. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className="dc-pager" aria-label={label}>
      <button type="button" className="cc-btn cc-btn--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="dc-pager__position">
        Page {page} of {pages}
      </span>
      <button type="button" className="cc-btn cc-btn--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** A search box over threads; the results' count is announced. */
export function ThreadSearch({ value, onSearch, label }: { value: string; onSearch: (q: string) => void; label: string }) {
  return (
    <form
      className="dc-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSearch(String(data.get('q') ?? '').trim());
      }}
    >
      <label className="cc-field cc-field--grow">
        <span className="cc-field__label">{label}</span>
        <input className="cc-input" type="search" name="q" defaultValue={value} maxLength={200} key={value} />
      </label>
      <button type="submit" className="cc-btn cc-btn--secondary">
        Search
      </button>
    </form>
  );
}
