// First: the base styles come before every page's own, in the browser and in the server's stylesheet.
import './shell.css';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useRequestSession as useSession } from '@academy/ui';
import { FullPageSpinner } from './components/FullPageSpinner';
import { EmailVerificationBanner } from './components/EmailVerificationBanner';
import { NavBar, VisitorNavBar } from './components/NavBar';
import { RemoteRoutes } from './components/RemoteBoundary';
import { SkipLink } from './components/SkipLink';
import { TestPage } from './pages/TestPage';

/** The catalogue, a course and its checkout, a learning path: the pages a visitor browses, with the visitors' bar. */
const VISITOR_NAV_PATH = /^\/(courses(\/[^/]+)?|checkout\/[^/]+|paths\/[^/]+)\/?$/;

/**
 * Auth gate: one GET /api/user (not retried) decides the layout. Until its
 * first answer a full-page spinner; then signed-in users get the navigation bar above the routes
 * (and, until they confirm their e-mail address, a banner asking them to), visitors the visitors'
 * bar on the pages they browse (the landing page has its own) and elsewhere the routes alone. Which
 * routes exist for whom is decided by the remotes (learner: `/*`, admin: `/admin/*`) from the same
 * cached answer. A page rendered on the server arrives with that answer (a visitor's 401) in the cache.
 */
export function AcademyLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status === 'loading') return <FullPageSpinner />;
  return (
    <>
      <SkipLink />
      {session.status === 'signed-in' ? <NavBar user={session.user} /> : null}
      {session.status === 'visitor' && VISITOR_NAV_PATH.test(pathname) ? <VisitorNavBar /> : null}
      {session.status === 'signed-in' && session.user.emailVerified === false ? <EmailVerificationBanner user={session.user} /> : null}
      <Routes>
        <Route path="/admin/*" element={<RemoteRoutes remote="admin" />} />
        <Route path="/test" element={<TestPage />} />
        <Route path="/*" element={<RemoteRoutes remote="learner" />} />
      </Routes>
    </>
  );
}
