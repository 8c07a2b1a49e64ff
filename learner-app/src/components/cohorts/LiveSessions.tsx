import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { LiveSessionDto } from '@academy/api';
import {
  creditsSentence,
  durationLabel,
  isPast,
  LIVE_SESSIONS_ID,
  sessionCalendarPath,
  sessionsInOrder,
  sessionWhen,
} from '../../lib/cohorts';
import { JoinSessionButton } from './JoinSessionButton';
import { useHomeCohorts, useHomeSessions, type CohortHome } from './useCohorts';
import { useJoinClock } from './useJoinClock';
import '../course-card.css';
import './cohorts.css';

function SessionBadges({ session, now }: { session: LiveSessionDto; now: number }) {
  const live = new Date(session.startsAt).getTime() <= now && !isPast(session, now);
  if (!live && !session.attended && !session.joined) return null;
  return (
    <span className="lc-badges">
      {live ? <span className="lc-pill lc-pill--live">Live now</span> : null}
      {session.attended ? (
        <span className="lc-pill lc-pill--done">Attended</span>
      ) : session.joined ? (
        <span className="lc-pill lc-pill--info">Joined</span>
      ) : null}
    </span>
  );
}

function SessionItem({ session, now }: { session: LiveSessionDto; now: number }) {
  const past = isPast(session, now);
  const credits = creditsSentence(session.credits);
  return (
    <li className="lc-session">
      <div className="lc-session__head">
        <h4 className="lc-session__title">{session.title}</h4>
        <SessionBadges session={session} now={now} />
      </div>
      {/* The dots keep to the end of a line when it wraps. */}
      <p className="lc-session__meta">
        <time dateTime={session.startsAt}>{sessionWhen(session)}</time>
        {`\u00a0· ${durationLabel(session.durationMinutes)}\u00a0· ${session.provider}`}
      </p>
      {session.description ? <p className="lc-session__description">{session.description}</p> : null}
      {credits ? <p className="lc-session__credits">{credits}</p> : null}
      <div className="lc-actions">
        {past ? null : <JoinSessionButton session={session} now={now} />}
        {past ? null : (
          // A plain link: the browser saves the file the API sends (Content-Disposition: attachment).
          <a href={sessionCalendarPath(session.id)} download className="cc-btn cc-btn--secondary lc-btn">
            Add to calendar
          </a>
        )}
        {session.recordingUrl ? (
          <a href={session.recordingUrl} target="_blank" rel="noopener noreferrer" className="cc-btn cc-btn--secondary lc-btn">
            Watch recording
          </a>
        ) : null}
      </div>
    </li>
  );
}

/**
 * 'Live sessions' of a course on the learning page (or of a path on its page): the learner's cohort's, those to come first
 * (soonest first), then the past ones with their recordings. Nothing outside a cohort (the cohort
 * picker invites to join one). The dashboard links to it (#live-sessions): it scrolls into view once shown.
 */
export function LiveSessions({ home }: { home: CohortHome }) {
  const titleId = useId();
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const { data: sessions } = useHomeSessions(home);
  const { data: cohorts } = useHomeCohorts(home);
  const now = useJoinClock(sessions);
  const inCohort = cohorts?.cohorts.some((cohort) => cohort.isMember) ?? false;
  const shown = sessions !== undefined && (sessions.length > 0 || inCohort);

  useEffect(() => {
    if (shown && hash === `#${LIVE_SESSIONS_ID}`) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);

  if (!shown) return null;
  const { upcoming, past } = sessionsInOrder(sessions, now);
  return (
    <section id={LIVE_SESSIONS_ID} ref={sectionRef} className="lc-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="lc-title">
        Live sessions
      </h2>
      <h3 className="lc-subtitle">Coming up</h3>
      {upcoming.length === 0 ? (
        <p className="lc-muted">No live sessions are scheduled for your cohort yet.</p>
      ) : (
        <ul className="lc-sessions">
          {upcoming.map((session) => (
            <SessionItem key={session.id} session={session} now={now} />
          ))}
        </ul>
      )}
      {past.length > 0 ? (
        <>
          <h3 className="lc-subtitle">Past sessions</h3>
          <ul className="lc-sessions">
            {past.map((session) => (
              <SessionItem key={session.id} session={session} now={now} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
