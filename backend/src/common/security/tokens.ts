import { createHash, randomBytes } from 'node:crypto';

/** A token for an e-mailed link: 192 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What we store of a link token: its SHA-256, so a database leak yields no working links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
