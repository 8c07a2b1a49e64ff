import { MAX_INTEGER } from './validation.js';

/**
 * Whether `id` can name a row: ids are positive PostgreSQL integers. A number outside that range
 * names nothing, and is answered 404 before any query: as a query parameter it would not fit the
 * integer column, and PostgreSQL would fail the query instead of finding nothing.
 */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_INTEGER;
}
