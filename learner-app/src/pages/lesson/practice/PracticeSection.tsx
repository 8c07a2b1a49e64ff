import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  api,
  errorCode,
  errorMessage,
  practiceGradedTags,
  useGetLessonPracticeQuery,
  useEndPracticeAttemptMutation,
  useLazyGetPracticeAttemptQuery,
  useStartPracticeAttemptMutation,
} from '@academy/api';
import { useCelebrateFirstCertificate } from '../../../components/FirstCertificateCelebration';
import { PracticeChat, Turn } from './PracticeChat';
import { PracticeResult } from './PracticeResult';
import type { LearnerPracticeDto, PracticeAttemptDto } from './practiceTypes';
import './practice.css';

/** How often an attempt still being written (a pending reply, grading) is asked for again. */
const POLL_MS = 1000;

function needsPolling(attempt: PracticeAttemptDto | null): boolean {
  if (!attempt) return false;
  // A grading that failed (or was lost) runs again only when the learner asks.
  if (attempt.status === 'grading') return attempt.gradingError === null;
  const last = attempt.turns[attempt.turns.length - 1];
  return attempt.status === 'in_progress' && last?.speaker === 'persona' && last.status === 'pending';
}

function PersonaCard({ practice }: { practice: LearnerPracticeDto }) {
  const initials = practice.persona.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <div className="pr-persona">
      <span className="pr-persona__avatar" aria-hidden="true">
        {initials}
      </span>
      <div className="pr-persona__body">
        <p className="pr-persona__name">{practice.persona.name}</p>
        <p className="pr-persona__role">{practice.persona.role}</p>
        {practice.persona.background ? <p className="pr-persona__background">{practice.persona.background}</p> : null}
      </div>
    </div>
  );
}

function Criteria({ practice }: { practice: LearnerPracticeDto }) {
  return (
    <ul className="pr-rubric">
      {practice.rubric.map((criterion) => (
        <li key={criterion.id}>
          <strong>{criterion.name}</strong>
          {criterion.good ? <span className="pr-rubric__good"> — {criterion.good}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function attemptsFacts(practice: LearnerPracticeDto): string[] {
  const facts = [practice.mode === 'ai' ? 'Free conversation' : 'Choose your replies', `Pass mark: ${practice.passMark}%`];
  if (practice.mode === 'ai') facts.push(`Up to ${practice.maxTurns} messages`);
  facts.push(practice.maxAttempts === null ? 'Unlimited attempts' : `Attempts: ${practice.attemptsUsed} of ${practice.maxAttempts} used`);
  return facts;
}

function EndedState({ attempt, onAttempt }: { attempt: PracticeAttemptDto; onAttempt: (next: PracticeAttemptDto) => void }) {
  const [gradeAgain, regrading] = useEndPracticeAttemptMutation();
  const [problem, setProblem] = useState<string | null>(null);
  if (attempt.result) return <PracticeResult result={attempt.result} heading={`Attempt ${attempt.attemptNumber}: your result`} />;
  if (attempt.status === 'grading' && (attempt.gradingError || problem) && !regrading.isLoading) {
    const regrade = async () => {
      setProblem(null);
      try {
        onAttempt(await gradeAgain({ id: attempt.id }).unwrap());
      } catch (error) {
        setProblem(errorMessage(error, 'Your conversation could not be graded. Please try again.'));
      }
    };
    return (
      <div className="pr-failed" role="alert">
        <p className="pr-failed__text">{problem ?? attempt.gradingError?.message ?? 'Your conversation could not be graded.'}</p>
        <button type="button" className="lp-button" onClick={() => void regrade()}>
          Grade again
        </button>
      </div>
    );
  }
  if (attempt.status === 'grading')
    return (
      <p className="pr-state" role="status">
        Grading your conversation…
      </p>
    );
  if (attempt.status === 'needs_review')
    return (
      <p className="pr-state" role="status">
        Your conversation is waiting for an instructor&apos;s review. You will get an e-mail when it is graded.
      </p>
    );
  return null;
}

/**
 * An ended attempt: how the persona closed a scenario (its end node's line, said after the learner's
 * last choice, which the chat had no time to show), the result or its state, and the whole transcript.
 */
function EndedAttempt({
  attempt,
  personaName,
  onAttempt,
}: {
  attempt: PracticeAttemptDto;
  personaName: string;
  onAttempt: (next: PracticeAttemptDto) => void;
}) {
  const turns = attempt.turns.filter((turn) => turn.status === 'complete');
  const last = turns[turns.length - 1];
  const closing = attempt.endReason === 'scenario_end' && last?.speaker === 'persona' ? last : undefined;
  return (
    <>
      {closing ? (
        <figure className="pr-closing">
          <blockquote className="pr-closing__line">{closing.content}</blockquote>
          <figcaption className="pr-closing__who">{personaName}, closing the conversation</figcaption>
        </figure>
      ) : null}
      <EndedState attempt={attempt} onAttempt={onAttempt} />
      {turns.length > 0 ? (
        <details className="pr-ended-transcript">
          <summary>Transcript of attempt {attempt.attemptNumber}</summary>
          <ol className="pr-log">
            {turns.map((turn) => (
              <Turn key={`${turn.speaker}-${turn.seq}`} turn={turn} personaName={personaName} />
            ))}
          </ol>
        </details>
      ) : null}
    </>
  );
}

/**
 * A practice lesson: the persona, the objective and how it is assessed; the conversation (resumed
 * at once when one is in progress, also after a reload); then the graded result, with 'Try again'
 * while attempts remain. A pass completes the lesson: the outline and progress are asked again.
 */
export function PracticeSection({ lessonId, courseId }: { lessonId: number; courseId: number }) {
  const dispatch = useDispatch();
  const celebrateFirstCertificate = useCelebrateFirstCertificate();
  const { data: practice, error: loadError } = useGetLessonPracticeQuery({ id: lessonId }, { refetchOnMountOrArgChange: true });
  const [startAttempt, starting] = useStartPracticeAttemptMutation();
  const [fetchAttempt] = useLazyGetPracticeAttemptQuery();
  const [attempt, setAttempt] = useState<PracticeAttemptDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);
  const resumed = useRef(false);

  // The server's copy replaces the one on screen; an attempt that has just been graded updates the
  // practice summary, and a pass the lesson's completion, the outline and the course's progress.
  const shown = useRef<PracticeAttemptDto | null>(null);
  const show = useCallback((next: PracticeAttemptDto | null) => {
    shown.current = next;
    setAttempt(next);
  }, []);

  useEffect(() => {
    // The attempt in progress, or one still being graded (followed until it is done).
    const open = practice?.current ?? (practice?.latest?.status === 'grading' ? practice.latest : null);
    if (open && !resumed.current) {
      resumed.current = true;
      show(open);
    }
  }, [practice, show]);

  const receive = useCallback(
    (next: PracticeAttemptDto) => {
      const previous = shown.current;
      show(next);
      if (next.result && !previous?.result) {
        dispatch(api.util.invalidateTags(practiceGradedTags(lessonId, courseId, next.result.passed)));
        if (next.result.passed) void celebrateFirstCertificate();
      } else if (next.status !== 'in_progress' && previous?.status === 'in_progress') {
        dispatch(api.util.invalidateTags(practiceGradedTags(lessonId, courseId, false)));
      }
    },
    [dispatch, celebrateFirstCertificate, show, lessonId, courseId],
  );

  const update = useCallback(
    (change: (current: PracticeAttemptDto) => PracticeAttemptDto) => {
      if (shown.current) show(change(shown.current));
    },
    [show],
  );

  const refresh = useCallback(async () => {
    if (!attempt) return;
    try {
      receive(await fetchAttempt({ id: attempt.id }).unwrap());
    } catch {
      // The next poll or the learner's next step asks again.
    }
  }, [attempt, fetchAttempt, receive]);

  // A reply still being written (after a reload or a dropped stream) or a grading in progress: ask again until it is done.
  const poll = needsPolling(attempt) && !streaming;
  const attemptId = attempt?.id;
  useEffect(() => {
    if (!poll || attemptId === undefined) return;
    let stopped = false;
    const timer = setTimeout(() => {
      void fetchAttempt({ id: attemptId })
        .unwrap()
        .then((next) => {
          if (!stopped) receive(next);
        })
        .catch(() => {
          if (!stopped && shown.current) show({ ...shown.current });
        });
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [poll, attemptId, attempt, fetchAttempt, receive, show]);

  const begin = async () => {
    setProblem(null);
    try {
      show(await startAttempt({ id: lessonId }).unwrap());
    } catch (error) {
      setProblem(errorMessage(error, 'The conversation could not be started. Please try again.'));
      if (errorCode(error) === 'PRACTICE_NO_ATTEMPTS_LEFT' || errorCode(error) === 'PRACTICE_AI_UNAVAILABLE')
        dispatch(api.util.invalidateTags(practiceGradedTags(lessonId, courseId, false)));
    }
  };

  if (!practice) {
    return loadError ? (
      <section className="pr" aria-label="Practice conversation">
        <p className="pr-state" role="alert">
          {errorCode(loadError) === 'PRACTICE_NOT_FOUND'
            ? 'This practice conversation is not ready yet.'
            : errorMessage(loadError, 'The practice conversation could not be loaded.')}
        </p>
      </section>
    ) : null;
  }

  const view = practice;
  const inProgress = attempt?.status === 'in_progress';
  const ended = attempt && !inProgress ? attempt : view.latest;
  const attemptsLeft = view.maxAttempts === null || view.attemptsUsed < view.maxAttempts;
  const canStart = view.available && attemptsLeft && !inProgress;

  return (
    <section className="pr" aria-labelledby="pr-title">
      <header className="pr-header">
        <h2 id="pr-title" className="pr-title">
          Practice conversation
        </h2>
        <ul className="pr-facts">
          {attemptsFacts(view).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </header>
      <PersonaCard practice={view} />
      <div className="pr-objective">
        <h3 className="pr-subtitle">Your objective</h3>
        <p className="pr-objective__text">{view.objective}</p>
      </div>
      {inProgress ? (
        <details className="pr-criteria-box">
          <summary>How you are assessed</summary>
          <Criteria practice={view} />
        </details>
      ) : (
        <div className="pr-criteria-box">
          <h3 className="pr-subtitle">How you are assessed</h3>
          <Criteria practice={view} />
        </div>
      )}

      {inProgress && attempt ? (
        <PracticeChat
          practice={view}
          attempt={attempt}
          onAttempt={receive}
          onUpdate={update}
          onRefresh={refresh}
          onStreamingChange={setStreaming}
        />
      ) : (
        <>
          {ended ? <EndedAttempt attempt={ended} personaName={view.persona.name} onAttempt={receive} /> : null}
          {!view.available ? (
            <p className="pr-unavailable" role="note">
              {view.unavailableMessage ?? 'Practice with AI is not available on this academy yet'}
            </p>
          ) : view.mode === 'ai' && view.providerNotice && !ended ? (
            <p className="pr-notice" role="note">
              {view.providerNotice}
            </p>
          ) : null}
          {problem ? (
            <p className="pr-problem" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="pr-start">
            {canStart ? (
              <button type="button" className="lp-button lp-button--primary" disabled={starting.isLoading} onClick={() => void begin()}>
                {starting.isLoading ? 'Starting...' : ended ? 'Try again' : 'Start conversation'}
              </button>
            ) : null}
            {view.available && !attemptsLeft ? (
              <span className="pr-start__note">You have used all your attempts for this conversation.</span>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
