import { academyApi, type UserDto } from '@academy/api';
import type { AcademyStore } from './store.js';

/**
 * Who is using the academy, derived only from GET /api/user (docs/product-rules.md#who-is-signed-in):
 * a user means signed in; a 401 (or any other failure) means a visitor. `loading` only until the
 * first answer: a refetch after login keeps the previous error, so signing in does not flash the
 * full-page spinner.
 */
export type Session = { status: 'loading' } | { status: 'visitor' } | { status: 'signed-in'; user: UserDto };
export type KnownSession = Exclude<Session, { status: 'loading' }>;

function toSession({ data, error, isError }: { data?: UserDto; error?: unknown; isError: boolean }): Session {
  if (isError || (!data && error)) return { status: 'visitor' };
  if (data) return { status: 'signed-in', user: data };
  return { status: 'loading' };
}

/**
 * For the host only (the shell's auth gate, or a remote's standalone bootstrap): subscribes and so
 * sends GET /api/user, once; login, register and logout refresh it through the cache tags.
 */
export function useRequestSession(): Session {
  return toSession(academyApi.useCurrentUserQuery());
}

/** The session as the store knows it now (`loading` until GET /api/user has answered), without asking. */
export function currentSession(store: Pick<AcademyStore, 'getState'>): Session {
  return toSession(academyApi.endpoints.currentUser.select(undefined)(store.getState()));
}

/**
 * The session once GET /api/user has answered, from the store's cache: it never sends the call
 * itself (the host's useRequestSession does).
 */
export function sessionWhenKnown(store: Pick<AcademyStore, 'getState' | 'subscribe'>): Promise<KnownSession> {
  const current = () => currentSession(store);
  return new Promise((resolve) => {
    const settle = () => {
      const session = current();
      if (session.status === 'loading') return false;
      resolve(session);
      return true;
    };
    if (settle()) return;
    const unsubscribe = store.subscribe(() => {
      if (settle()) unsubscribe();
    });
  });
}

/**
 * Everywhere else: reads the cached answer without requesting it (a new subscriber of a failed
 * query would send it again, and that call is made once, not retried:
 * docs/product-rules.md#who-is-signed-in).
 */
export function useSession(): Session {
  return toSession(academyApi.endpoints.currentUser.useQueryState(undefined));
}

export const ROLE_LABELS: Record<UserDto['role'], string> = {
  admin: 'Admin',
  recruitpro: 'RecruitPro',
  jobseeker: 'Job Seeker',
};

/** A person's display name: first plus last name, else the part of the e-mail before the at-sign. */
export function displayName(user: Pick<UserDto, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email.split('@')[0];
}

/** Query parameter of /auth naming the page a visitor wanted before signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/** /auth, remembering the page the visitor wanted: `/auth?returnTo=%2Fdownloads`. */
export function signInPath(location: { pathname: string; search: string; hash: string }): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return `/auth?${new URLSearchParams({ [RETURN_TO_PARAM]: target }).toString()}`;
}

const PROBE_ORIGIN = 'https://academy.invalid';

/**
 * The returnTo value when it is a path of this site (`/downloads?x=1#y`), else null: no other
 * origin (`https://…`, `//host`, `/\host`), nothing that is not an absolute path, and not /auth or
 * the API. The result is the parsed, normalised path, never the raw text.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/') || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a user lands after signing in or up: the page they wanted, else /admin for admins and / for everyone else. */
export function afterSignInPath(user: Pick<UserDto, 'role'>, returnTo: string | null): string {
  return safeReturnTo(returnTo) ?? (user.role === 'admin' ? '/admin' : '/');
}
