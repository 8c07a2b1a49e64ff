import { useCallback } from 'react';
import { ERROR_CODES, errorCode, errorMessage, useCompleteLessonMutation, type ApiError } from '@academy/api';
import { showToast } from '@academy/ui';
import { useCelebrateFirstCertificate } from '../FirstCertificateCelebration';

/**
 * Mark a lesson complete (idempotent on the server); the cache tags refresh the learn view, the
 * course and the lesson. Failure (docs/product-rules.md#error-toasts-and-sign-out-redirects): an
 * ended session has its own reaction (useSignInAgainWhenSessionEnds, registered by the routes);
 * anything else → 'Error' with the server's message.
 */
export function useCompleteLesson(success: { title: string; description: string }) {
  const [complete, state] = useCompleteLessonMutation();
  const celebrateFirstCertificate = useCelebrateFirstCertificate();
  const run = useCallback(
    async (id: number) => {
      try {
        const { progress } = await complete({ id }).unwrap();
        void showToast(success);
        if (progress.total > 0 && progress.completed >= progress.total) void celebrateFirstCertificate();
        return true;
      } catch (error) {
        if (errorCode(error) !== ERROR_CODES.UNAUTHENTICATED) {
          const fallback = (error as Partial<ApiError>).message ?? 'Something went wrong';
          void showToast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
        }
        return false;
      }
    },
    [complete, success, celebrateFirstCertificate],
  );
  return [run, state] as const;
}
