import { useCallback, useRef, useState } from 'react';
import {
  errorMessage,
  UPLOAD_MAX_BYTES,
  useSaveQuizAnswersMutation,
  useUploadQuizFileMutation,
  type AttemptFileDto,
  type QuizAttemptDto,
} from '@academy/api';
import { showToast } from '@academy/ui';
import type { Answers, AnswerValue } from './quizModel';

const SAVE_DELAY_MS = 600;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The learner's answers to an attempt in progress: each change saved after a short pause (and when
 * moving to another question), files uploaded as they are picked. Saving stops once the attempt is
 * being submitted (`close`), and resumes if that submit fails (`reopen`).
 */
export function useQuizDraft(attempt: QuizAttemptDto) {
  const [answers, setAnswers] = useState<Answers>(attempt.answers);
  const [files, setFiles] = useState<Record<number, AttemptFileDto>>(() =>
    Object.fromEntries(attempt.files.map((file) => [file.questionId, file])),
  );
  const [uploadingId, setUploadingId] = useState<number | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveAnswers] = useSaveQuizAnswersMutation();
  const [uploadFile] = useUploadQuizFileMutation();

  // The latest answers and the changes not yet saved, for the timer's submit and the debounced save.
  const latest = useRef<Answers>(attempt.answers);
  const unsaved = useRef<Answers>({});
  const saveTimer = useRef<number | undefined>(undefined);
  const closed = useRef(false);

  const flush = useCallback(async () => {
    window.clearTimeout(saveTimer.current);
    const changes = unsaved.current;
    if (Object.keys(changes).length === 0 || closed.current) return;
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

  const close = useCallback(() => {
    closed.current = true;
    window.clearTimeout(saveTimer.current);
  }, []);

  const reopen = useCallback(() => {
    closed.current = false;
  }, []);

  return { answers, files, uploadingId, saveState, latest, flush, answer, upload, close, reopen };
}
