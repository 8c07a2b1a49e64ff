import type { ComponentType } from 'react';
import { Navigate, redirect, useLocation, type RouteObject } from 'react-router-dom';
import { signInPath, useSession, type RouteContext } from '@academy/ui';
import { prefetchDashboard } from './pages/dashboard/dashboardQueries';
import { prefetchDiscussionReports } from './pages/discussions/discussionQueries';

type AdminAreaComponent = ComponentType<{ NotFound: ComponentType }>;

function Loading() {
  return <div role="status" aria-label="Loading" style={{ minHeight: '50vh' }} />;
}

/**
 * Guard: visitors go to /auth (and come back after signing in), signed-in non-admins to `/`. The
 * server refuses them the admin data either way.
 */
function AdminRoutes({ NotFound, AdminArea }: { NotFound: ComponentType; AdminArea: AdminAreaComponent }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'visitor') return <Navigate to={signInPath(location)} replace />;
  if (session.user.role !== 'admin') return <Navigate to="/" replace />;
  return <AdminArea NotFound={NotFound} />;
}

/** The admin pages whose first data the route's loader starts, by their address under `/admin/`. */
const PREFETCH = new Map<string, (dispatch: RouteContext['dispatch'], params: URLSearchParams) => void>([
  ['', prefetchDashboard],
  ['discussions', prefetchDiscussionReports],
]);

/**
 * Exposed as `admin/routes`: one route, `/admin/*`, added by the shell under its root route; the
 * admin screens' own routes (relative to `/admin`) are in AdminArea.
 */
export function routes({ NotFound, dispatch, session, currentSession }: RouteContext): RouteObject[] {
  return [
    {
      id: 'admin-area',
      path: 'admin/*',
      // A signed-in non-admin is sent home (on the server, which knows the session before the loaders
      // run, with a redirect); an admin's dashboard or reports queue starts its first data. Anyone else is sent on by the
      // guard: the loader never waits for the session, which is asked only once the routes have loaded.
      loader: ({ params, request }) => {
        const known = currentSession();
        if (known.status === 'signed-in' && known.user.role !== 'admin') throw redirect('/');
        const prefetch = PREFETCH.get(params['*'] ?? '');
        if (prefetch) {
          void session().then((user) => {
            if (user.status === 'signed-in' && user.user.role === 'admin') prefetch(dispatch, new URL(request.url).searchParams);
          });
        }
        return null;
      },
      // The admin screens' code (with antd, a shared singleton loaded whole) arrives with the route, so
      // that a page from the server hydrates in one pass. The chunk's name is the route's id, for the
      // server's preload hints.
      lazy: async () => {
        const { default: AdminArea } = await import(/* webpackChunkName: "admin-area" */ './AdminArea');
        return { Component: () => <AdminRoutes NotFound={NotFound} AdminArea={AdminArea} /> };
      },
    },
  ];
}
