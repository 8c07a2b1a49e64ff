import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { store } from './store';
import { useRequestSession as useSession } from '@academy/api';
import { FullPageSpinner } from './components/FullPageSpinner';
import { EmailVerificationBanner } from './components/EmailVerificationBanner';
import { NavBar } from './components/NavBar';
import { RemoteRoutes } from './components/RemoteBoundary';
import { TestPage } from './pages/TestPage';

/**
 * Auth gate: one GET /api/user (not retried) decides the layout. Until its first answer a
 * full-page spinner; then signed-in users get the navigation bar above the routes (and, until they
 * confirm their e-mail address, a banner asking them to), visitors the routes alone. Which routes
 * exist for whom is decided by the remotes (learner: `/*`, admin: `/admin/*`) from the same cached
 * answer.
 */
function AcademyLayout() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  return (
    <>
      {session.status === 'signed-in' ? <NavBar user={session.user} /> : null}
      {session.status === 'signed-in' && session.user.emailVerified === false ? <EmailVerificationBanner user={session.user} /> : null}
      <Routes>
        <Route path="/admin/*" element={<RemoteRoutes remote="admin" />} />
        <Route path="/test" element={<TestPage />} />
        <Route path="/*" element={<RemoteRoutes remote="learner" />} />
      </Routes>
    </>
  );
}

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AcademyLayout />
      </BrowserRouter>
    </Provider>
  );
}
