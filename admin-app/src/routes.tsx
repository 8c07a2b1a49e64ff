import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPath, useSession, type RemoteAppProps } from '@academy/ui';

// Lazy: antd (a shared singleton, loaded whole) is fetched only for admins.
const AdminArea = lazy(() => import('./AdminArea'));

function Loading() {
  return <div role="status" aria-label="Loading" style={{ minHeight: '50vh' }} />;
}

/**
 * Exposed as `admin/routes`. Rendered by the shell under `/admin/*`, so paths here are relative
 * to `/admin`. Guard: visitors go to /auth (and come back after signing in), signed-in
 * non-admins to `/`. The server refuses them the admin data either way.
 */
export default function AdminRoutes({ notFound }: RemoteAppProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'visitor') return <Navigate to={signInPath(location)} replace />;
  if (session.user.role !== 'admin') return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <AdminArea notFound={notFound} />
    </Suspense>
  );
}
