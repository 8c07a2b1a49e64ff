import type { ComponentType, ReactNode } from 'react';
import type { KnownSession } from './session.js';
import type { AcademyStore } from './store.js';

/**
 * The props the shell gives the component each remote exposes as `./routes` (`learner/routes`,
 * `admin/routes`). It renders a relative <Routes> tree inside the shell's router and store; the host
 * has already requested GET /api/user, and the remote chooses its routes from that cached answer.
 */
export interface RemoteAppProps {
  /** Rendered for paths the remote does not know (the shell's 404 page). */
  notFound: ReactNode;
}

/**
 * What the shell gives a remote's `preload` at start-up, while GET /api/user is still on its way: the
 * address, the session once known, and the store's dispatch (for prefetching the page's queries).
 */
export interface RoutePreload {
  pathname: string;
  session: Promise<KnownSession>;
  dispatch: AcademyStore['dispatch'];
}

/** What `loadRemote('<remote>/routes')` returns. */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteAppProps>;
  /** Starts loading what the route at `pathname` needs (its page's code, its data) before it renders. */
  preload?: (request: RoutePreload) => void;
}
