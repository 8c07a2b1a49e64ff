import { api } from '@academy/api';
import type { KnownSession, RoutePreload } from '@academy/ui';
import { isPathSlug } from './lib/paths';
import { reviewPageArgs } from './lib/reviews';
import { decodeSegment, parseId } from './lib/route-params';
import {
  loadAccountPage,
  loadAuthPage,
  loadCertificatePage,
  loadCheckoutPage,
  loadCourseDetailPage,
  loadCourseListPage,
  loadDashboardPage,
  loadDownloadsPage,
  loadLearnPage,
  loadLessonPage,
  loadLessonPreviewPage,
  loadPathCheckoutPage,
  loadMyCertificatesPage,
  loadPathPage,
  loadMyCreditsPage,
  loadTeamInvitePage,
  loadTeamPage,
  loadTeamsPage,
} from './pages/pageModules';

type Dispatch = RoutePreload['dispatch'];

/** Starts loading a page's code; a failure shows when the route renders it (React.lazy loads it again). */
function start(load: (() => Promise<unknown>) | undefined): void {
  load?.().catch(() => undefined);
}

interface RoutePlan {
  /** The page's code, for visitors and signed-in users alike. */
  page?: () => Promise<unknown>;
  /** Signed-in only routes: their code and main query start without waiting for GET /api/user. */
  signedInOnly?: { page: () => Promise<unknown>; prefetch?: (dispatch: Dispatch) => void };
  /** Once the session is known: the page that depends on it and its main query (the arguments the page's hook uses). */
  whenKnown?: (session: KnownSession, dispatch: Dispatch) => void;
}

/** A course, for the course page and the checkout: the public view for visitors, the signed-in view otherwise. */
function prefetchCourse(id: number) {
  return (session: KnownSession, dispatch: Dispatch) => {
    if (session.status === 'signed-in') dispatch(api.util.prefetch('getCourse', { id }, {}));
    else dispatch(api.util.prefetch('getPublicCourse', { id }, {}));
  };
}

/** A free preview lesson and its course: the public views for visitors, the signed-in views otherwise. */
function prefetchPreview(courseId: number, lessonId: number) {
  return (session: KnownSession, dispatch: Dispatch) => {
    prefetchCourse(courseId)(session, dispatch);
    if (session.status === 'signed-in') dispatch(api.util.prefetch('getLesson', { id: lessonId }, {}));
    else dispatch(api.util.prefetch('getPreviewLesson', { id: lessonId }, {}));
  };
}

function planFor(pathname: string): RoutePlan {
  const [first, second, third, fourth, ...rest] = pathname.split('/').filter(Boolean);
  if (rest.length > 0) return {};
  const id = parseId(second);
  if (fourth !== undefined) {
    const lessonId = parseId(fourth);
    if (first === 'courses' && id !== null && third === 'preview' && lessonId !== null)
      return { page: loadLessonPreviewPage, whenKnown: prefetchPreview(id, lessonId) };
    return {};
  }
  if (first === undefined) {
    return {
      whenKnown: (session, dispatch) => {
        if (session.status === 'signed-in') {
          start(loadDashboardPage);
          dispatch(api.util.prefetch('getDashboard', undefined, {}));
          dispatch(api.util.prefetch('listMyPaths', undefined, {}));
        } else dispatch(api.util.prefetch('listPublicCourses', undefined, {}));
      },
    };
  }
  if (first === 'courses' && second === undefined) {
    return {
      page: loadCourseListPage,
      whenKnown: (session, dispatch) => {
        dispatch(api.util.prefetch(session.status === 'signed-in' ? 'listCourses' : 'listPublicCourses', undefined, {}));
        dispatch(api.util.prefetch('listPaths', undefined, {}));
      },
    };
  }
  if (first === 'courses' && id !== null && third === undefined) {
    return {
      page: loadCourseDetailPage,
      whenKnown: (session, dispatch) => {
        prefetchCourse(id)(session, dispatch);
        dispatch(api.util.prefetch('listReviews', reviewPageArgs(id), {}));
        dispatch(api.util.prefetch('listCoursePaths', { id }, {}));
        dispatch(api.util.prefetch('listCourseCredits', { id }, {}));
      },
    };
  }
  if (first === 'courses' && id !== null && third === 'learn') {
    return { signedInOnly: { page: loadLearnPage, prefetch: (dispatch) => dispatch(api.util.prefetch('getLearnView', { id }, {})) } };
  }
  if (first === 'checkout' && second === 'paths' && third !== undefined) {
    // A path's checkout: the path and its price, both by its slug.
    const slug = decodeSegment(third);
    return {
      page: loadPathCheckoutPage,
      whenKnown: (_session, dispatch) => {
        if (!isPathSlug(slug)) return;
        dispatch(api.util.prefetch('getPath', { slug }, {}));
        dispatch(api.util.prefetch('getPathPurchase', { slug }, {}));
      },
    };
  }
  if (third !== undefined) return {};
  if (first === 'checkout' && id !== null) return { page: loadCheckoutPage, whenKnown: prefetchCourse(id) };
  // The lesson page asks for its lesson on every visit (refetchOnMountOrArgChange): its code only.
  if (first === 'lessons' && id !== null) return { signedInOnly: { page: loadLessonPage } };
  if (first === 'downloads' && second === undefined) {
    return {
      signedInOnly: { page: loadDownloadsPage, prefetch: (dispatch) => dispatch(api.util.prefetch('listDownloads', undefined, {})) },
    };
  }
  if (first === 'account' && second === undefined) return { signedInOnly: { page: loadAccountPage } };
  if (first === 'certificates' && second === undefined) {
    return {
      signedInOnly: {
        page: loadMyCertificatesPage,
        prefetch: (dispatch) => dispatch(api.util.prefetch('listMyCertificates', undefined, {})),
      },
    };
  }
  if (first === 'account' && second === 'credits') {
    return {
      signedInOnly: { page: loadMyCreditsPage, prefetch: (dispatch) => dispatch(api.util.prefetch('getMyCredits', undefined, {})) },
    };
  }
  if (first === 'teams' && second === undefined) {
    return { signedInOnly: { page: loadTeamsPage, prefetch: (dispatch) => dispatch(api.util.prefetch('listMyTeams', undefined, {})) } };
  }
  // The team page asks for its team on every visit (refetchOnMountOrArgChange): its code only.
  if (first === 'teams' && id !== null) return { signedInOnly: { page: loadTeamPage } };
  if (first === 'team-invites' && second !== undefined) {
    // The page puts the token into the API path encoded, from the router's decoded parameter.
    const token = encodeURIComponent(decodeSegment(second));
    return { page: loadTeamInvitePage, whenKnown: (_session, dispatch) => dispatch(api.util.prefetch('getTeamInvite', { token }, {})) };
  }
  if (first === 'paths' && second !== undefined) {
    const slug = second;
    return {
      page: loadPathPage,
      whenKnown: (_session, dispatch) => {
        if (!isPathSlug(slug)) return;
        dispatch(api.util.prefetch('getPath', { slug }, {}));
        // The purchase panel's price and access, and what the path's certificate earns, so that a visitor's page arrives with them rendered.
        dispatch(api.util.prefetch('getPathPurchase', { slug }, {}));
        dispatch(api.util.prefetch('listPathCredits', { slug }, {}));
      },
    };
  }
  if (first === 'auth' && second === undefined) return { page: loadAuthPage };
  if (first === 'certificates' && second !== undefined) {
    const code = decodeSegment(second);
    return { page: loadCertificatePage, whenKnown: (_session, dispatch) => dispatch(api.util.prefetch('verifyCertificate', { code }, {})) };
  }
  return {};
}

/**
 * Called by the shell at start-up once the routes are loaded, usually while GET /api/user is on its
 * way: starts loading the code of the route's page and its main query, so that they do not wait for
 * the session, the routes and the page one after another. A signed-in-only route's query starts at once (a visitor's comes back 401 and is
 * never shown: the route sends visitors to /auth); a query that depends on the session waits for it.
 */
export function preloadRoute({ pathname, session, dispatch }: RoutePreload): void {
  const plan = planFor(pathname);
  start(plan.page);
  if (plan.signedInOnly) {
    start(plan.signedInOnly.page);
    plan.signedInOnly.prefetch?.(dispatch);
  }
  if (plan.whenKnown) {
    const whenKnown = plan.whenKnown;
    void session.then((known) => whenKnown(known, dispatch));
  }
}

/**
 * On the server, for a visitor's page: starts the route's queries (the same ones, with the same
 * arguments, as in the browser) and returns its page's code, which the renderer waits for.
 */
export function prefetchVisitorPage(pathname: string, dispatch: Dispatch): Promise<unknown> {
  const plan = planFor(pathname);
  plan.whenKnown?.({ status: 'visitor' }, dispatch);
  return plan.page?.() ?? Promise.resolve();
}
