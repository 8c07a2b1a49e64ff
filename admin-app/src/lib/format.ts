import type { CourseListItemDto, LessonOutlineDto, UserDto } from '@academy/api';

export type AccessLevel = CourseListItemDto['accessLevel'];
export type PaymentType = CourseListItemDto['paymentType'];
export type LessonType = LessonOutlineDto['type'];
export type Role = UserDto['role'];

export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  all: 'All Users',
  recruitpro: 'RecruitPro',
  jobseeker: 'Job Seeker',
  admin: 'Admin',
};

export const ACCESS_LEVEL_OPTIONS = (Object.keys(ACCESS_LEVEL_LABELS) as AccessLevel[]).map((value) => ({
  value,
  label: ACCESS_LEVEL_LABELS[value],
}));

export const PAYMENT_TYPE_OPTIONS: { value: PaymentType; label: string }[] = [
  { value: 'one_time', label: 'One-time payment' },
  { value: 'subscription', label: 'Monthly subscription' },
];

export const LESSON_TYPE_LABELS: Record<LessonType, string> = {
  video: 'Video Lesson',
  text: 'Text Lesson',
  download: 'Downloadable Resource',
  quiz: 'Quiz',
};

export const LESSON_TYPE_OPTIONS = (Object.keys(LESSON_TYPE_LABELS) as LessonType[]).map((value) => ({
  value,
  label: LESSON_TYPE_LABELS[value],
}));

/** Integer cents as `$X.XX`. */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The admin table's price cell: 'Free', '$X.XX', or '$X.XX/month' for a subscription. */
export function priceLabel(course: Pick<CourseListItemDto, 'isPaid' | 'price' | 'paymentType'>): string {
  if (!course.isPaid) return 'Free';
  return `${dollars(course.price)}${course.paymentType === 'subscription' ? '/month' : ''}`;
}

/** The spec's slug rule: the title lowercased with spaces turned into hyphens. */
export function slugPreview(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Dollars typed in the form (step 0.01) as integer cents. */
export function toCents(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE.format(date);
}

/** Spec section 9: under 60 minutes in minutes, under 24 hours in hours, under 7 days in days, otherwise a date. */
export function relativeTime(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return 'Never';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return 'Never';
  const minutes = Math.max(0, Math.floor((now - time) / 60_000));
  if (minutes < 60) return minutes <= 1 ? 'just now' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  return formatDate(iso);
}

/** Visually hidden but read by screen readers (table captions). */
export const srOnly: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar date 'YYYY-MM-DD' (no time zone shift). */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}
