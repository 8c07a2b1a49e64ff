import { useRef, useState } from 'react';
import type { QuizAttemptDto } from '@academy/api';
import { ConfirmSubmit } from './ConfirmSubmit';
import { QuizNavigation } from './QuizNavigation';
import { QuizProgressBar } from './QuizProgressBar';
import { QuizQuestion } from './QuizQuestion';
import { isAnswered } from './quizModel';
import { useCountdown } from './useCountdown';
import { useQuizDraft } from './useQuizDraft';
import { useQuizSubmit, type QuizOutcome } from './useQuizSubmit';

interface QuizRunnerProps {
  quizId: number;
  attempt: QuizAttemptDto;
  /** Local time (ms) of the server deadline; null when untimed. */
  deadlineAt: number | null;
  /** A result, or null when the attempt was already closed elsewhere (another tab). */
  onDone: (outcome: QuizOutcome | null) => void;
}

/**
 * Question by question, answers saved as they change, the countdown, and the submit (by hand or at
 * zero). Submitting by hand with unanswered questions asks first; the timer never asks.
 */
export function QuizRunner({ quizId, attempt, deadlineAt, onDone }: QuizRunnerProps) {
  const questions = attempt.questions;
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const navigationRef = useRef<HTMLDivElement>(null);
  const draft = useQuizDraft(attempt);
  const { submit, submitting } = useQuizSubmit({
    quizId,
    questions,
    latestAnswers: draft.latest,
    closeDraft: draft.close,
    reopenDraft: draft.reopen,
    onDone,
  });
  const remaining = useCountdown(deadlineAt, attempt.remainingSeconds, () => void submit(true));

  const move = (to: number) => {
    void draft.flush();
    setIndex(to);
  };

  const question = questions[index];
  const uploaded = new Set(Object.keys(draft.files).map(Number));
  const unansweredIndexes = questions.flatMap((item, position) => (isAnswered(item, draft.answers, uploaded) ? [] : [position]));
  const answeredCount = questions.length - unansweredIndexes.length;
  const requestSubmit = () => {
    if (unansweredIndexes.length > 0) setConfirming(true);
    else void submit(false);
  };
  const submitAnyway = () => {
    setConfirming(false);
    void submit(false);
  };
  // Back to the first question left unanswered, with focus on the quiz's buttons again.
  const keepAnswering = () => {
    setConfirming(false);
    move(unansweredIndexes[0] ?? index);
    requestAnimationFrame(() => navigationRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus());
  };

  return (
    <div className="qz-runner">
      <QuizProgressBar answered={answeredCount} total={questions.length} saveState={draft.saveState} remaining={remaining} />

      <QuizQuestion
        key={question.id}
        attemptId={attempt.id}
        question={question}
        number={index + 1}
        total={questions.length}
        value={draft.answers[String(question.id)]}
        onChange={(value) => draft.answer(question.id, value)}
        file={draft.files[question.id]}
        uploading={draft.uploadingId === question.id}
        onUpload={(file) => void draft.upload(question.id, file)}
        disabled={submitting}
      />

      <QuizNavigation
        ref={navigationRef}
        first={index === 0}
        last={index === questions.length - 1}
        submitting={submitting}
        uploading={draft.uploadingId !== null}
        onPrevious={() => move(index - 1)}
        onNext={() => move(index + 1)}
        onSubmit={requestSubmit}
      />
      {confirming && !submitting ? (
        <ConfirmSubmit unanswered={unansweredIndexes.length} onSubmit={submitAnyway} onKeepAnswering={keepAnswering} />
      ) : null}
    </div>
  );
}
