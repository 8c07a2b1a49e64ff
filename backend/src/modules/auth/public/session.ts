import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../config/config.js';
import type { SignedInUser } from '../../users/public/signed-in-user.js';

export const SESSION_COOKIE = 'academy_session';

/** The 401 of every call that needs a session, and of GET /api/user for a visitor. */
export const SIGN_IN_REQUIRED = 'Please sign in to continue';

export interface SessionPayload {
  sub: number;
  /** The server-side session (`sessions.id`). */
  sid: string;
}

/** What the session guard leaves on an authenticated request besides the user. */
export interface SessionRequest {
  /** Who the request is from, read as the session check holds it (`@SignedIn()`); null for a visitor. */
  signedIn?: SignedInUser | null;
  sessionId?: string;
  /** Set instead of `sessionId` when an API token authenticated the request. */
  apiTokenId?: number;
}

export function setSessionCookie(reply: FastifyReply, token: string, config: AppConfig): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.auth.cookieSecure,
    path: '/',
    maxAge: config.auth.sessionDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.auth.cookieSecure, path: '/' });
}
