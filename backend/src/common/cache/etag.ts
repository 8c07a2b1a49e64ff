import { createHash, type BinaryLike } from 'node:crypto';

/** The opaque part of an entity tag made from `parts`: a hash, so it changes whenever they do. */
function tagOf(parts: readonly BinaryLike[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('base64url').slice(0, 32);
}

/** A strong entity tag: the same tag means the same bytes. */
export function strongEtag(body: BinaryLike): string {
  return `"${tagOf([body])}"`;
}

/** A weak entity tag: the same tag means the same content, though the bytes may differ. */
export function weakEtag(parts: readonly BinaryLike[]): string {
  return `W/"${tagOf(parts)}"`;
}

/**
 * Whether an `If-None-Match` header names this entity tag: `*`, or one of a list, compared weakly
 * (a `W/` on either side does not matter), as RFC 9110 asks for If-None-Match.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}
