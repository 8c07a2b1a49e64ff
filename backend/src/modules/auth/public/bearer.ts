const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The credential of an `Authorization: Bearer …` header; undefined when the request has none (another scheme counts as none). */
export function bearerSecret(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = BEARER.exec(authorization);
  if (match) return match[1];
  return /^Bearer\b/i.test(authorization) ? '' : undefined;
}
