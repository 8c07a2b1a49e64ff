import { adminApi, type ListPostReportsApiArg } from '@academy/api/admin';
import type { RouteContext } from '@academy/ui';

// What /admin/discussions asks first: the route's loader starts it with the arguments the page's hook uses.

/** Reports per page: the API pages reports, not posts, so a generous page keeps a post's reports together. */
export const REPORTS_PAGE_SIZE = 50;

/** The reports queue's page, from the address (`?page=`; the first without one). */
export function reportsPageArgs(params: URLSearchParams): Required<ListPostReportsApiArg> {
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  return { page, pageSize: REPORTS_PAGE_SIZE };
}

/** Starts the open reports of `/admin/discussions?…`. */
export function prefetchDiscussionReports(dispatch: RouteContext['dispatch'], params: URLSearchParams): void {
  dispatch(adminApi.util.prefetch('listPostReports', reportsPageArgs(params), {}));
}
