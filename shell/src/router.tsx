import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { AcademyStore } from '@academy/ui';
import { loadRemoteRoutes, remoteForPath, type RemoteName } from './remotes';
import { academyRoutes, PAGES_ROUTE_ID, routeContext } from './routeTree';

/**
 * Loads the `lazy` parts of the routes that match `pathname` into the route objects, so the router's
 * first render needs nothing more: a page rendered on the server hydrates as it was rendered, and a
 * client-rendered one shows its page at once. A failure is left to the router, which loads it again
 * and shows the error.
 */
async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // the router's own load of it reports the failure
      }
    }),
  );
}

/**
 * The browser's data router. The routes of the address's remote are there from the start (index.ts
 * started loading them before the shell's own code); the admin app's are added the first time the
 * user navigates to one of its addresses (the learner app's catch-all matches them until then). With `serverRendered`, the first render uses the data the
 * page arrived with (the loaders ran on the server) instead of running the loaders again.
 */
export async function createAcademyRouter(store: AcademyStore, serverRendered: boolean) {
  const { pathname } = window.location;
  const context = routeContext(store);
  const added = new Set<RemoteName>();
  const routesOf = async (remote: RemoteName) => {
    const routes = (await loadRemoteRoutes(remote)).routes(context);
    added.add(remote);
    return routes;
  };
  // The learner routes always: an admin page leads to them (`/`, a non-admin's redirect), and the
  // route `/` alone gives the router no reason to ask for more (patchRoutesOnNavigation).
  const remotes: RemoteName[] = remoteForPath(pathname) === 'admin' ? ['learner', 'admin'] : ['learner'];
  const routes = academyRoutes((await Promise.all(remotes.map((remote) => routesOf(remote).catch(unavailableRemote)))).flat());
  await loadMatchedRoutes(routes, pathname);
  const loaded = serverRendered ? (matchRoutes(routes, pathname) ?? []).filter(({ route }) => route.loader) : [];
  return createBrowserRouter(routes, {
    hydrationData: serverRendered ? { loaderData: Object.fromEntries(loaded.map(({ route }) => [route.id, null])) } : undefined,
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = remoteForPath(path);
      if (!added.has(remote)) patch(PAGES_ROUTE_ID, await routesOf(remote));
    },
  });
}

/** Stands in for a remote whose routes could not be loaded at start-up: its addresses show the error (Retry loads the page again). */
function unavailableRemote(error: unknown): RouteObject[] {
  return [
    {
      id: 'remote-unavailable',
      path: '*',
      loader: () => {
        throw error;
      },
    },
  ];
}
