import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ApiError } from '@academy/api';
import type { PracticeAttemptDto } from './practiceTypes';

/** What a streamed persona reply reports, in order: the stored learner turn, pieces of the reply, then done or error. */
export interface PracticeStreamHandlers {
  onLearner?: (seq: number) => void;
  onDelta: (text: string) => void;
  onDone: (attempt: PracticeAttemptDto) => void;
  onError: (error: { code: string; message: string; retryable: boolean }) => void;
}

/** How the stream ended: with `done`, with `error`, or cut off before either (the reply goes on being written on the server). */
export type PracticeStreamEnd = 'done' | 'error' | 'lost';

function apiErrorOf(status: number, body: unknown, statusText: string): ApiError {
  const data = body && typeof body === 'object' ? (body as { code?: unknown; message?: unknown }) : undefined;
  const message = typeof data?.message === 'string' ? data.message : Array.isArray(data?.message) ? data.message.join('. ') : undefined;
  return {
    status,
    code: typeof data?.code === 'string' ? data.code : undefined,
    message: `${status}: ${typeof body === 'string' ? body : JSON.stringify(body ?? statusText)}`,
    serverMessage: message,
    data: body,
  };
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs to a practice endpoint that answers with server-sent events (sendPracticeMessage,
 * retryPracticeReply) and reports its events as they arrive. It sends what the generated client
 * sends: the session cookie, and a JSON body (the API's cross-site request defence wants JSON).
 * An answer refused before streaming (validation, 404, 409, budgets, AI off) rejects with an
 * ApiError like the generated client's; a network failure rejects with a FETCH_ERROR.
 */
export async function streamPracticeReply(
  url: string,
  body: unknown,
  handlers: PracticeStreamHandlers,
  signal?: AbortSignal,
): Promise<PracticeStreamEnd> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: body === undefined ? { accept: 'text/event-stream' } : { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) return 'lost';
    throw { status: 'FETCH_ERROR', message: String(error) } satisfies ApiError;
  }
  if (!response.ok) throw apiErrorOf(response.status, await bodyOf(response), response.statusText);
  if (!response.body) return 'lost';

  let end: PracticeStreamEnd = 'lost';
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      switch (event.event) {
        case 'learner':
          handlers.onLearner?.((data as { seq: number }).seq);
          break;
        case 'delta':
          handlers.onDelta((data as { text: string }).text);
          break;
        case 'done':
          end = 'done';
          handlers.onDone(data as PracticeAttemptDto);
          break;
        case 'error':
          end = 'error';
          handlers.onError(data as { code: string; message: string; retryable: boolean });
          break;
        default:
          break;
      }
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } catch {
    // A dropped connection: the server keeps writing the reply, which the attempt shows when asked again.
    return end === 'lost' ? 'lost' : end;
  }
  return end;
}
