import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { api, type ServerApiAccess } from '@academy/api';
import { createAcademyStore, ServerAnswerContext, type RemoteRoutesModule } from '@academy/ui';
// The shell's modules before the learner app's: the server's stylesheet keeps the browser's order.
import { AcademyLayout } from '../AcademyLayout';
import { RemoteRoutesLoader } from '../components/RemoteBoundary';
import { LearnerRoutes, prefetchVisitorPage, publicPageHead, type PageHead } from '@academy/learner-app/server';

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

const learnerRoutes: RemoteRoutesModule = { default: LearnerRoutes };
const loadRoutes = (remote: string) =>
  remote === 'learner' ? Promise.resolve(learnerRoutes) : Promise.reject(new Error(`The ${remote} app is not rendered on the server`));

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

type AcademyStore = ReturnType<typeof createAcademyStore>;

/**
 * Renders a visitor's public page (landing, course list, a course, a certificate) with the same
 * components the browser renders, from the same API answers (asked of the server's own API, in
 * process), waiting for every lazy page and query so that the HTML is complete. Undefined for other paths.
 */
export async function renderPublicPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  const store = createAcademyStore({ serverApi: request.api });
  try {
    return await renderWith(store, request);
  } finally {
    // Let the store go once the page is rendered: RTK Query would otherwise keep each cache entry, and
    // with it the store and the page's data, for keepUnusedDataFor (60 s) after the answer has gone out.
    store.dispatch(api.util.resetApiState());
  }
}

async function renderWith(store: AcademyStore, { url, publicUrl }: RenderRequest): Promise<RenderedPage | undefined> {
  const pathname = new URL(url, 'http://academy.invalid').pathname;
  // The visitor's answer to "who is signed in" (a 401), as the shell's auth gate would get it: the
  // page is rendered only for requests without a session.
  const session = store.dispatch(api.endpoints.currentUser.initiate(undefined, { subscribe: false }));
  const pageCode = prefetchVisitorPage(pathname, store.dispatch);
  await Promise.all([session, pageCode, ...store.dispatch(api.util.getRunningQueriesThunk())]);

  const head = publicPageHead(pathname, store.getState(), publicUrl);
  if (!head) return undefined;

  let status = 200;
  const setStatus = (pageStatus: number) => {
    status = pageStatus;
  };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerAnswerContext value={setStatus}>
        <Provider store={store}>
          <StaticRouter location={url}>
            <RemoteRoutesLoader value={loadRoutes}>
              <AcademyLayout />
            </RemoteRoutesLoader>
          </StaticRouter>
        </Provider>
      </ServerAnswerContext>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw errors[0];

  const { queries, provided } = store.getState().api;
  return { status, html, head, apiCache: { queries: answeredQueries(queries), mutations: {}, provided } };
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
