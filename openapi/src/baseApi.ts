import type { UnknownAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { academyApi } from './academyApi.gen.js';

/** The `code` of the API's error bodies (`{ statusCode, code, message, error }`) that the front ends act on. */
export const ERROR_CODES = {
  /** Any 401: there is no session, or it ended. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** 409: the quiz attempt was already submitted or closed (in another tab, or by the timer). */
  QUIZ_ALREADY_SUBMITTED: 'QUIZ_ALREADY_SUBMITTED',
  /** 409: the lesson's quiz has a pass mark the learner has not reached. */
  QUIZ_NOT_PASSED: 'QUIZ_NOT_PASSED',
  /** 403: the learner is not enrolled in the course. */
  NOT_ENROLLED: 'NOT_ENROLLED',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * What every failed call becomes. `message` is the generic error text, "{status}: {body}"
 * (docs/product-rules.md#error-toasts-and-sign-out-redirects);
 * `serverMessage` is the server's own explanation when it sent one (our API always does); `code` is
 * the body's error code (a 401 without one is UNAUTHENTICATED).
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  code?: string;
  message: string;
  serverMessage?: string;
  data?: unknown;
}

export type EndpointName = keyof typeof academyApi.endpoints;

/** A call that needs a session was refused with UNAUTHENTICATED: the session ended (expired, or signed out elsewhere). */
export interface SessionEnded {
  endpoint: EndpointName;
  type: 'query' | 'mutation';
}

/**
 * Calls that answer 401 with no session having ended: asking who is signed in (a visitor) and
 * signing in (wrong credentials).
 */
const ANSWER_401_WITHOUT_A_SESSION: ReadonlySet<string> = new Set<EndpointName>(['currentUser', 'login']);

const sessionEndedListeners = new Set<(event: SessionEnded) => void>();

/**
 * Registers a reaction to an ended session and returns its removal. The base query calls it once
 * per refused call, before the call's promise rejects; a screen whose failure handling is that
 * reaction then skips errors with the UNAUTHENTICATED code.
 */
export function onSessionEnded(listener: (event: SessionEnded) => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '', credentials: 'include', responseHandler: 'content-type' });

/**
 * The store's thunk extra argument when pages render on the server: the API's answers come from the
 * server's own API, inside its process, through `fetch`, for requests addressed to `origin` (a relative
 * URL needs one).
 */
export interface ServerApiAccess {
  origin: string;
  fetch: (request: Request) => Promise<Response>;
}

const serverBaseQueries = new WeakMap<ServerApiAccess, typeof rawBaseQuery>();

function baseQueryFor(extra: unknown): typeof rawBaseQuery {
  if (!extra || typeof extra !== 'object' || !('fetch' in extra) || !('origin' in extra)) return rawBaseQuery;
  const access = extra as ServerApiAccess;
  let query = serverBaseQueries.get(access);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: access.origin,
      fetchFn: (input, init) => access.fetch(new Request(input, init)),
      responseHandler: 'content-type',
    });
    serverBaseQueries.set(access, query);
  }
  return query;
}

/** The action that hands a server-rendered page's cache to the browser's store (before the first render). */
export const HYDRATE_API_CACHE = 'academy/hydrateApiCache';

/** The request ids of the answers the page arrived with (see cameWithPage). */
const pageAnswers = new Set<string>();

export function hydrateApiCache(apiState: unknown): UnknownAction & { payload: unknown } {
  const queries = (apiState as { queries?: Record<string, { requestId?: string } | undefined> } | null)?.queries ?? {};
  for (const entry of Object.values(queries)) if (entry?.requestId) pageAnswers.add(entry.requestId);
  return { type: HYDRATE_API_CACHE, payload: apiState };
}

/**
 * Whether a query's answer (by the `requestId` its hook reports) was fetched as the page was opened:
 * on the server, every answer (the page is being made); in the browser, the answers the page from the
 * server arrived with. A page that needs an answer fetched since it opened takes these as such.
 */
export function cameWithPage(requestId: string | undefined): boolean {
  return typeof window === 'undefined' || (requestId !== undefined && pageAnswers.has(requestId));
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null || data === '') return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

function serverMessageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('. ');
  }
  return typeof data === 'string' && data ? data : undefined;
}

function codeOf(status: number, data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') return data.code;
  return status === 401 ? ERROR_CODES.UNAUTHENTICATED : undefined;
}

export const academyBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await baseQueryFor(api.extra)(args, api, extraOptions);
  if (!result.error) return result;
  const { error } = result;
  if (typeof error.status === 'number') {
    const text = bodyText(error.data) || (result.meta?.response?.statusText ?? '');
    const code = codeOf(error.status, error.data);
    if (code === ERROR_CODES.UNAUTHENTICATED && !ANSWER_401_WITHOUT_A_SESSION.has(api.endpoint)) {
      const event: SessionEnded = { endpoint: api.endpoint as EndpointName, type: api.type };
      for (const listener of sessionEndedListeners) listener(event);
    }
    return {
      error: {
        status: error.status,
        code,
        message: `${error.status}: ${text}`,
        serverMessage: serverMessageOf(error.data),
        data: error.data,
      },
      meta: result.meta,
    };
  }
  return {
    error: { status: error.status, message: String(error.error), data: 'data' in error ? error.data : undefined },
    meta: result.meta,
  };
};

/** The one api slice of the product; endpoints are generated into academyApi.gen.ts. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: academyBaseQuery,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // The server-rendered page's answers (fulfilled, and a visitor's 401 from GET /api/user): no refetch.
  extractRehydrationInfo: (action) =>
    (action.type === HYDRATE_API_CACHE ? (action as ReturnType<typeof hydrateApiCache>).payload : undefined) as never,
  endpoints: () => ({}),
});

/** The HTTP status of a failed call (e.g. 404, 503), or undefined for network errors and anything else. */
export function errorStatus(error: unknown): number | undefined {
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** The API's error code of a failed call (e.g. 'QUIZ_ALREADY_SUBMITTED'), or undefined. */
export function errorCode(error: unknown): string | undefined {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The server's message for a failed call, or the given fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const apiError = error as Partial<ApiError>;
    if (apiError.serverMessage) return apiError.serverMessage;
    if (typeof apiError.status !== 'number' && apiError.message) return apiError.message;
  }
  return fallback;
}
