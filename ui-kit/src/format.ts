import type { CourseListItemDto } from '@academy/api';

/** Display rules both remotes show (docs/product-rules.md#display-formats). */

interface PricedCourse {
  isPaid: boolean;
  /** Integer cents. */
  price: number;
  paymentType: string;
}

/** Integer cents as dollars with two decimals: 4900 → "$49.00". */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function withPeriod(course: PricedCourse): string {
  return `${formatPrice(course.price)}${course.paymentType === 'subscription' ? '/month' : ''}`;
}

/** What a learner pays (cards, course page, checkout): "Free" for a free course or a zero price, "$49.00", or "$19.00/month". */
export function priceLabel(course: PricedCourse): string {
  if (!course.isPaid || course.price <= 0) return 'Free';
  return withPeriod(course);
}

/** The admin's course table: the price as set, "Free" only for a course that is not paid (a paid one without a price shows "$0.00"). */
export function configuredPriceLabel(course: PricedCourse): string {
  if (!course.isPaid) return 'Free';
  return withPeriod(course);
}

const MINUTE_MS = 60_000;

/** "just now", "{n} minutes ago", "{n} hours ago", "{n} days ago"; null from a week on. */
function timeAgo(then: number, now: number): string | null {
  const minutes = Math.max(0, Math.floor((now - then) / MINUTE_MS));
  if (minutes < 60) return minutes <= 1 ? 'just now' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  return null;
}

/** The learner's screens (sessions, recent activity): relative time, from a week on the date in the reader's locale. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  return timeAgo(then.getTime(), now.getTime()) ?? then.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

// Made on first use, not as the module loads: a browser's first date format loads the locale's data
// (about 12 ms on a fast machine), which every page's start would otherwise wait for, dates or not.
let dateFormat: Intl.DateTimeFormat | undefined;

/** A date as "Mar 3, 2026"; "—" when there is none or it cannot be read. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  return dateFormat.format(date);
}

/** The admin's tables (last active, last activity, failed e-mails): "Never" when there is no time, relative time, from a week on `formatDate`. */
export function relativeTimeOrNever(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return 'Never';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return 'Never';
  return timeAgo(time, now) ?? formatDate(iso);
}

export const ACCESS_LEVEL_LABELS: Record<CourseListItemDto['accessLevel'], string> = {
  all: 'All Users',
  recruitpro: 'RecruitPro',
  jobseeker: 'Job Seeker',
  admin: 'Admin',
};

/** Integer hundredths of a credit as people write them: 300 → "3", 125 → "1.25", 250 → "2.5" (docs/product-rules.md#continuing-education-credits). */
export function formatCredits(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const rest = Math.abs(hundredths % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Credits typed by a person ("1.25", "2,5", " 3 ") as integer hundredths; null when it is not a number with at most two decimals. */
export function parseCredits(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
