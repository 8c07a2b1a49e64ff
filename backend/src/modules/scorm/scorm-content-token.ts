import { signValue, verifySignedValue } from '../../common/security/signed-tokens.js';

const PURPOSE = 'scorm-content';

export interface ContentGrant {
  storageId: string;
  userId: number;
  /** Seconds since the epoch. */
  expires: number;
}

/**
 * A launch's content token: the package, the learner and an expiry, signed. It is the first segment of
 * every content URL, so the package's relative URLs carry it to each file they load.
 */
export function contentToken(secret: string, grant: ContentGrant): string {
  return signValue(secret, PURPOSE, `${grant.storageId}.${grant.userId}.${grant.expires}`);
}

/** The grant a token carries when its signature holds and it has not expired at `now`; null otherwise. */
export function readContentToken(secret: string, token: string, now: Date): ContentGrant | null {
  const value = verifySignedValue(secret, PURPOSE, token);
  const match = value ? /^([0-9a-f-]{36})\.(\d{1,12})\.(\d{1,12})$/.exec(value) : null;
  if (!match) return null;
  const grant = { storageId: match[1], userId: Number(match[2]), expires: Number(match[3]) };
  return grant.expires * 1000 > now.getTime() ? grant : null;
}

/** A package path as a URL path: each segment encoded, the query string kept. */
export function encodeLaunchPath(launchPath: string): string {
  const [path, ...query] = launchPath.split('?');
  const encoded = path
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join('/');
  return query.length > 0 ? `${encoded}?${query.join('?')}` : encoded;
}
