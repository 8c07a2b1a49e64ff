// Rendering tests of the remotes' screens: the real store and api slice, with `fetch` answered the
// way the backend would. Needs the `@academy/ui/jest-environment` test environment.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { StyleProvider } from '@ant-design/cssinjs';
import { configure, render, type RenderResult } from '@testing-library/react';
import { createAcademyStore, type AcademyStore } from '../store.js';

// findBy… and waitFor give up after this long: an antd screen's first render in jsdom takes seconds
// on a busy machine (a test run beside other work), far over the library's default of one second.
configure({ asyncUtilTimeout: 10_000 });

/** A stubbed HTTP answer: JSON `body` (none for 204) with `status` (200 unless given). */
export interface StubbedAnswer {
  status?: number;
  body?: unknown;
}

export interface StubbedRequest {
  method: string;
  /** Path and query string, e.g. `/api/courses/3`. */
  path: string;
  /** The parsed JSON body, if the request sent one. */
  body: unknown;
}

/** The answer to a request, fixed or computed from the request (e.g. to answer differently the second time). */
export type StubbedRoute = StubbedAnswer | ((request: StubbedRequest) => StubbedAnswer);

export interface FetchStub {
  /** Every request made, in order. */
  readonly requests: StubbedRequest[];
  /** Sets or replaces the answer to a route such as `POST /api/quizzes/5/submit`. */
  answer(route: string, answer: StubbedRoute): void;
  /** The requests made to one route. */
  requestsTo(route: string): StubbedRequest[];
}

async function jsonBody(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('application/json')) return undefined;
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Replaces `fetch` with a table of answers keyed by `METHOD /path` (the query string is part of the
 * path only when the key has one). A request without an answer gets the backend's 404 body, naming
 * the missing route, so a test shows what it forgot to stub.
 */
export function stubFetch(routes: Record<string, StubbedRoute> = {}): FetchStub {
  const table = new Map(Object.entries(routes));
  const requests: StubbedRequest[] = [];
  const keyOf = (request: StubbedRequest) => `${request.method} ${request.path}`;

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const stubbed: StubbedRequest = { method: request.method, path: `${url.pathname}${url.search}`, body: await jsonBody(request) };
    requests.push(stubbed);
    const route = table.get(keyOf(stubbed)) ?? table.get(`${request.method} ${url.pathname}`);
    const answer =
      typeof route === 'function'
        ? route(stubbed)
        : (route ?? {
            status: 404,
            body: { statusCode: 404, code: 'NOT_FOUND', message: `No stubbed answer for ${keyOf(stubbed)}`, error: 'Not Found' },
          });
    const status = answer.status ?? 200;
    if (status === 204 || answer.body === undefined) return new Response(null, { status });
    return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
  };

  return {
    requests,
    answer: (route, answer) => void table.set(route, answer),
    requestsTo: (route) =>
      requests.filter((request) => keyOf(request) === route || `${request.method} ${request.path.split('?')[0]}` === route),
  };
}

export interface RenderScreenOptions {
  /** The address the screen opens at, e.g. `/admin/courses/3`. */
  url?: string;
  /** The route pattern rendering the screen, e.g. `/admin/courses/:id`, for screens that read route parameters. */
  path?: string;
}

/** Renders a screen inside a fresh store (the real api slice) and a browser router at `url`. */
export function renderScreen(screen: ReactElement, { url = '/', path }: RenderScreenOptions = {}): RenderResult & { store: AcademyStore } {
  window.history.pushState({}, '', url);
  const store = createAcademyStore();
  // Ant Design's styles are not put into the page: jsdom matches every rule of every stylesheet against
  // an element each time a role query asks whether it is visible, which made each antd screen spec 5–6
  // times slower. Visibility still follows the inline styles and `hidden` attributes the components set.
  const view = render(
    <StyleProvider mock="server">
      <Provider store={store}>
        <BrowserRouter>
          {path ? (
            <Routes>
              <Route path={path} element={screen} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            screen
          )}
        </BrowserRouter>
      </Provider>
    </StyleProvider>,
  );
  return { ...view, store };
}
