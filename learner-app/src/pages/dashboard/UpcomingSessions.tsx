import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { LiveSessionDto } from '@academy/api';
import { JoinSessionButton } from '../../components/cohorts/JoinSessionButton';
import { useJoinClock } from '../../components/cohorts/useJoinClock';
import { isJoinable, isPast, liveSessionsPath, sessionWhen } from '../../lib/cohorts';
import '../../components/cohorts/cohorts.css';

const SHOWN = 3;

/**
 * 'Upcoming sessions': the next live sessions of the learner's cohorts (GET /api/user/sessions/upcoming),
 * each leading to its course's sessions on the learning page (or its path's page), with Join while it may be joined;
 * nothing once they are all over.
 */
export default function UpcomingSessions({ sessions: upcoming }: { sessions: readonly LiveSessionDto[] }) {
  const titleId = useId();
  const now = useJoinClock(upcoming);
  const sessions = upcoming.filter((session) => !isPast(session, now)).slice(0, SHOWN);
  if (sessions.length === 0) return null;
  return (
    <section className="db-section db-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="db-section__title">
        Upcoming sessions
      </h2>
      <ul className="lc-upcoming">
        {sessions.map((session) => (
          <li key={session.id} className="lc-upcoming__item">
            <Link to={liveSessionsPath(session)} className="cc-link lc-upcoming__title">
              {session.title}
            </Link>
            <span className="db-muted">{session.courseTitle ?? session.pathTitle}</span>
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
