import { useCallback, useRef, useState } from 'react';
import {
  errorMessage,
  showToast,
  UPLOAD_MAX_BYTES,
  useSaveQuizAnswersMutation,
  useSubmitQuizMutation,
  useUploadQuizFileMutation,
  type ApiError,
  type AttemptFileDto,
  type QuizAttemptDto,
  type QuizResultDto,
} from '@academy/api';
import { QuizQuestion } from './QuizQuestion';
import { formatClock, isAnswered, isWarning, submittedAnswers, type Answers, type AnswerValue } from './quizModel';
import { useCountdown } from './useCountdown';

const SAVE_DELAY_MS = 600;

export interface QuizOutcome {
  result: QuizResultDto;
  /** Sent by the timer at zero rather than by the learner. */
  automatic: boolean;
  /** Arrived after the deadline: the answers saved in time were graded. */
  expired: boolean;
}

interface QuizRunnerProps {
  quizId: number;
  attempt: QuizAttemptDto;
  /** Local time (ms) of the server deadline; null when untimed. */
  deadlineAt: number | null;
  /** A result, or null when the attempt was already closed elsewhere (another tab). */
  onDone: (outcome: QuizOutcome | null) => void;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Question by question, answers saved as they change, the countdown, and the submit (by hand or at zero). */
export function QuizRunner({ quizId, attempt, deadlineAt, onDone }: QuizRunnerProps) {
  const questions = attempt.questions;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>(attempt.answers);
  const [files, setFiles] = useState<Record<number, AttemptFileDto>>(() => Object.fromEntries(attempt.files.map((file) => [file.questionId, file])));
  const [uploadingId, setUploadingId] = useState<number | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [submitting, setSubmitting] = useState(false);
  const [saveAnswers] = useSaveQuizAnswersMutation();
  const [uploadFile] = useUploadQuizFileMutation();
  const [submitQuiz] = useSubmitQuizMutation();

  // The latest answers and the changes not yet saved, for the timer's submit and the debounced save.
  const latest = useRef<Answers>(attempt.answers);
  const unsaved = useRef<Answers>({});
  const saveTimer = useRef<number | undefined>(undefined);
  const submitted = useRef(false);

  const flush = useCallback(async () => {
    window.clearTimeout(saveTimer.current);
    const changes = unsaved.current;
    if (Object.keys(changes).length === 0 || submitted.current) return;
    unsaved.current = {};
    setSaveState('saving');
    try {
      await saveAnswers({ id: attempt.id, saveAnswersDto: { answers: changes } }).unwrap();
      setSaveState((state) => (state === 'saving' ? 'saved' : state));
    } catch {
      // Kept for the next save; the submit sends every answer anyway.
      unsaved.current = { ...changes, ...unsaved.current };
      setSaveState('failed');
    }
  }, [attempt.id, saveAnswers]);

  const submit = useCallback(
    async (automatic: boolean) => {
      if (submitted.current) return;
      submitted.current = true;
      window.clearTimeout(saveTimer.current);
      setSubmitting(true);
      try {
        const result = await submitQuiz({ id: quizId, submitQuizDto: { answers: submittedAnswers(questions, latest.current) } }).unwrap();
        void showToast({ title: 'Quiz submitted!', description: 'Your responses have been recorded.' });
        onDone({ result, automatic, expired: false });
      } catch (error) {
        const apiError = error as Partial<ApiError>;
        void showToast({ title: 'Submission failed', description: errorMessage(error, apiError.message ?? 'Please try again.'), variant: 'destructive' });
        const late = (apiError.data as { result?: QuizResultDto } | undefined)?.result;
        if (late) onDone({ result: late, automatic, expired: true });
        else if (apiError.status === 409) onDone(null);
        else {
          submitted.current = false;
          setSubmitting(false);
        }
      }
    },
    [onDone, questions, quizId, submitQuiz],
  );

  const remaining = useCountdown(deadlineAt, attempt.remainingSeconds, () => void submit(true));

  const answer = (questionId: number, value: AnswerValue) => {
    const key = String(questionId);
    latest.current = { ...latest.current, [key]: value };
    unsaved.current = { ...unsaved.current, [key]: value };
    setAnswers(latest.current);
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
  };

  const upload = async (questionId: number, file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      void showToast({ title: 'Upload failed', description: 'The file is larger than 10 MB.', variant: 'destructive' });
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setUploadingId(questionId);
    try {
      // The generated type describes the multipart fields; the request itself carries the FormData.
      const stored = await uploadFile({ id: attempt.id, questionId, body: body as unknown as { file: Blob } }).unwrap();
      setFiles((current) => ({ ...current, [questionId]: stored }));
    } catch (error) {
      void showToast({ title: 'Upload failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setUploadingId(null);
    }
  };

  const move = (to: number) => {
    void flush();
    setIndex(to);
  };

  const question = questions[index];
  const uploaded = new Set(Object.keys(files).map(Number));
  const answeredCount = questions.filter((item) => isAnswered(item, answers, uploaded)).length;
  const last = index === questions.length - 1;

  return (
    <div className="qz-runner">
      <div className="qz-runner__bar">
        <span className="qz-runner__progress">
          {answeredCount} of {questions.length} answered
        </span>
        <span className="qz-runner__saved" aria-live="polite">
          {saveState === 'saving' ? 'Saving…' : saveState === 'saved' ? 'All answers saved' : saveState === 'failed' ? 'Not saved yet — will retry' : ''}
        </span>
        {remaining !== null ? (
          <span className={`qz-timer${isWarning(remaining) ? ' qz-timer--warning' : ''}`} role="timer" aria-label="Time remaining">
            <span aria-hidden="true">⏱ </span>
            {formatClock(remaining)}
          </span>
        ) : null}
      </div>

      <QuizQuestion
        key={question.id}
        question={question}
        number={index + 1}
        total={questions.length}
        value={answers[String(question.id)]}
        onChange={(value) => answer(question.id, value)}
        file={files[question.id]}
        uploading={uploadingId === question.id}
        onUpload={(file) => void upload(question.id, file)}
        disabled={submitting}
      />

      <div className="qz-nav">
        <button type="button" className="lp-button" disabled={index === 0 || submitting} onClick={() => move(index - 1)}>
          Previous
        </button>
        {last ? (
          <button type="button" className="lp-button lp-button--primary" disabled={submitting || uploadingId !== null} onClick={() => void submit(false)}>
            {submitting ? 'Submitting...' : 'Submit Quiz'}
          </button>
        ) : (
          <button type="button" className="lp-button lp-button--primary" disabled={submitting} onClick={() => move(index + 1)}>
            Next
          </button>
        )}
      </div>
    </div>
  );
}
