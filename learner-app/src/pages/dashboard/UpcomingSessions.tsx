import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useListUpcomingSessionsQuery } from '@academy/api';
import { JoinSessionButton } from '../../components/cohorts/JoinSessionButton';
import { useJoinClock } from '../../components/cohorts/useJoinClock';
import { ASK_AGAIN_UNLESS_YOUNGER_THAN_S } from '../../lib/freshness';
import { isJoinable, isPast, liveSessionsPath, sessionWhen } from '../../lib/cohorts';
import '../../components/cohorts/cohorts.css';

const SHOWN = 3;

/**
 * 'Upcoming sessions': the next live sessions of the learner's cohorts, each leading to its course's
 * sessions on the learning page, with Join while it may be joined. A query of its own, shown once it
 * answers (the dashboard does not wait for it); nothing when there are none.
 */
export function UpcomingSessions() {
  const titleId = useId();
  const { data } = useListUpcomingSessionsQuery(undefined, { refetchOnMountOrArgChange: ASK_AGAIN_UNLESS_YOUNGER_THAN_S });
  const now = useJoinClock(data);
  const sessions = (data ?? []).filter((session) => !isPast(session, now)).slice(0, SHOWN);
  if (sessions.length === 0) return null;
  return (
    <section className="db-section db-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="db-section__title">
        Upcoming sessions
      </h2>
      <ul className="lc-upcoming">
        {sessions.map((session) => (
          <li key={session.id} className="lc-upcoming__item">
            <Link to={liveSessionsPath(session.courseId)} className="cc-link lc-upcoming__title">
              {session.title}
            </Link>
            <span className="db-muted">{session.courseTitle}</span>
            <span className="db-muted">
              <time dateTime={session.startsAt}>{sessionWhen(session)}</time>
            </span>
            {isJoinable(session, now) ? <JoinSessionButton session={session} now={now} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
