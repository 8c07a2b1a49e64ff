import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The `token` of an e-mailed link (`/verify-email?token=…`), or null when the address has none. */
export function useLinkToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('token')?.trim() || null;
}

export type LinkOutcome<T> = { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/**
 * Uses a single-use link token once, when the page opens: `run(token)` runs once per token, even
 * when React runs effects twice (StrictMode) or the page re-renders while the call is under way.
 * The outcome comes from the call's own promise, not from the mutation hook's state (which a
 * StrictMode remount resets).
 */
export function useLinkAction<T>(token: string | null, run: (token: string) => Promise<T>): LinkOutcome<T> {
  const started = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<{ token: string; result: LinkOutcome<T> } | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    run(token).then(
      (value) => setOutcome({ token, result: { status: 'done', value } }),
      (error: unknown) => setOutcome({ token, result: { status: 'failed', error } }),
    );
  }, [token, run]);

  return outcome && outcome.token === token ? outcome.result : { status: 'pending' };
}
