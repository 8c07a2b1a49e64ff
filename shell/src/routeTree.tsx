import type { RouteObject } from 'react-router-dom';
import { currentSession, sessionWhenKnown, type AcademyStore, type RouteContext } from '@academy/ui';
import { AcademyLayout } from './AcademyLayout';
import { FullPageSpinner } from './components/FullPageSpinner';
import { RouteErrorPanel } from './components/RouteErrorPanel';
import { NotFoundPage } from './pages/NotFoundPage';

/** The route the remotes' routes are added under (inside the layout, so an error keeps the navigation bar). */
export const PAGES_ROUTE_ID = 'pages';

/** /test is opened by people checking a deployment, never on the way to a course: its code loads when opened. */
const testPage = () => import('./pages/TestPage').then(({ TestPage }) => ({ Component: TestPage }));

/** The academy's route tree: the shell's layout around its /test page and the remotes' routes. */
export function academyRoutes(remoteRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: AcademyLayout,
      HydrateFallback: FullPageSpinner,
      ErrorBoundary: RouteErrorPanel,
      children: [
        {
          id: PAGES_ROUTE_ID,
          ErrorBoundary: RouteErrorPanel,
          children: [{ id: 'test', path: 'test', lazy: testPage }, ...remoteRoutes],
        },
      ],
    },
  ];
}

/** What every remote's route table gets from the shell. */
export function routeContext(store: AcademyStore): RouteContext {
  return {
    dispatch: store.dispatch,
    session: () => sessionWhenKnown(store),
    currentSession: () => currentSession(store),
    NotFound: NotFoundPage,
  };
}
