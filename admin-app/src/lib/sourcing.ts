import { errorCode, errorMessage } from '@academy/api';

/** The API's code for a pool file with bad rows. */
const POOL_IMPORT_INVALID = 'POOL_IMPORT_INVALID';

function detailsOf(error: unknown): Record<string, unknown> {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
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

/** A 0–1 score as a whole percent ("83%"); "—" when there is none. */
export function percentText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${Math.round(value * 100)}%`;
}
