import { useCallback } from 'react';
import { errorMessage, showToast, useCompleteLessonMutation, type ApiError } from '@academy/api';

/** Spec section 9: the logged-out redirect waits 500 ms so the toast can be read. */
export const LOGGED_OUT_REDIRECT_MS = 500;
const UNAUTHORIZED = /401|Unauthorized/;

/**
 * Mark a lesson complete (idempotent on the server); the cache tags refresh the learn view, the
 * course and the lesson. Failure (spec section 8): a 401 means the session ended → toast, then
 * /api/login (which leads to /auth); anything else → 'Error' with the server's message.
 */
export function useCompleteLesson(success: { title: string; description: string }) {
  const [complete, state] = useCompleteLessonMutation();
  const run = useCallback(
    async (id: number) => {
      try {
        await complete({ id }).unwrap();
        void showToast(success);
        return true;
      } catch (error) {
        const apiError = error as Partial<ApiError>;
        const text = `${apiError.message ?? ''} ${apiError.serverMessage ?? ''}`;
        if (apiError.status === 401 || UNAUTHORIZED.test(text)) {
          void showToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
          window.setTimeout(() => {
            window.location.href = '/api/login';
          }, LOGGED_OUT_REDIRECT_MS);
        } else {
          void showToast({ title: 'Error', description: errorMessage(error, apiError.message ?? 'Something went wrong'), variant: 'destructive' });
        }
        return false;
      }
    },
    [complete, success],
  );
  return [run, state] as const;
}
