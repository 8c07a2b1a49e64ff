import { useId, useState } from 'react';
import { errorMessage, useJoinCohortMutation, useLeaveCohortMutation, type LearnerCohortDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { cohortDates, placesLabel } from '../../lib/cohorts';
import '../course-card.css';
import './cohorts.css';
import { useHomeCohorts, type CohortHome } from './useCohorts';

/** What the picker says above the cohorts: why join, or which one is the learner's and how to change. */
function introOf(mine: LearnerCohortDto | undefined, canJoin: boolean, home: CohortHome): string {
  if (mine?.placedByTeam) return `Your team manager placed you in ${mine.title}. Ask them if you need to change cohort.`;
  if (mine) return `You're in ${mine.title}. To change cohort, leave it first.`;
  if (canJoin) return 'Learn with a group: join a cohort to take part in its live sessions.';
  return 'courseId' in home ? 'Enroll in the course to join a cohort.' : "Enroll in the path's courses to join a cohort.";
}

/**
 * A course's cohorts for the learning and course pages, or a path's for its page: each one's dates
 * and places left, 'Join cohort', and for the learner's own 'Leave' (or 'Placed by your team' when
 * their manager put them there). The server's refusals (full, ended, in another cohort) show under
 * the list. Nothing at all without cohorts.
 */
export function CohortPicker({ home }: { home: CohortHome }) {
  const titleId = useId();
  const { data } = useHomeCohorts(home);
  const [join] = useJoinCohortMutation();
  const [leave] = useLeaveCohortMutation();
  const [busy, setBusy] = useState<{ id: number; action: 'join' | 'leave' } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!data || data.cohorts.length === 0) return null;
  const mine = data.cohorts.find((cohort) => cohort.isMember);

  const run = async (cohort: LearnerCohortDto, action: 'join' | 'leave') => {
    setBusy({ id: cohort.id, action });
    setProblem(null);
    try {
      if (action === 'join') {
        await join({ id: cohort.id }).unwrap();
        void showToast({ title: 'Cohort joined', description: `You're in ${cohort.title}.` });
      } else {
        await leave({ id: cohort.id }).unwrap();
        void showToast({ title: 'Cohort left', description: `You're no longer in ${cohort.title}.` });
      }
    } catch (error) {
      setProblem(
        errorMessage(
          error,
          action === 'join' ? 'You could not join the cohort. Please try again.' : 'You could not leave the cohort. Please try again.',
        ),
      );
    } finally {
      setBusy(null);
    }
  };

  const actionOf = (cohort: LearnerCohortDto) => {
    if (cohort.isMember && cohort.placedByTeam) return <span className="lc-muted">Placed by your team</span>;
    const pending = busy?.id === cohort.id;
    if (cohort.isMember) {
      return (
        <button
          type="button"
          className="cc-btn cc-btn--secondary lc-btn"
          disabled={busy !== null}
          aria-busy={pending}
          onClick={() => void run(cohort, 'leave')}
        >
          {pending ? 'Leaving…' : 'Leave'}
        </button>
      );
    }
    if (mine || !data.canJoin || cohort.placesLeft === 0) return null;
    return (
      <button
        type="button"
        className="cc-btn cc-btn--primary lc-btn"
        disabled={busy !== null}
        aria-busy={pending}
        onClick={() => void run(cohort, 'join')}
      >
        {pending ? 'Joining…' : 'Join cohort'}
      </button>
    );
  };

  return (
    <section className="lc-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="lc-title">
        Cohorts
      </h2>
      <p className="lc-intro">{introOf(mine, data.canJoin, home)}</p>
      <ul className="lc-cohorts">
        {data.cohorts.map((cohort) => {
          const places = placesLabel(cohort);
          return (
            <li key={cohort.id} className={`lc-cohort${cohort.isMember ? ' lc-cohort--mine' : ''}`}>
              <div className="lc-cohort__text">
                <span className="lc-cohort__head">
                  <span className="lc-cohort__title">{cohort.title}</span>
                  {cohort.isMember ? <span className="lc-pill lc-pill--info">Your cohort</span> : null}
                </span>
                <span className="lc-muted">
                  {cohortDates(cohort)}
                  {places ? `\u00a0· ${places}` : ''}
                </span>
              </div>
              <div className="lc-cohort__action">{actionOf(cohort)}</div>
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p className="lc-alert" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
