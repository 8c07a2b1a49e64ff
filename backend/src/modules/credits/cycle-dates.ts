/** Calendar dates as the credits use them: 'YYYY-MM-DD' strings, days counted in UTC. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real date written YYYY-MM-DD, from 1900 on (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const at = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value && at.getUTCFullYear() >= 1900;
}

/** The UTC calendar date of an instant. */
export function dateOf(instant: Date | string): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `date` moved by whole days. */
export function addDays(date: string, days: number): string {
  return dateOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** `date` moved by whole years (29 February becomes 28 February in other years). */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year + years, month - 1, day));
  // Past the month's end (29 February in a common year): the month's last day.
  if (target.getUTCMonth() !== month - 1) return dateOf(new Date(Date.UTC(year + years, month, 0)));
  return dateOf(target);
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 31, 2027", as certificates write dates. */
export function longDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`));
}
