const DATE = /^[1-9]\d{3}-\d{2}-\d{2}$/;
const DATE_TIME = /^([1-9]\d{3}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The example the refusals quote. */
export const DATE_FORMATS = 'a date like 2026-01-31 or a date and time like 2026-01-31T09:00:00Z';

interface Instant {
  at: Date;
  /** A calendar date without a time: the whole day, in UTC. */
  wholeDay: boolean;
}

/** A real calendar date (no 2026-02-30) or date and time (UTC when it names no offset); undefined otherwise. */
function parseInstant(value: unknown): Instant | undefined {
  if (typeof value !== 'string') return undefined;
  if (DATE.test(value)) {
    const at = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value ? { at, wholeDay: true } : undefined;
  }
  const parts = DATE_TIME.exec(value);
  if (!parts) return undefined;
  const [, date, hours, minutes, seconds = '00', fraction = '', zone = 'Z'] = parts;
  if (
    Number(hours) > 23 ||
    Number(minutes) > 59 ||
    Number(seconds) > 59 ||
    (zone.length > 1 && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4)) > 59))
  ) {
    return undefined;
  }
  if (new Date(`${date}T00:00:00.000Z`).toISOString().slice(0, 10) !== date) return undefined;
  const at = new Date(`${date}T${hours}:${minutes}:${seconds}.${fraction.padEnd(3, '0').slice(0, 3)}${zone.toUpperCase()}`);
  return Number.isNaN(at.getTime()) ? undefined : { at, wholeDay: false };
}

export function isDateBound(value: unknown): boolean {
  return parseInstant(value) !== undefined;
}

/** Rows from `from` on (inclusive) and before `before` (exclusive); null leaves that side open. */
export interface DateRange {
  from: Date | null;
  before: Date | null;
}

/**
 * `from` starts at its instant (a date alone: that day's midnight, UTC); `to` is inclusive (a date
 * alone: up to the end of that day, UTC; a date and time: to that millisecond). Undefined when a bound
 * is not a date.
 */
export function dateRange(from: string | undefined, to: string | undefined): DateRange | undefined {
  const start = from === undefined ? null : parseInstant(from);
  const end = to === undefined ? null : parseInstant(to);
  if (start === undefined || end === undefined) return undefined;
  return { from: start?.at ?? null, before: end ? new Date(end.at.getTime() + (end.wholeDay ? DAY_MS : 1)) : null };
}
