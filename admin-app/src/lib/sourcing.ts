import { errorCode, errorMessage, type HighlightRangeDto } from '@academy/api';

/** The API's codes for a search string it cannot read and a pool file with bad rows. */
const SEARCH_QUERY_INVALID = 'SEARCH_QUERY_INVALID';
const POOL_IMPORT_INVALID = 'POOL_IMPORT_INVALID';

/** A search string the server could not read: its sentence, where (1-based character) and what to try. */
export interface QuerySyntaxProblem {
  message: string;
  position: number | null;
  hint: string | null;
}

function detailsOf(error: unknown): Record<string, unknown> {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** The syntax error of a refused search string (400 SEARCH_QUERY_INVALID), or null for any other failure. */
export function querySyntaxProblemOf(error: unknown): QuerySyntaxProblem | null {
  if (errorCode(error) !== SEARCH_QUERY_INVALID) return null;
  const details = detailsOf(error);
  return {
    message: errorMessage(error, 'The search string could not be read.'),
    position: typeof details.position === 'number' ? details.position : null,
    hint: typeof details.hint === 'string' && details.hint ? details.hint : null,
  };
}

/** One bad row of a refused pool import. */
export interface ImportRowProblem {
  line: number;
  reason: string;
}

/** A refused pool import (400 POOL_IMPORT_INVALID): the server's sentence, every bad row it listed and how many there were. */
export interface ImportProblem {
  message: string;
  rows: ImportRowProblem[];
  badRowCount: number;
}

export function importProblemOf(error: unknown): ImportProblem | null {
  if (errorCode(error) !== POOL_IMPORT_INVALID) return null;
  const details = detailsOf(error);
  const rows = Array.isArray(details.rows)
    ? details.rows.flatMap((row: unknown) => {
        if (!row || typeof row !== 'object') return [];
        const { line, reason } = row as Record<string, unknown>;
        return typeof line === 'number' && typeof reason === 'string' ? [{ line, reason }] : [];
      })
    : [];
  return {
    message: errorMessage(error, 'Some rows could not be imported; nothing was imported.'),
    rows,
    badRowCount: typeof details.badRowCount === 'number' ? details.badRowCount : rows.length,
  };
}

export type HighlightField = HighlightRangeDto['field'];

/** A value cut into plain and matched pieces, for `<mark>`: overlapping and touching ranges merge, ranges outside the text are dropped. */
export function highlightSegments(
  text: string,
  ranges: readonly HighlightRangeDto[],
  field: HighlightField,
  index = 0,
): { text: string; mark: boolean }[] {
  const spans = ranges
    .filter((range) => range.field === field && range.index === index)
    .map((range) => [Math.max(0, range.start), Math.min(text.length, range.end)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const segments: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/** A 0–1 score as a whole percent ("83%"); "—" when there is none. */
export function percentText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${Math.round(value * 100)}%`;
}
