import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { runtimeConfig } from './runtimeConfig';

/**
 * Contract of the `./routes` module each remote exposes (`learner/routes`,
 * `admin/routes`): a default-exported component rendering a relative
 * <Routes> tree inside the shell's router and store. The host has already
 * requested GET /api/user (useCurrentUserQuery); the remotes choose their
 * route set from that cached answer and do not request it themselves.
 */
export interface RemoteRoutesProps {
  /** Element to render for paths the remote does not know (the shell's 404 page). */
  notFound: ReactNode;
}
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
}

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

function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
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
 * Starts loading a remote's routes at once, so that the download runs while the shell is still
 * waiting for GET /api/user instead of after it. A failure here is reported when the routes render.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  loadRemoteRoutes(remote).catch(() => undefined);
}

/**
 * A lazy component for `<remote>/routes`. React.lazy caches a rejection, so a
 * retry needs a fresh one (and the failed load is no longer cached above).
 */
export function lazyRemoteRoutes(remote: RemoteName): LazyExoticComponent<ComponentType<RemoteRoutesProps>> {
  return lazy(() => loadRemoteRoutes(remote));
}
