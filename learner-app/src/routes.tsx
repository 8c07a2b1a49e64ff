import { lazy, Suspense, type ComponentType } from 'react';
import {
  Navigate,
  Outlet,
  redirect,
  useLocation,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { api, type UserDto } from '@academy/api';
import { afterSignInPath, RETURN_TO_PARAM, signInPath, useSession, type KnownSession, type RouteContext } from '@academy/ui';
import { PageSpinner } from './components/PageSpinner';
import { LandingPage } from './pages/LandingPage';
import { useSignInAgainWhenSessionEnds } from './lib/useSignInAgainWhenSessionEnds';
import { openingLesson } from './pages/learn/outline';
import { reviewPageArgs } from './lib/reviews';
import { isPathSlug, parseId } from './lib/route-params';
import { communityArgs, lessonQuestionsArgs, notificationsArgs, threadArgs } from './lib/discussionArgs';

type Dispatch = RouteContext['dispatch'];
type PageModule<Props> = { default: ComponentType<Props> };
type SignedInProps = { user: UserDto };

// The dashboard is `/` for signed-in users only: a visitor's `/` (the landing page) does not load it.
// Its chunk is named by the route's id (`home`), as every page's is.
const loadDashboardPage = () => import(/* webpackChunkName: "home" */ './pages/dashboard/DashboardPage');
const DashboardPage = lazy(loadDashboardPage);

/** A page anyone may open: the router loads its module (`lazy`) before it shows the route. */
function page(load: () => Promise<PageModule<object>>): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default });
}

/** A page only signed-in users may open: a visitor is sent to /auth with `returnTo`, and comes back after signing in. */
function signedInPage(load: () => Promise<PageModule<SignedInProps>>): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { default: Page } = await load();
    return {
      Component: function SignedInOnly() {
        const session = useSession();
        const location = useLocation();
        // Signing out leads elsewhere on its own (to /auth): no sign-in link back to this page meanwhile.
        const leaving = useNavigation().state !== 'idle';
        if (session.status === 'loading' || (session.status === 'visitor' && leaving)) return <PageSpinner />;
        if (session.status === 'visitor') return <Navigate to={signInPath(location)} replace />;
        return <Page user={session.user} />;
      },
    };
  };
}

/** A visitor's page that a signed-in user does not need: they get `SignedIn` instead. */
function visitorPage(load: () => Promise<PageModule<object>>, SignedIn: ComponentType<SignedInProps>): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { default: Page } = await load();
    return {
      Component: function VisitorsOnly() {
        const session = useSession();
        if (session.status === 'signed-in') return <SignedIn user={session.user} />;
        return <Page />;
      },
    };
  };
}

/** /auth for a signed-in user, also the end of a successful sign-in or sign-up: go where they wanted, else home. */
function RedirectAfterSignIn({ user }: SignedInProps) {
  const [searchParams] = useSearchParams();
  return <Navigate to={afterSignInPath(user, searchParams.get(RETURN_TO_PARAM))} replace />;
}

/** Signed in, "Forgot password?" leads to the account settings, where the password changes. */
function RedirectToAccount() {
  return <Navigate to="/account" replace />;
}

/** `/`: the landing page for visitors, the dashboard for signed-in users. */
function HomePage() {
  const session = useSession();
  if (session.status !== 'signed-in') return <LandingPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <DashboardPage user={session.user} />
    </Suspense>
  );
}

/** Signed-in pages only: its code (the celebration's state, which the players' completions set) loads with the first of them. */
const FirstCertificateCelebration = lazy(() =>
  import('./components/FirstCertificateCelebration').then(({ FirstCertificateCelebration }) => ({ default: FirstCertificateCelebration })),
);

/** Around every learner page: the first-certificate celebration, and sign-in again when a completion finds the session ended. */
function LearnerLayout() {
  useSignInAgainWhenSessionEnds();
  const session = useSession();
  return (
    <>
      {session.status === 'signed-in' ? (
        <Suspense fallback={null}>
          <FirstCertificateCelebration />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}

/**
 * A route's loader: starts the page's queries, with the exact arguments its hooks use, and returns at
 * once (the page shows its own loading state; RTK Query keeps the answers). `prefetch` gets the
 * route's parameters and, for queries that differ between visitors and signed-in users, the session
 * once known. A signed-in-only page's queries start without waiting for it (a visitor's come back 401
 * and are never shown: the route sends visitors to /auth).
 */
function loads(
  context: RouteContext,
  prefetch: (params: LoaderFunctionArgs['params'], dispatch: Dispatch, session: () => Promise<KnownSession>) => void,
) {
  return ({ params }: LoaderFunctionArgs) => {
    prefetch(params, context.dispatch, context.session);
    return null;
  };
}

/**
 * A visitor's page's loader: a user known to be signed in is sent on (the server, which knows the
 * session before the routes load, answers with the redirect). The page itself sends on a user who
 * turns out to be signed in, or signs in while on it.
 */
function redirectSignedIn(context: RouteContext, target: (user: UserDto, url: URL) => string) {
  return ({ request }: LoaderFunctionArgs) => {
    const session = context.currentSession();
    if (session.status === 'signed-in') throw redirect(target(session.user, new URL(request.url)));
    return null;
  };
}

/** A course, for the course page and the checkout: the public view for visitors, the signed-in view otherwise. */
function prefetchCourse(id: number, dispatch: Dispatch, session: KnownSession) {
  if (session.status === 'signed-in') dispatch(api.util.prefetch('getCourse', { id }, {}));
  else dispatch(api.util.prefetch('getPublicCourse', { id }, {}));
}

/** The id parameter of a route, or null when it is not an id (the page shows its not-found state). */
const idOf = (params: LoaderFunctionArgs['params'], name = 'id') => parseId(params[name]);

/**
 * The learner app's routes, exposed as `learner/routes` and added by the shell under its root route
 * (paths relative to `/`). Each route is written once here: its path, its page's code (`lazy`, one
 * chunk per page, named by the route's id for the server's preload hints) and its first data (`loader`).
 */
export function routes(context: RouteContext): RouteObject[] {
  const { NotFound } = context;
  return [
    {
      id: 'learner',
      Component: LearnerLayout,
      children: [
        {
          id: 'home',
          index: true,
          Component: HomePage,
          loader: loads(context, (_params, dispatch, session) => {
            void session().then((known) => {
              if (known.status === 'signed-in') {
                loadDashboardPage().catch(() => undefined);
                dispatch(api.util.prefetch('getDashboard', undefined, {}));
                dispatch(api.util.prefetch('listMyPaths', undefined, {}));
              } else dispatch(api.util.prefetch('listPublicCourses', undefined, {}));
            });
          }),
        },
        {
          id: 'auth',
          path: 'auth',
          lazy: visitorPage(() => import(/* webpackChunkName: "auth" */ './pages/auth/AuthPage'), RedirectAfterSignIn),
          loader: redirectSignedIn(context, (user, url) => afterSignInPath(user, url.searchParams.get(RETURN_TO_PARAM))),
        },
        {
          id: 'forgot-password',
          path: 'forgot-password',
          lazy: visitorPage(() => import(/* webpackChunkName: "forgot-password" */ './pages/auth/ForgotPasswordPage'), RedirectToAccount),
          loader: redirectSignedIn(context, () => '/account'),
        },
        {
          id: 'reset-password',
          path: 'reset-password',
          lazy: page(() => import(/* webpackChunkName: "reset-password" */ './pages/auth/ResetPasswordPage')),
        },
        {
          id: 'verify-email',
          path: 'verify-email',
          lazy: page(() => import(/* webpackChunkName: "verify-email" */ './pages/auth/VerifyEmailPage')),
        },
        {
          id: 'confirm-email-change',
          path: 'confirm-email-change',
          lazy: page(() => import(/* webpackChunkName: "confirm-email-change" */ './pages/auth/ConfirmEmailChangePage')),
        },
        {
          id: 'courses',
          path: 'courses',
          lazy: page(() => import(/* webpackChunkName: "courses" */ './pages/courses/CourseListPage')),
          loader: loads(context, (_params, dispatch, session) => {
            void session().then((known) =>
              dispatch(api.util.prefetch(known.status === 'signed-in' ? 'listCourses' : 'listPublicCourses', undefined, {})),
            );
            dispatch(api.util.prefetch('listPaths', undefined, {}));
          }),
        },
        {
          id: 'course',
          path: 'courses/:id',
          lazy: page(() => import(/* webpackChunkName: "course" */ './pages/courses/CourseDetailPage')),
          loader: loads(context, (params, dispatch, session) => {
            const id = idOf(params);
            if (id === null) return;
            void session().then((known) => prefetchCourse(id, dispatch, known));
            dispatch(api.util.prefetch('listReviews', reviewPageArgs(id), {}));
            dispatch(api.util.prefetch('listCoursePaths', { id }, {}));
            dispatch(api.util.prefetch('listCourseCredits', { id }, {}));
          }),
        },
        {
          id: 'lesson-preview',
          path: 'courses/:id/preview/:lessonId',
          lazy: page(() => import(/* webpackChunkName: "lesson-preview" */ './pages/preview/LessonPreviewPage')),
          loader: loads(context, (params, dispatch, session) => {
            const id = idOf(params);
            const lessonId = idOf(params, 'lessonId');
            if (id === null || lessonId === null) return;
            void session().then((known) => {
              prefetchCourse(id, dispatch, known);
              if (known.status === 'signed-in') dispatch(api.util.prefetch('getLesson', { id: lessonId }, {}));
              else dispatch(api.util.prefetch('getPreviewLesson', { id: lessonId }, {}));
            });
          }),
        },
        {
          id: 'learn',
          path: 'courses/:id/learn',
          lazy: signedInPage(() => import(/* webpackChunkName: "learn" */ './pages/learn/LearnPage')),
          loader: loads(context, (params, dispatch) => {
            const id = idOf(params);
            if (id === null) return;
            // The outline, then the lesson the page opens at (the lesson panel's own query).
            void dispatch(api.endpoints.getLearnView.initiate({ id }, { subscribe: false })).then(({ data }) => {
              const opening = data && openingLesson(data);
              if (opening) dispatch(api.util.prefetch('getLesson', { id: opening.id }, {}));
            });
          }),
        },
        {
          id: 'checkout',
          path: 'checkout/:id',
          lazy: page(() => import(/* webpackChunkName: "checkout" */ './pages/checkout/CheckoutPage')),
          loader: loads(context, (params, dispatch, session) => {
            const id = idOf(params);
            if (id !== null) void session().then((known) => prefetchCourse(id, dispatch, known));
          }),
        },
        {
          id: 'path-checkout',
          path: 'checkout/paths/:slug',
          lazy: page(() => import(/* webpackChunkName: "path-checkout" */ './pages/checkout/PathCheckoutPage')),
          loader: loads(context, ({ slug }, dispatch) => {
            if (!isPathSlug(slug)) return;
            dispatch(api.util.prefetch('getPath', { slug }, {}));
            dispatch(api.util.prefetch('getPathPurchase', { slug }, {}));
          }),
        },
        {
          id: 'path',
          path: 'paths/:slug',
          lazy: page(() => import(/* webpackChunkName: "path" */ './pages/paths/PathPage')),
          loader: loads(context, ({ slug }, dispatch) => {
            if (!isPathSlug(slug)) return;
            dispatch(api.util.prefetch('getPath', { slug }, {}));
            // The purchase panel's price and access, and what the path's certificate earns, so that a visitor's page arrives with them rendered.
            dispatch(api.util.prefetch('getPathPurchase', { slug }, {}));
            dispatch(api.util.prefetch('listPathCredits', { slug }, {}));
          }),
        },
        {
          id: 'certificate',
          path: 'certificates/:code',
          lazy: page(() => import(/* webpackChunkName: "certificate" */ './pages/certificate/CertificatePage')),
          loader: loads(context, ({ code }, dispatch) => {
            if (code) dispatch(api.util.prefetch('verifyCertificate', { code }, {}));
          }),
        },
        {
          id: 'team-invite',
          path: 'team-invites/:token',
          lazy: page(() => import(/* webpackChunkName: "team-invite" */ './pages/teams/TeamInvitePage')),
          loader: loads(context, ({ token }, dispatch) => {
            // The page puts the token into the API path encoded, from the router's decoded parameter.
            if (token) dispatch(api.util.prefetch('getTeamInvite', { token: encodeURIComponent(token) }, {}));
          }),
        },
        {
          id: 'downloads',
          path: 'downloads',
          lazy: signedInPage(() => import(/* webpackChunkName: "downloads" */ './pages/downloads/DownloadsPage')),
          loader: loads(context, (_params, dispatch) => dispatch(api.util.prefetch('listDownloads', undefined, {}))),
        },
        {
          id: 'lesson',
          path: 'lessons/:id',
          lazy: signedInPage(() => import(/* webpackChunkName: "lesson" */ './pages/lesson/LessonPage')),
          loader: loads(context, (params, dispatch) => {
            const id = idOf(params);
            if (id === null) return;
            // The lesson, then what the page asks for once it has it: its course (previous and next) and its quiz.
            void dispatch(api.endpoints.getLesson.initiate({ id }, { subscribe: false })).then(({ data }) => {
              if (!data) return;
              dispatch(api.util.prefetch('getCourse', { id: data.courseId }, {}));
              if (data.hasQuiz && data.canAccessContent) dispatch(api.util.prefetch('getLessonQuiz', { id }, {}));
              if (data.canAccessContent) dispatch(api.util.prefetch('listLessonThreads', lessonQuestionsArgs(id), {}));
            });
          }),
        },
        {
          id: 'account',
          path: 'account',
          lazy: signedInPage(() => import(/* webpackChunkName: "account" */ './pages/account/AccountPage')),
        },
        {
          id: 'my-credits',
          path: 'account/credits',
          lazy: signedInPage(() => import(/* webpackChunkName: "my-credits" */ './pages/credits/MyCreditsPage')),
          loader: loads(context, (_params, dispatch) => dispatch(api.util.prefetch('getMyCredits', undefined, {}))),
        },
        {
          id: 'my-certificates',
          path: 'certificates',
          lazy: signedInPage(() => import(/* webpackChunkName: "my-certificates" */ './pages/certificate/MyCertificatesPage')),
          loader: loads(context, (_params, dispatch) => dispatch(api.util.prefetch('listMyCertificates', undefined, {}))),
        },
        {
          id: 'teams',
          path: 'teams',
          lazy: signedInPage(() => import(/* webpackChunkName: "teams" */ './pages/teams/TeamsPage')),
          loader: loads(context, (_params, dispatch) => dispatch(api.util.prefetch('listMyTeams', undefined, {}))),
        },
        {
          id: 'team',
          path: 'teams/:id',
          lazy: signedInPage(() => import(/* webpackChunkName: "team" */ './pages/teams/TeamPage')),
          loader: loads(context, (params, dispatch) => {
            const id = idOf(params);
            if (id !== null) dispatch(api.util.prefetch('getTeam', { id }, {}));
          }),
        },
        {
          id: 'course-discussions',
          path: 'courses/:id/discussions',
          lazy: signedInPage(() => import(/* webpackChunkName: "course-discussions" */ './pages/discussions/CommunityPage')),
          loader: loads(context, (params, dispatch) => {
            const id = idOf(params);
            if (id === null) return;
            dispatch(api.util.prefetch('getCourse', { id }, {}));
            dispatch(api.util.prefetch('listCourseThreads', communityArgs(id), {}));
          }),
        },
        {
          id: 'discussion-thread',
          path: 'courses/:id/discussions/:threadId',
          lazy: signedInPage(() => import(/* webpackChunkName: "discussion-thread" */ './pages/discussions/ThreadPage')),
          loader: loads(context, (params, dispatch) => {
            const threadId = idOf(params, 'threadId');
            if (threadId !== null) dispatch(api.util.prefetch('getThread', threadArgs(threadId), {}));
          }),
        },
        {
          id: 'notifications',
          path: 'notifications',
          lazy: signedInPage(() => import(/* webpackChunkName: "notifications" */ './pages/discussions/NotificationsPage')),
          loader: loads(context, (_params, dispatch) => dispatch(api.util.prefetch('listNotifications', notificationsArgs, {}))),
        },
        {
          // The link of every discussion e-mail: works signed out.
          id: 'discussions-unsubscribe',
          path: 'discussions/unsubscribe',
          lazy: page(() => import(/* webpackChunkName: "discussions-unsubscribe" */ './pages/discussions/UnsubscribePage')),
          loader: ({ request }: LoaderFunctionArgs) => {
            const token = new URL(request.url).searchParams.get('token');
            if (token) context.dispatch(api.util.prefetch('getUnsubscribe', { token }, {}));
            return null;
          },
        },
        { id: 'not-found', path: '*', Component: NotFound },
      ],
    },
  ];
}
