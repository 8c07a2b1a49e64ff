import type { RouteObject } from 'react-router-dom';
import { currentSession, sessionWhenKnown, type AcademyStore, type RouteContext } from '@academy/ui';
import { AcademyLayout } from './AcademyLayout';
import { FullPageSpinner } from './components/FullPageSpinner';
import { RouteErrorPanel } from './components/RouteErrorPanel';
import { NotFoundPage } from './pages/NotFoundPage';
import { TestPage } from './pages/TestPage';

/** The route the remotes' routes are added under (inside the layout, so an error keeps the navigation bar). */
export const PAGES_ROUTE_ID = 'pages';

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
          children: [{ id: 'test', path: 'test', Component: TestPage }, ...remoteRoutes],
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
