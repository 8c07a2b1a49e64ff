// No shared module (React, the store) here: index.ts starts the remote's download with this, before
// the async boundary, so that it runs beside the download of the shell's own shared modules.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@academy/ui';
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
      if (!mod || typeof mod.routes !== 'function') {
        throw new RemoteLoadError(remote, new Error(`${remote}/routes exports no route table`));
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
 * the download runs while the shell is still loading instead of after it. A failure here is reported
 * when the router is made.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  loadRemoteRoutes(remote).catch(() => undefined);
}
