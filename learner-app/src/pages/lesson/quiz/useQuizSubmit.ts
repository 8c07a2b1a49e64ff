import { useCallback, useRef, useState, type RefObject } from 'react';
import {
  ERROR_CODES,
  errorCode,
  errorMessage,
  useSubmitQuizMutation,
  type ApiError,
  type LearnerQuestionDto,
  type QuizResultDto,
} from '@academy/api';
import { showToast } from '@academy/ui';
import { useCelebrateFirstCertificate } from '../../../components/FirstCertificateCelebration';
import { submittedAnswers, type Answers } from './quizModel';

export interface QuizOutcome {
  result: QuizResultDto;
  /** Sent by the timer at zero rather than by the learner. */
  automatic: boolean;
  /** Arrived after the deadline: the answers saved in time were graded. */
  expired: boolean;
}

interface QuizSubmitOptions {
  quizId: number;
  questions: LearnerQuestionDto[];
  /** The answers as they are when the submit starts. */
  latestAnswers: RefObject<Answers>;
  /** Stops saving answers while the submit is on its way, and resumes it if the submit fails. */
  closeDraft: () => void;
  reopenDraft: () => void;
  /** A result, or null when the attempt was already closed elsewhere (another tab). */
  onDone: (outcome: QuizOutcome | null) => void;
}

/**
 * Submits the attempt once, by the learner or by the timer at zero. A late submit still brings the
 * result graded from the answers saved in time; an attempt already submitted elsewhere ends with
 * null; any other failure lets the learner try again.
 */
export function useQuizSubmit({ quizId, questions, latestAnswers, closeDraft, reopenDraft, onDone }: QuizSubmitOptions) {
  const [submitQuiz] = useSubmitQuizMutation();
  const celebrateFirstCertificate = useCelebrateFirstCertificate();
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const submit = useCallback(
    async (automatic: boolean) => {
      if (submitted.current) return;
      submitted.current = true;
      closeDraft();
      setSubmitting(true);
      try {
        const result = await submitQuiz({
          id: quizId,
          submitQuizDto: { answers: submittedAnswers(questions, latestAnswers.current) },
        }).unwrap();
        void showToast({ title: 'Quiz submitted!', description: 'Your responses have been recorded.' });
        onDone({ result, automatic, expired: false });
        if (result.lessonCompleted) void celebrateFirstCertificate();
      } catch (error) {
        const apiError = error as Partial<ApiError>;
        void showToast({
          title: 'Submission failed',
          description: errorMessage(error, apiError.message ?? 'Please try again.'),
          variant: 'destructive',
        });
        const late = (apiError.data as { result?: QuizResultDto } | undefined)?.result;
        if (late) onDone({ result: late, automatic, expired: true });
        else if (errorCode(error) === ERROR_CODES.QUIZ_ALREADY_SUBMITTED) onDone(null);
        else {
          submitted.current = false;
          reopenDraft();
          setSubmitting(false);
        }
      }
    },
    [closeDraft, latestAnswers, onDone, questions, quizId, reopenDraft, submitQuiz, celebrateFirstCertificate],
  );

  return { submit, submitting };
}
