import { errorCode, errorMessage, type HighlightRangeDto } from '@academy/api';

export type HighlightField = HighlightRangeDto['field'];

/** A piece of a card's value: plain, or a word the search matched (shown in `<mark>`). */
export interface HighlightSegment {
  text: string;
  mark: boolean;
}

/**
 * A value cut into plain and matched pieces by the highlight ranges of one field (and, for skills, one
 * skill): overlapping and touching ranges merge, ranges past the end of the value (a summary cut short)
 * are clipped.
 */
export function highlightSegments(
  text: string,
  ranges: readonly HighlightRangeDto[],
  field: HighlightField,
  index = 0,
): HighlightSegment[] {
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
  const segments: HighlightSegment[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/** A search string the server could not read: its sentence, where (1-based character) and what to try. */
export interface QuerySyntaxProblem {
  message: string;
  position: number | null;
  hint: string | null;
}

/** The syntax error of a refused search string (400 SEARCH_QUERY_INVALID), or null for any other failure. */
export function querySyntaxProblemOf(error: unknown): QuerySyntaxProblem | null {
  if (errorCode(error) !== 'SEARCH_QUERY_INVALID') return null;
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  const details = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return {
    message: errorMessage(error, 'The search string could not be read.'),
    position: typeof details.position === 'number' ? details.position : null,
    hint: typeof details.hint === 'string' && details.hint ? details.hint : null,
  };
}
