const PROBE_ORIGIN = 'https://academy.invalid';

/**
 * The path to return to after the round trip, when it is a path of this site (the /auth page's rule,
 * ui-kit's `safeReturnTo`): no other origin, not /auth, not the API. Null otherwise.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
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
