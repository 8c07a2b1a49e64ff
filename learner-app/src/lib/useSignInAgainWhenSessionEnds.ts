import { useEffect } from 'react';
import { onSessionEnded, type EndpointName } from '@academy/api';
import { showToast } from '@academy/ui';

/** The redirect waits 500 ms so the toast can be read. */
const LOGGED_OUT_REDIRECT_MS = 500;

/** Calls after which an ended session sends the learner to sign in again: completing a lesson. */
const SIGN_IN_AGAIN_AFTER: ReadonlySet<EndpointName> = new Set(['completeLesson']);

/**
 * The learner remote's reaction to an ended session (docs/product-rules.md#error-toasts-and-sign-out-redirects),
 * registered while its routes are mounted: "Unauthorized" / "You are logged out. Logging in again...",
 * then /api/login, which leads to /auth. The screens skip such failures (code UNAUTHENTICATED).
 */
export function useSignInAgainWhenSessionEnds(): void {
  useEffect(
    () =>
      onSessionEnded(({ endpoint }) => {
        if (!SIGN_IN_AGAIN_AFTER.has(endpoint)) return;
        void showToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
        window.setTimeout(() => {
          window.location.href = '/api/login';
        }, LOGGED_OUT_REDIRECT_MS);
      }),
    [],
  );
}
