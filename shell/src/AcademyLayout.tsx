// First: the base styles come before every page's own, in the browser and in the server's stylesheet.
import './shell.css';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useRequestSession as useSession } from '@academy/ui';
import { FullPageSpinner } from './components/FullPageSpinner';
import { VisitorNavBar } from './components/VisitorNavBar';
import { SkipLink } from './components/SkipLink';
import { deferredComponent } from './deferredComponent';

/** The signed-in bar: a visitor's page never loads it. */
export const signedInNavBar = deferredComponent(() =>
  import(/* webpackChunkName: "nav-bar" */ './components/NavBar').then(({ NavBar }) => NavBar),
);

/** Only an account that has not confirmed its address sees the banner, so its code loads then. */
export const emailVerificationBanner = deferredComponent(() =>
  import('./components/EmailVerificationBanner').then(({ EmailVerificationBanner }) => EmailVerificationBanner),
);

/** The catalogue, a course and its checkout, a learning path: the pages a visitor browses, with the visitors' bar. */
const VISITOR_NAV_PATH = /^\/(courses(\/[^/]+)?|checkout\/[^/]+|paths\/[^/]+)\/?$/;

/**
 * Auth gate: one GET /api/user (not retried) decides the layout. Until its
 * first answer a full-page spinner; then signed-in users get the navigation bar above the routes
 * (and, until they confirm their e-mail address, a banner asking them to), visitors the visitors'
 * bar on the pages they browse (the landing page has its own) and elsewhere the page alone. What each
 * route shows to whom is decided by the remotes' routes from the same cached answer. A page rendered
 * on the server arrives with that answer (a visitor's 401, or the signed-in user) in the cache.
 */
export function AcademyLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const signingIn = session.status === 'visitor' && (pathname === '/auth' || pathname.startsWith('/auth/'));
  useEffect(() => {
    // The signed-in bar (and, after signing up, the banner) shows next: its code comes while the form is filled in.
    if (signingIn) void Promise.all([signedInNavBar.load(), emailVerificationBanner.load()]);
  }, [signingIn]);
  if (session.status === 'loading') return <FullPageSpinner />;
  return (
    <>
      <SkipLink />
      {session.status === 'signed-in' ? <signedInNavBar.Component user={session.user} /> : null}
      {session.status === 'visitor' && VISITOR_NAV_PATH.test(pathname) ? <VisitorNavBar /> : null}
      {session.status === 'signed-in' && session.user.emailVerified === false ? (
        <emailVerificationBanner.Component user={session.user} />
      ) : null}
      {/* The skip link's target, also without scripts (a rendered page before its app starts). */}
      <span id="main-content" tabIndex={-1} />
      <Outlet />
    </>
  );
}
