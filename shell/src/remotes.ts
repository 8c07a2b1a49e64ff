// No shared module (React, the store) here: index.ts starts the remote's download with this, before
// the async boundary, so that it runs beside the download of the shell's own shared modules.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule, RoutePreload } from '@academy/ui';
import { runtimeConfig } from './runtimeConfig';

export type RemoteName = 'learner' | 'admin';

export const remoteEntries: Record<RemoteName, string> = {
  learner: runtimeConfig.learnerRemoteUrl,
  admin: runtimeConfig.adminRemoteUrl,
};

let registered = false;

/** Registers both remotes (manifest URLs from window.__ACADEMY_CONFIG__). Nothing is fetched until first use. */
export function registerAcademyRemotes(): void {
  if (registered) return;
  registerRemotes(
    (Object.keys(remoteEntries) as RemoteName[]).map((name) => ({
      name,
      entry: new URL(remoteEntries[name], window.location.href).href,
    })),
  );
  registered = true;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded from ${remoteEntries[remote]}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** Loads in flight or done, per remote; a failed load is forgotten so that Retry loads again. */
const routeLoads = new Map<RemoteName, Promise<RemoteRoutesModule>>();

export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let load = routeLoads.get(remote);
  if (!load) {
    load = (async () => {
      let mod: RemoteRoutesModule | null;
      try {
        mod = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
      } catch (error) {
        throw new RemoteLoadError(remote, error);
      }
      if (!mod || typeof mod.default !== 'function') {
        throw new RemoteLoadError(remote, new Error(`${remote}/routes has no default export`));
      }
      return mod;
    })();
    routeLoads.set(remote, load);
    load.catch(() => routeLoads.delete(remote));
  }
  return load;
}

/** The remote that renders a path (the shell's own /test page aside). */
export function remoteForPath(pathname: string): RemoteName {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'learner';
}

/**
 * Starts loading a remote's routes at once (the manifest, the remote's entry and its routes), so that
 * the download runs while the shell is still loading and asking GET /api/user instead of after it;
 * with `route`, then lets the remote start on the route's page (its code and data). A failure here is
 * reported when the routes render.
 */
export function preloadRemoteRoutes(remote: RemoteName, route?: RoutePreload): void {
  loadRemoteRoutes(remote)
    .then((mod) => {
      if (route) mod.preload?.(route);
    })
    .catch(() => undefined);
}
