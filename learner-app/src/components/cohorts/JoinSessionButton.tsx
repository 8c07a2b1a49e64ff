import { useId, useState } from 'react';
import { errorMessage, useJoinSessionMutation, type LiveSessionDto } from '@academy/api';
import { isJoinable, isPast } from '../../lib/cohorts';
import '../course-card.css';
import './cohorts.css';

/**
 * 'Join' a live session: from 15 minutes before its start until its end. The click records the
 * learner's attendance and opens the meeting in a new tab. The tab opens at once, while the browser
 * still counts the click as the learner's (one opened after the answer would be blocked as a popup),
 * then goes to the meeting; when the browser opened none, a link to the meeting takes its place.
 */
export function JoinSessionButton({ session, now }: { session: LiveSessionDto; now: number }) {
  const hintId = useId();
  const [join, { isLoading }] = useJoinSessionMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const joinable = isJoinable(session, now);
  const waiting = !joinable && !isPast(session, now);

  const onJoin = async () => {
    setProblem(null);
    setBlockedUrl(null);
    const meeting = window.open('', '_blank');
    try {
      const { joinUrl } = await join({ id: session.id }).unwrap();
      if (meeting) {
        meeting.opener = null;
        meeting.location.href = joinUrl;
      } else {
        setBlockedUrl(joinUrl);
      }
    } catch (error) {
      meeting?.close();
      setProblem(errorMessage(error, 'You could not join the session. Please try again.'));
    }
  };

  return (
    <div className="lc-join">
      <button
        type="button"
        className="cc-btn cc-btn--primary lc-btn"
        disabled={!joinable || isLoading}
        aria-busy={isLoading}
        aria-describedby={waiting ? hintId : undefined}
        onClick={() => void onJoin()}
      >
        Join
      </button>
      {waiting ? (
        <span id={hintId} className="lc-muted lc-join__note">
          Opens 15 minutes before the start.
        </span>
      ) : null}
      {blockedUrl ? (
        <p className="lc-join__note" role="status">
          Your browser did not open a new tab.{' '}
          <a href={blockedUrl} target="_blank" rel="noopener noreferrer" className="cc-link">
            Open the meeting
          </a>
        </p>
      ) : null}
      {problem ? (
        <p className="lc-alert lc-join__note" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
