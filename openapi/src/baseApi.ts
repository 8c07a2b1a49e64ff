import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';

/**
 * What every failed call becomes. `message` is the spec's generic error text, "{status}: {body}";
 * `serverMessage` is the server's own explanation when it sent one (our API always does).
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  serverMessage?: string;
  data?: unknown;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '', credentials: 'include', responseHandler: 'content-type' });

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

export const academyBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return result;
  const { error } = result;
  if (typeof error.status === 'number') {
    const text = bodyText(error.data) || (result.meta?.response?.statusText ?? '');
    return {
      error: { status: error.status, message: `${error.status}: ${text}`, serverMessage: serverMessageOf(error.data), data: error.data },
      meta: result.meta,
    };
  }
  return { error: { status: error.status, message: String(error.error), data: 'data' in error ? error.data : undefined }, meta: result.meta };
};

/** The one api slice of the product; endpoints are generated into academyApi.gen.ts. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: academyBaseQuery,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

/** The HTTP status of a failed call (e.g. 404, 503), or undefined for network errors and anything else. */
export function errorStatus(error: unknown): number | undefined {
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
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
