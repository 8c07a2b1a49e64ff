import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import type { UserDto } from '@academy/api';
import { afterSignInPath, RETURN_TO_PARAM, signInPath, useSession, type RemoteAppProps } from '@academy/ui';
import { PageSpinner } from './components/PageSpinner';
import { LandingPage } from './pages/LandingPage';
import { FirstCertificateCelebration } from './components/FirstCertificateCelebration';
import { useSignInAgainWhenSessionEnds } from './lib/useSignInAgainWhenSessionEnds';
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

// Lazy: the landing page (the visitor's first page) does not load them.
const AuthPage = lazy(loadAuthPage);
const DashboardPage = lazy(loadDashboardPage);
const CourseListPage = lazy(loadCourseListPage);
const CourseDetailPage = lazy(loadCourseDetailPage);
const DownloadsPage = lazy(loadDownloadsPage);
const LearnPage = lazy(loadLearnPage);
const LessonPage = lazy(loadLessonPage);
const LessonPreviewPage = lazy(loadLessonPreviewPage);
const CertificatePage = lazy(loadCertificatePage);
const MyCertificatesPage = lazy(loadMyCertificatesPage);
const CheckoutPage = lazy(loadCheckoutPage);
const PathCheckoutPage = lazy(loadPathCheckoutPage);
const PathPage = lazy(loadPathPage);
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/auth/VerifyEmailPage'));
const ConfirmEmailChangePage = lazy(() => import('./pages/auth/ConfirmEmailChangePage'));
const AccountPage = lazy(loadAccountPage);
const MyCreditsPage = lazy(loadMyCreditsPage);
const TeamsPage = lazy(loadTeamsPage);
const TeamPage = lazy(loadTeamPage);
const TeamInvitePage = lazy(loadTeamInvitePage);

export { preloadRoute as preload } from './preload';

/**
 * Paths only signed-in users may open. A visitor is sent to /auth with `returnTo`, and comes back
 * here after signing in. Each one's page joins SignedInRoutes when its issue lands.
 */
const SIGNED_IN_ONLY_PATHS = [
  'downloads',
  'lessons/:id',
  'courses/:id/learn',
  'account',
  'account/credits',
  'teams',
  'teams/:id',
  'certificates',
];

function RedirectToSignIn() {
  const location = useLocation();
  return <Navigate to={signInPath(location)} replace />;
}

/** /auth for a signed-in user, also the end of a successful sign-in or sign-up: go where they wanted, else home. */
function RedirectAfterSignIn({ user }: { user: UserDto }) {
  const [searchParams] = useSearchParams();
  return <Navigate to={afterSignInPath(user, searchParams.get(RETURN_TO_PARAM))} replace />;
}

/**
 * Visitor route set: landing, sign-in/sign-up, "Forgot password?" and the pages of e-mailed links;
 * the signed-in-only paths lead to /auth.
 */
function VisitorRoutes({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path="auth" element={<AuthPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="verify-email" element={<VerifyEmailPage />} />
      <Route path="confirm-email-change" element={<ConfirmEmailChangePage />} />
      <Route path="courses" element={<CourseListPage />} />
      <Route path="courses/:id" element={<CourseDetailPage />} />
      <Route path="courses/:id/preview/:lessonId" element={<LessonPreviewPage />} />
      <Route path="checkout/:id" element={<CheckoutPage />} />
      <Route path="checkout/paths/:slug" element={<PathCheckoutPage />} />
      <Route path="paths/:slug" element={<PathPage />} />
      <Route path="certificates/:code" element={<CertificatePage />} />
      <Route path="team-invites/:token" element={<TeamInvitePage />} />
      {SIGNED_IN_ONLY_PATHS.map((path) => (
        <Route key={path} path={path} element={<RedirectToSignIn />} />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}

/**
 * Signed-in route set: `/` is the dashboard; /auth leads home, /forgot-password to the account
 * settings (where the password changes). The e-mailed links work signed in too.
 */
function SignedInRoutes({ user, notFound }: RemoteAppProps & { user: UserDto }) {
  return (
    <Routes>
      <Route index element={<DashboardPage user={user} />} />
      <Route path="auth" element={<RedirectAfterSignIn user={user} />} />
      <Route path="account" element={<AccountPage user={user} />} />
      <Route path="account/credits" element={<MyCreditsPage />} />
      <Route path="forgot-password" element={<Navigate to="/account" replace />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="verify-email" element={<VerifyEmailPage />} />
      <Route path="confirm-email-change" element={<ConfirmEmailChangePage />} />
      <Route path="courses" element={<CourseListPage />} />
      <Route path="courses/:id" element={<CourseDetailPage />} />
      <Route path="courses/:id/preview/:lessonId" element={<LessonPreviewPage />} />
      <Route path="checkout/:id" element={<CheckoutPage />} />
      <Route path="checkout/paths/:slug" element={<PathCheckoutPage />} />
      <Route path="paths/:slug" element={<PathPage />} />
      <Route path="downloads" element={<DownloadsPage />} />
      <Route path="courses/:id/learn" element={<LearnPage />} />
      <Route path="lessons/:id" element={<LessonPage />} />
      <Route path="certificates" element={<MyCertificatesPage />} />
      <Route path="certificates/:code" element={<CertificatePage />} />
      <Route path="teams" element={<TeamsPage />} />
      <Route path="teams/:id" element={<TeamPage user={user} />} />
      <Route path="team-invites/:token" element={<TeamInvitePage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}

/**
 * Exposed as `learner/routes`. Rendered by the shell under `/*`, so paths here are relative to
 * `/`. The route set depends on the cached GET /api/user answer, requested by the host (the
 * shell's auth gate, which has already waited for it; standalone, bootstrap.tsx).
 */
export default function LearnerRoutes({ notFound }: RemoteAppProps) {
  useSignInAgainWhenSessionEnds();
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      {session.status === 'signed-in' ? <FirstCertificateCelebration /> : null}
      {session.status === 'signed-in' ? <SignedInRoutes user={session.user} notFound={notFound} /> : <VisitorRoutes notFound={notFound} />}
    </Suspense>
  );
}
