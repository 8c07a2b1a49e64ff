import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { api, type ServerApiAccess } from '@academy/api';
import { createAcademyStore, ServerAnswerContext, sessionWhenKnown } from '@academy/ui';
// The shell's modules before the learner app's: the server's stylesheet keeps the browser's order.
import { academyRoutes, routeContext } from '../routeTree';
import { learnerRoutes, publicPageHead, type PageHead } from '@academy/learner-app/server';
import { adminRoutes, antdPageStyles } from '@academy/admin-app/server';

export type { PageHead };

export interface RenderRequest {
  /** The page's path and query, e.g. `/courses/3`. */
  url: string;
  /** PUBLIC_URL without a trailing slash: canonical and Open Graph URLs are absolute. */
  publicUrl: string;
  /** Answers the API requests the page makes, inside the server. */
  api: ServerApiAccess;
}

export interface RenderedPage {
  status: number;
  /** The markup of #root. */
  html: string;
  head: PageHead;
  /** The API cache the page was rendered from, for the browser's store (hydrateApiCache). */
  apiCache: unknown;
}

/** A signed-in user's page, or where the address sends them (a visitor's page, such as /auth). */
export type SignedInAnswer = SignedInPage | { redirect: string };

export interface SignedInPage {
  status: number;
  /** The markup of #root; empty when it could not be rendered. */
  html: string;
  /** Style tags for the head beyond the shared stylesheet: an admin page's Ant Design styles. */
  styles: string;
  /** The ids of the routes the address matched, outermost first (a page's chunk is named by its route's id). */
  routeIds: string[];
  /** The signed-in user and the page's first data, for the browser's store (hydrateApiCache). */
  apiCache: unknown;
  /** Why the page could not be rendered, when it could not (it then comes without markup). */
  renderFault?: unknown;
}

type AcademyStore = ReturnType<typeof createAcademyStore>;

/** The admin app's route (admin-app/src/routes.tsx). */
const ADMIN_ROUTE_ID = 'admin-area';

/** The browser's route tree with both apps' routes. */
function serverRoutes(store: AcademyStore): RouteObject[] {
  const context = routeContext(store);
  return academyRoutes([...learnerRoutes(context), ...adminRoutes(context)]);
}

/**
 * Runs what the browser's router would for `url`: matches its routes, loads their code and runs
 * their loaders, which start the page's queries against `api` (after GET /api/user, as the shell's
 * auth gate asks it first), and waits for every answer.
 */
/** The routes an address matched, loaded, with their loaders' data in the store. */
interface LoadedRoute {
  routes: StaticHandler['dataRoutes'];
  context: StaticHandlerContext;
}

async function loadRoute(
  store: AcademyStore,
  url: string,
  { sessionFirst }: { sessionFirst: boolean },
): Promise<LoadedRoute | { redirect: string }> {
  void store.dispatch(api.endpoints.currentUser.initiate(undefined, { subscribe: false }));
  // For a signed-in user, who it is first, as the routes' loaders read it (at /auth they are sent on);
  // a visitor's public page has nothing to be sent on from, and its queries start beside the session's.
  if (sessionFirst) await sessionWhenKnown(store);
  const handler = createStaticHandler(serverRoutes(store));
  const context: StaticHandlerContext | Response = await handler.query(new Request(new URL(url, 'http://academy.invalid')));
  // A redirect (a signed-in user at /auth): the page is elsewhere.
  if (context instanceof Response) return { redirect: context.headers.get('Location') ?? '/' };
  // Some queries start once the session is known (the loaders' `session().then`) or once another
  // answers, after the loaders have returned: let those start, and wait until none is running.
  for (;;) {
    await sessionWhenKnown(store);
    await new Promise((resolve) => setImmediate(resolve));
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
  }
  return { routes: handler.dataRoutes, context };
}

/** Renders with a store made for one page, and lets it go afterwards (see renderPublicPage). */
async function withPageStore<T>(serverApi: ServerApiAccess, render: (store: AcademyStore) => Promise<T>): Promise<T> {
  const store = createAcademyStore({ serverApi });
  try {
    return await render(store);
  } finally {
    // RTK Query would otherwise keep each cache entry, and with it the store and the page's data, for
    // keepUnusedDataFor (60 s) after the answer has gone out.
    store.dispatch(api.util.resetApiState());
  }
}

/**
 * Renders a visitor's public page (landing, course list, a course, a certificate) with the same
 * components and routes the browser renders, from the same API answers (asked of the server's own
 * API, in process), waiting for every lazy page and query so that the HTML is complete. Undefined for other paths.
 */
export function renderPublicPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  return withPageStore(request.api, (store) => renderWith(store, request));
}

/**
 * A signed-in user's page, rendered with the API answers its route's loaders asked for with the user's
 * session, and the routes it matched. Undefined when the session is not valid (the page is then a
 * visitor's). An admin page, or one whose rendering failed, comes without markup: the browser renders it.
 */
export function renderSignedInPage(request: Omit<RenderRequest, 'publicUrl'>): Promise<SignedInAnswer | undefined> {
  return withPageStore(request.api, async (store) => {
    const loaded = await loadRoute(store, request.url, { sessionFirst: true });
    if ((await sessionWhenKnown(store)).status !== 'signed-in') return undefined;
    if ('redirect' in loaded) return { redirect: loaded.redirect };
    const routeIds = loaded.context.matches.map(({ route }) => route.id);
    const page: SignedInPage = { status: 200, html: '', styles: '', routeIds, apiCache: apiCacheOf(store) };
    try {
      if (loaded.context.errors) throw new Error(`A route's loader failed: ${JSON.stringify(loaded.context.errors)}`);
      if (!routeIds.includes(ADMIN_ROUTE_ID)) return { ...page, ...(await renderMarkup(store, loaded)) };
      const styles = antdPageStyles();
      const markup = await renderMarkup(store, loaded, styles.wrap);
      return { ...page, ...markup, styles: styles.tags() };
    } catch (renderFault) {
      return { ...page, renderFault };
    }
  });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderWith(store: AcademyStore, { url, publicUrl }: RenderRequest): Promise<RenderedPage | undefined> {
  const pathname = new URL(url, 'http://academy.invalid').pathname;
  const loaded = await loadRoute(store, url, { sessionFirst: false });
  const head = publicPageHead(pathname, store.getState(), publicUrl);
  // A loader that failed leaves the page to the browser (no public page redirects a visitor).
  if ('redirect' in loaded || loaded.context.errors || !head) return undefined;
  const { status, html } = await renderMarkup(store, loaded);
  return { status, html, head, apiCache: apiCacheOf(store) };
}

/** The markup of the routes `loadRoute` loaded, and the status the page asked for (a 404 of a course that does not exist). */
async function renderMarkup(store: AcademyStore, loaded: LoadedRoute, wrap: (page: ReactNode) => ReactNode = (page) => page) {
  let status = 200;
  const setStatus = (pageStatus: number) => {
    status = pageStatus;
  };
  const errors: unknown[] = [];
  const router = createStaticRouter(loaded.routes, loaded.context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerAnswerContext value={setStatus}>
        <Provider store={store}>{wrap(<StaticRouterProvider router={router} context={loaded.context} hydrate={false} />)}</Provider>
      </ServerAnswerContext>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw errors[0];
  return { status, html };
}

/** The store's API cache as the browser's store takes it (hydrateApiCache). */
function apiCacheOf(store: AcademyStore) {
  const { queries, provided } = store.getState().api;
  return { queries: answeredQueries(queries), mutations: {}, provided };
}

type QueryEntries = ReturnType<AcademyStore['getState']>['api']['queries'];

/**
 * The cache entries for the browser. A refusal the API gave on purpose (the visitor's 401 from
 * GET /api/user, a 404 for a course that does not exist) is an answer like the data: marked as
 * answered, the browser's store does not ask again; a query that failed otherwise is asked again.
 */
function answeredQueries(queries: QueryEntries): QueryEntries {
  const entries = Object.entries(queries).map(([key, entry]) => {
    const status = entry?.status === 'rejected' ? (entry.error as { status?: unknown } | undefined)?.status : undefined;
    const refusal = typeof status === 'number' && status >= 400 && status < 500;
    return [key, refusal && entry ? { ...entry, fulfilledTimeStamp: entry.startedTimeStamp } : entry];
  });
  return Object.fromEntries(entries) as QueryEntries;
}
