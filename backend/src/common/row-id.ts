import { MAX_INTEGER } from './validation.js';

/**
 * Whether `id` can name a row: ids are positive PostgreSQL integers. A number outside that range
 * names nothing, and is answered 404 before any query: as a query parameter it would not fit the
 * integer column, and PostgreSQL would fail the query instead of finding nothing.
 */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_INTEGER;
}

/** A positive decimal integer written the one way it is printed: no sign, no leading zero, no space, no exponent or base prefix. */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * The row id a path segment names, or null when it names none. Only the canonical spelling counts:
 * `01`, `0x1`, ` 1`, `1e0` or `+1` are not row 1, since whatever reads them as 1 would act on a row the
 * request never named.
 */
export function parseRowId(text: unknown): number | null {
  if (typeof text !== 'string' || !CANONICAL_ID.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}
