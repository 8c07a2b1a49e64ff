import { createContext, useContext } from 'react';

/** Set while a page renders on the server: takes the HTTP status its answer gets. */
export const ServerAnswerContext = createContext<((status: number) => void) | null>(null);

/**
 * A page that is not found (or could not load its data) says so during render (`undefined`: nothing to say), so that the server
 * answers it with that status and search engines drop it or come back later; in the browser this
 * does nothing.
 */
export function useHttpStatus(status: number | undefined): void {
  const setStatus = useContext(ServerAnswerContext);
  if (status !== undefined) setStatus?.(status);
}
