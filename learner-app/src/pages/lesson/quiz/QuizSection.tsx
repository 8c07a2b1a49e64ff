import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, useGetLessonQuizQuery, useStartQuizAttemptMutation, type QuizAttemptDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { QuizResult } from './QuizResult';
import { QuizRunner } from './QuizRunner';
import type { QuizOutcome } from './useQuizSubmit';
import { quizFacts } from './quizModel';
import './quiz.css';

interface Run {
  attempt: QuizAttemptDto;
  deadlineAt: number | null;
}

function outcomeHeading(outcome: QuizOutcome): { heading: string; note?: string } {
  if (outcome.expired)
    return { heading: 'Time is up', note: 'The deadline passed before the quiz was submitted. The answers saved in time were graded.' };
  return {
    heading: 'Quiz Completed!',
    note: outcome.automatic ? 'Time ran out, so your answers were submitted automatically.' : undefined,
  };
}

/** Text without tags and repeated spaces: "<p>Check  this.</p>" → "Check this.". */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The quiz of a lesson page: what it is, 'Take Quiz', the attempt, then the result. An attempt in
 * progress (after a reload, or from another tab) is resumed at once, with the server's remaining time.
 * The quiz's description is left out when the lesson's description above it already says it; after a
 * failed attempt 'Review the lesson' leads to `reviewTo`.
 */
export function QuizSection({
  lessonId,
  lessonDescription = '',
  reviewTo,
}: {
  lessonId: number;
  lessonDescription?: string;
  reviewTo?: string;
}) {
  const { data: quiz } = useGetLessonQuizQuery({ id: lessonId }, { refetchOnMountOrArgChange: true });
  const [startAttempt, { isLoading: starting }] = useStartQuizAttemptMutation();
  const [run, setRun] = useState<Run | null>(null);
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const resumed = useRef(false);

  const begin = useCallback(
    async (quizId: number) => {
      try {
        const attempt = await startAttempt({ id: quizId }).unwrap();
        setOutcome(null);
        setRun({ attempt, deadlineAt: attempt.remainingSeconds === null ? null : Date.now() + attempt.remainingSeconds * 1000 });
      } catch (error) {
        void showToast({
          title: 'Error',
          description: errorMessage(error, 'The quiz could not be started. Please try again.'),
          variant: 'destructive',
        });
      }
    },
    [startAttempt],
  );

  useEffect(() => {
    if (quiz?.inProgress && !resumed.current) {
      resumed.current = true;
      void begin(quiz.id);
    }
  }, [quiz, begin]);

  const finish = useCallback((next: QuizOutcome | null) => {
    setRun(null);
    setOutcome(next);
  }, []);

  if (!quiz) return null;
  const noAttemptsLeft = quiz.attemptsLeft === 0 && !quiz.inProgress;
  const quizText = plainText(quiz.description);
  const repeatsLesson = quizText !== '' && plainText(lessonDescription).includes(quizText);
  const shown = outcome
    ? { result: outcome.result, ...outcomeHeading(outcome) }
    : quiz.lastResult
      ? { result: quiz.lastResult, heading: 'Your last attempt' }
      : null;

  return (
    <section className="qz" aria-labelledby="qz-title">
      <header className="qz-header">
        <h2 id="qz-title" className="qz-title">
          {quiz.title}
        </h2>
        <ul className="qz-facts">
          {quizFacts(run ? { ...quiz, attemptsLeft: run.attempt.attemptsLeft } : quiz).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </header>
      {run ? (
        <QuizRunner key={run.attempt.id} quizId={quiz.id} attempt={run.attempt} deadlineAt={run.deadlineAt} onDone={finish} />
      ) : (
        <>
          {quizText && !repeatsLesson ? <p className="qz-description">{quiz.description}</p> : null}
          {shown ? (
            <QuizResult
              result={shown.result}
              heading={shown.heading}
              note={shown.note}
              reviewTo={reviewTo}
              onTryAgain={starting ? undefined : () => void begin(quiz.id)}
            />
          ) : null}
          <div className="qz-start">
            <button
              type="button"
              className="lp-button lp-button--primary"
              disabled={starting || noAttemptsLeft || quiz.questionCount === 0}
              onClick={() => void begin(quiz.id)}
            >
              {starting ? 'Starting...' : 'Take Quiz'}
            </button>
            {noAttemptsLeft ? <span className="qz-start__note">You have used all your attempts for this quiz.</span> : null}
            {!noAttemptsLeft && quiz.timeLimit !== null ? (
              <span className="qz-start__note">The timer starts when you take the quiz and keeps running if you leave the page.</span>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
