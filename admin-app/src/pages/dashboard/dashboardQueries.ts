import { adminApi, type SearchCoursesApiArg } from '@academy/api/admin';
import type { RouteContext } from '@academy/ui';
import { ACCESS_LEVEL_OPTIONS } from '../../lib/format';
import { queryArgs, readTableState, type TableSpec } from '../../lib/tableState';

// What /admin asks first, apart from its components: the route's loader starts these queries with
// the same arguments the page's hooks use, before the admin app's code has arrived.

/** The summary cards read only the totals. */
export const SUMMARY = { page: 1, pageSize: 1 };

export const TAB_KEYS = ['courses', 'video-platforms', 'users', 'downloads', 'instructors', 'coupons', 'teams', 'analytics'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** The open tab, from the address (`?tab=`; the courses tab without one). */
export function openTab(params: URLSearchParams): TabKey {
  return TAB_KEYS.find((key) => key === params.get('tab')) ?? 'courses';
}

export type CourseFilter = 'accessLevel' | 'pricing';
export type CourseSort = NonNullable<SearchCoursesApiArg['sort']>;

export const PRICING_OPTIONS = [
  { value: 'free', label: 'Free' },
  { value: 'one_time', label: 'One-time payment' },
  { value: 'subscription', label: 'Monthly subscription' },
];

/** The Courses table's search, filters, sort and page in the address (`courses.q`, `courses.pricing`, ...). */
export const COURSES_TABLE: TableSpec<CourseFilter, CourseSort> = {
  prefix: 'courses',
  filters: { accessLevel: ACCESS_LEVEL_OPTIONS.map((option) => option.value), pricing: PRICING_OPTIONS.map((option) => option.value) },
  sorts: ['title', 'accessLevel', 'price', 'lessonCount', 'enrolledCount', 'createdAt'],
};

/** The Courses table's query arguments for the address. */
export function coursesTableArgs(params: URLSearchParams): SearchCoursesApiArg {
  return queryArgs(readTableState(params, COURSES_TABLE)) as SearchCoursesApiArg;
}

/** Starts the dashboard's summary and, on the courses tab, its table (`/admin?…`). */
export function prefetchDashboard(dispatch: RouteContext['dispatch'], params: URLSearchParams): void {
  dispatch(adminApi.util.prefetch('searchUsers', SUMMARY, {}));
  dispatch(adminApi.util.prefetch('searchCourses', SUMMARY, {}));
  dispatch(adminApi.util.prefetch('searchDownloads', SUMMARY, {}));
  if (openTab(params) === 'courses') dispatch(adminApi.util.prefetch('searchCourses', coursesTableArgs(params), {}));
}
