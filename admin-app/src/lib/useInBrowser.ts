import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates a page from the server, true afterwards: for
 * what only the browser can render (a dialog's portal), so that hydration finds what the server sent.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
