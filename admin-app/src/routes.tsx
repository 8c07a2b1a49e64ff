import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, redirect, useLocation, type RouteObject } from 'react-router-dom';
import { signInPath, useSession, type RouteContext } from '@academy/ui';
import { prefetchDashboard } from './pages/dashboard/dashboardQueries';

// Lazy: antd (a shared singleton, loaded whole) is fetched only for admins. The chunk's name is the
// route's id, for the server's preload hints.
const AdminArea = lazy(() => import(/* webpackChunkName: "admin-area" */ './AdminArea'));

function Loading() {
  return <div role="status" aria-label="Loading" style={{ minHeight: '50vh' }} />;
}

/**
 * Guard: visitors go to /auth (and come back after signing in), signed-in non-admins to `/`. The
 * server refuses them the admin data either way.
 */
function AdminRoutes({ NotFound }: { NotFound: ComponentType }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'visitor') return <Navigate to={signInPath(location)} replace />;
  if (session.user.role !== 'admin') return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <AdminArea NotFound={NotFound} />
    </Suspense>
  );
}

/**
 * Exposed as `admin/routes`: one route, `/admin/*`, added by the shell under its root route; the
 * admin screens' own routes (relative to `/admin`) are in AdminArea.
 */
export function routes({ NotFound, dispatch, session }: RouteContext): RouteObject[] {
  return [
    {
      id: 'admin-area',
      path: 'admin/*',
      // A signed-in non-admin is sent home (the server answers such a page with a redirect); an admin's
      // dashboard starts its first data. A visitor is sent to sign in by the guard.
      loader: async ({ params, request }) => {
        const known = await session();
        if (known.status !== 'signed-in') return null;
        if (known.user.role !== 'admin') throw redirect('/');
        if (params['*'] === '') prefetchDashboard(dispatch, new URL(request.url).searchParams);
        return null;
      },
      Component: () => <AdminRoutes NotFound={NotFound} />,
    },
  ];
}
