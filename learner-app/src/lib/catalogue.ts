/** Catalogue rules shared by the landing page, the course list, the course detail and the dashboard. */
import type { CourseDetailDto, CourseListItemDto, PublicCourseDto } from '@academy/api';
import { formatPrice } from '@academy/ui';
import { certificatePath } from './certificateLinks';

export type AccessLevel = PublicCourseDto['accessLevel'];

/** The course list's level filter: All Levels, then the three role levels (docs/product-rules.md#course-catalogue). */
export const LEVEL_FILTERS: { value: 'all-levels' | Exclude<AccessLevel, 'all'>; label: string }[] = [
  { value: 'all-levels', label: 'All Levels' },
  { value: 'recruitpro', label: 'RecruitPro' },
  { value: 'jobseeker', label: 'Job Seeker' },
  { value: 'admin', label: 'Admin' },
];

export type LevelFilter = (typeof LEVEL_FILTERS)[number]['value'];

export function isLevelFilter(value: string | null): value is LevelFilter {
  return LEVEL_FILTERS.some((filter) => filter.value === value);
}

type Searchable = Pick<PublicCourseDto, 'title' | 'description' | 'accessLevel'>;

/** Courses whose title or description contains `search` (case-insensitive) and whose access level matches. */
export function filterCourses<T extends Searchable>(courses: readonly T[], search: string, level: LevelFilter): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return courses.filter(
    (course) =>
      (level === 'all-levels' || course.accessLevel === level) &&
      (!needle || course.title.toLocaleLowerCase().includes(needle) || course.description.toLocaleLowerCase().includes(needle)),
  );
}

export interface CardAction {
  label: 'View Course' | 'Continue Learning' | 'View Certificate';
  to: string;
}

/**
 * The course card's button: 'View Certificate' once the learner holds the course's certificate
 * (issued when the last lesson is completed, i.e. at 100%), leading to it; otherwise to the course.
 */
export function courseCardAction(course: { id: number; isEnrolled?: boolean; certificateCode?: string | null }): CardAction {
  if (!course.isEnrolled) return { label: 'View Course', to: `/courses/${course.id}` };
  if (course.certificateCode) return { label: 'View Certificate', to: certificatePath(course.certificateCode) };
  return { label: 'Continue Learning', to: `/courses/${course.id}` };
}

/** How long access lasts: a free or once-bought course for good, a monthly subscription while it runs (docs/product-rules.md#payments-and-access). */
export function accessPromise(course: { isPaid?: boolean; paymentType: PublicCourseDto['paymentType'] }): string {
  return course.isPaid !== false && course.paymentType === 'subscription'
    ? 'Access for as long as you subscribe; cancel any time'
    : 'Lifetime access';
}

export type EnrolAction =
  | { kind: 'start'; label: 'Start Learning'; to: string }
  | { kind: 'enroll'; label: 'Enroll Now' }
  | { kind: 'checkout'; label: string; to: string };

/** The course detail's side-panel action: Start Learning, Enroll Now, Purchase or Subscribe for $X/month. */
export function enrolAction(course: Pick<CourseDetailDto, 'id' | 'isEnrolled' | 'isPaid' | 'price' | 'paymentType'>): EnrolAction {
  if (course.isEnrolled) return { kind: 'start', label: 'Start Learning', to: `/courses/${course.id}/learn` };
  if (!course.isPaid) return { kind: 'enroll', label: 'Enroll Now' };
  const label = course.paymentType === 'subscription' ? `Subscribe for ${formatPrice(course.price)}/month` : 'Purchase';
  return { kind: 'checkout', label, to: `/checkout/${course.id}` };
}

/** Number of enrolled courses in a signed-in list. */
export function enrolledCount(courses: readonly Pick<CourseListItemDto, 'isEnrolled'>[]): number {
  return courses.filter((course) => course.isEnrolled).length;
}

/** The course list's count, verbatim from docs/product-rules.md#course-catalogue ('{n} courses available', also for 1). */
export function coursesAvailable(count: number): string {
  return `${count} courses available`;
}

/** Initial letter for a course without a thumbnail. */
export function courseInitial(title: string): string {
  return (title.trim().charAt(0) || '?').toLocaleUpperCase();
}
