import type { CourseListItemDto, LessonOutlineDto, UserDto } from '@academy/api';
import { ACCESS_LEVEL_LABELS } from '@academy/ui';

export type AccessLevel = CourseListItemDto['accessLevel'];
export type PaymentType = CourseListItemDto['paymentType'];
export type LessonType = LessonOutlineDto['type'];
export type Role = UserDto['role'];

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
  practice: 'Practice conversation',
  scorm: 'SCORM package',
};

export const LESSON_TYPE_OPTIONS = (Object.keys(LESSON_TYPE_LABELS) as LessonType[]).map((value) => ({
  value,
  label: LESSON_TYPE_LABELS[value],
}));

/** How the admin's outlines name a module's drip (days after a learner's start): "Opens day 7". */
export function dripLabel(unlockAfterDays: number): string {
  return `Opens day ${unlockAfterDays}`;
}

/** The slug rule (docs/product-rules.md#course-catalogue): the title lowercased with spaces turned into hyphens. */
export function slugPreview(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Dollars typed in the form (step 0.01) as integer cents. */
export function toCents(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
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

/**
 * The date of an instant in UTC ("Mar 3, 2026"), as a certificate's page, PDF and e-mails state its
 * dates; "—" when there is none or it cannot be read.
 */
export function formatUtcDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? DAY.format(date) : '—';
}
