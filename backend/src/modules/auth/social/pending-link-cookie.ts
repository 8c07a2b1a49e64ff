import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../config/config.js';
import { PENDING_LINK_MINUTES } from './social-sign-in.service.js';

/** Names the provider sign-in waiting in this browser for its account's owner to sign in once (ADR 0031). */
export const PENDING_LINK_COOKIE = 'academy_social_pending';
/** Sent to the password sign-in (POST /api/login) only. */
const PATH = '/api/login';

export function setPendingLinkCookie(reply: FastifyReply, value: string, config: AppConfig): void {
  reply.setCookie(PENDING_LINK_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.auth.cookieSecure,
    path: PATH,
    maxAge: PENDING_LINK_MINUTES * 60,
  });
}

export function clearPendingLinkCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(PENDING_LINK_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.auth.cookieSecure, path: PATH });
}
