/** A route parameter as a positive integer id, or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A learning path's address segment as the API takes it; anything else names no path. */
export function isPathSlug(value: string | undefined): value is string {
  return value !== undefined && /^[a-z0-9-]{1,220}$/.test(value);
}

/** A path segment as the router's useParams gives it (percent-decoded), or as written when malformed. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
