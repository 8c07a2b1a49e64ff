import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { KnownSession, Session } from './session.js';
import type { AcademyStore } from './store.js';

/**
 * What the host (the shell, a remote's standalone page, the server renderer) gives a remote's route
 * table: the store's dispatch, for the routes' loaders to start their pages' queries; the session once
 * GET /api/user has answered (never asked by the routes themselves); and the page for unknown paths.
 */
export interface RouteContext {
  dispatch: AcademyStore['dispatch'];
  /** The session once known, for queries that depend on it (never blocks a route: nothing else asks while routes load). */
  session: () => Promise<KnownSession>;
  /** The session as known now (`loading` until GET /api/user has answered). */
  currentSession: () => Session;
  NotFound: ComponentType;
}

/**
 * What `loadRemote('<remote>/routes')` returns: the remote's routes for the host's data router,
 * added under the shell's root route (paths relative to `/`). Each route names its page's code
 * (`lazy`) and starts its data (`loader`), so the router starts both the moment an address is known.
 */
export interface RemoteRoutesModule {
  routes: (context: RouteContext) => RouteObject[];
}
