/**
 * Wall-clock times in an IANA time zone ("17:00 in Europe/London") and the instants they are, with
 * the platform's Intl alone. A `datetime-local` input gives and takes the wall-clock form,
 * 'YYYY-MM-DDTHH:mm'.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const HOUR_MS = 3_600_000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The parts of an instant's date and time in a zone, as numbers (the hour 0 to 23). */
function partsIn(instant: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(instant)) if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  return parts;
}

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds (London in July: one hour). */
function offsetAt(instant: number, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const p = partsIn(wholeSecond, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSecond;
}

/**
 * The instant at which the clocks of `timeZone` show `wallTime` ('2027-03-03T17:00'), or null when
 * the text is not such a time. Like Temporal's 'compatible' choice: a time the clocks skip (spring
 * forward) is read with the offset before the change, so it lands as much later as the clocks jump;
 * a time they show twice (fall back) is the first of the two.
 */
export function wallTimeToInstant(wallTime: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // A zone changes its offset at most once in any two days: the offsets a day either side are the candidates.
  const before = offsetAt(asUtc - 24 * HOUR_MS, timeZone);
  const after = offsetAt(asUtc + 24 * HOUR_MS, timeZone);
  const shows = (instant: number) => offsetAt(instant, timeZone) === asUtc - instant;
  const candidates = [...new Set([before, after])].map((offset) => asUtc - offset).filter(shows);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(asUtc - before);
}

/** The wall-clock time ('YYYY-MM-DDTHH:mm') the clocks of `timeZone` show at an instant, as a `datetime-local` input takes it. */
export function instantToWallTime(instant: string | Date, timeZone: string): string {
  const p = partsIn(new Date(instant).getTime(), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** The browser's time zone ("Europe/London"); UTC when it does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Whether the platform knows the zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zones to choose from: every zone the platform lists, with any of `also` (the browser's, a saved
 * one, which may be an alias such as 'UTC' or 'Asia/Calcutta' the list leaves out) that it lacks.
 */
export function timeZoneNames(...also: string[]): string[] {
  const listed = Intl.supportedValuesOf('timeZone');
  const known = new Set(listed);
  const extra = also.filter((zone) => zone && !known.has(zone) && isTimeZone(zone));
  return [...new Set(extra), ...listed];
}

const displayFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the clocks of a zone show it, with the zone's abbreviation: "Wed, Mar 3, 2027, 5:00 PM GMT". */
export function formatInZone(instant: string | Date, timeZone: string): string {
  let format = displayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    displayFormats.set(timeZone, format);
  }
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '—' : format.format(date);
}
