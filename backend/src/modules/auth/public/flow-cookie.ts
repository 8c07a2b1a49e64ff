import type { FastifyReply } from 'fastify';
import { signValue, verifySignedValue } from '../../../common/security/signed-tokens.js';
import type { AppConfig } from '../../../config/config.js';

/** What a sign-in round trip keeps in the browser until the identity provider sends it back. */
export interface ExpiringFlow {
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * The flow as a value signed for `purpose` (HMAC with a key derived from the app's secret): the state,
 * nonce and PKCE verifier of an OpenID Connect round trip, or a SAML RelayState. Not encrypted: it is
 * sent only to the browser that started the round trip.
 */
export function sealFlow(secret: string, purpose: string, flow: ExpiringFlow): string {
  return signValue(secret, purpose, Buffer.from(JSON.stringify(flow)).toString('base64url'));
}

/** The flow `value` carries when it was sealed for `purpose` and has not expired; null otherwise. */
export function openFlow<T extends ExpiringFlow>(secret: string, purpose: string, value: string | undefined, now = Date.now()): T | null {
  const payload = value ? verifySignedValue(secret, purpose, value) : null;
  if (!payload) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
    return typeof flow.expiresAt === 'number' && flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}

/** The flow cookie: HttpOnly, SameSite=Lax (a top-level GET back from the provider carries it), limited to `path`. */
export function setFlowCookie(reply: FastifyReply, name: string, value: string, path: string, minutes: number, config: AppConfig): void {
  reply.setCookie(name, value, { httpOnly: true, sameSite: 'lax', secure: config.auth.cookieSecure, path, maxAge: minutes * 60 });
}

export function clearFlowCookie(reply: FastifyReply, name: string, path: string, config: AppConfig): void {
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: config.auth.cookieSecure, path });
}
