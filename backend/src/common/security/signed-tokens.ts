import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A value signed for one purpose, for links that must work without signing in (one-click
 * unsubscribe): `<value>.<HMAC-SHA256 of purpose and value>`, URL-safe. The key is derived from the
 * server's secret per purpose, so a token of one purpose is never valid for another.
 */
export function signValue(secret: string, purpose: string, value: string): string {
  return `${value}.${signature(secret, purpose, value)}`;
}

/** The value `token` carries, when it was signed with `secret` for `purpose`; null otherwise. */
export function verifySignedValue(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, purpose, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

function signature(secret: string, purpose: string, value: string): string {
  const key = createHmac('sha256', secret).update(`signed-value:${purpose}`).digest();
  return createHmac('sha256', key).update(value).digest('base64url');
}
