import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible Chat Completions server for tests and the offline demo: `POST /v1/chat/completions`
 * (JSON, or Server-Sent Events with `stream: true`, with `usage` on request), `GET /v1/models`, and a
 * bearer key it checks. Tests script what it answers through control endpoints (or the methods of the
 * same names): a queue of answers — text streamed in chunks with a delay, a JSON answer (structured
 * output), any raw content (malformed JSON), an HTTP error status, or a hang — and read back the
 * requests the app made. The app reaches it only through the real `openai` SDK (LLM_BASE_URL).
 *
 * Control endpoints (no key needed):
 *   POST /__control/script   { answers: ScriptedAnswer[] }  appends to the queue
 *   POST /__control/reset    empties the queue and the request log
 *   GET  /__control/requests the recorded requests, oldest first (`?match=` only those whose messages contain it)
 *   GET  /__control/health   200
 *
 * With several test files sharing one server, give answers a `match`: such an answer is used only for a
 * request whose messages contain that text (e.g. the persona's name), so files do not take each other's.
 */
export type ScriptedAnswer = {
  /** Only for a request whose messages (serialized) contain this text. */
  match?: string;
  /** Tokens the answer reports (default: about four characters a token). */
  usage?: { prompt_tokens: number; completion_tokens: number };
} & (
  | {
      kind: 'text';
      text: string;
      /** Characters per streamed chunk (default 4). */
      chunkSize?: number;
      /** Pause before each chunk (default 0). */
      delayMs?: number;
      /** Streams this many chunks, then holds the connection open without finishing (a stalled stream). */
      stallAfterChunks?: number;
    }
  /** The message content is this value as JSON (a structured-output answer). */
  | { kind: 'json'; json: unknown }
  /** The message content as given, e.g. malformed JSON. */
  | { kind: 'raw'; content: string }
  /** An error answer with this status, shaped like OpenAI's. */
  | { kind: 'status'; status: number; message?: string }
  /** Never answers (the client's timeout ends it). */
  | { kind: 'hang' }
);

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the request body as the client sent it
  body: any;
  at: string;
}

export interface LocalLlmOptions {
  /** The bearer key expected; empty or absent: any key (or none) is accepted, as Ollama does. */
  apiKey?: string;
  /** Model names served (default ['local-model']); a request for another is answered 404. */
  models?: string[];
  /** The reply when the queue holds nothing for a text request. */
  defaultReply?: string;
}

interface ChatMessage {
  role: string;
  content: string;
}

const DEFAULT_REPLY = 'I see. Could you tell me a little more about what you have in mind?';

export class LocalLlm {
  readonly requests: RecordedRequest[] = [];
  private queue: ScriptedAnswer[] = [];
  private server?: Server;
  private baseUrl = '';
  private readonly models: string[];

  constructor(private readonly options: LocalLlmOptions = {}) {
    this.models = options.models ?? ['local-model'];
  }

  /** The server's origin; the OpenAI base URL is `${url}/v1`. */
  get url(): string {
    return this.baseUrl;
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => this.server!.once('error', reject).listen(port, host, resolve));
    this.baseUrl = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  script(...answers: ScriptedAnswer[]): void {
    this.queue.push(...answers);
  }

  reset(): void {
    this.queue = [];
    this.requests.length = 0;
  }

  /** Answers still queued. */
  get pending(): number {
    return this.queue.length;
  }

  /** The chat requests whose messages contain `match` (all without it). */
  chatRequests(match?: string): RecordedRequest[] {
    return this.requests.filter(
      (request) => request.path === '/v1/chat/completions' && (!match || JSON.stringify(request.body?.messages ?? []).includes(match)),
    );
  }

  // ---------------------------------------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', this.baseUrl);
      const text = await readBody(request);
      if (url.pathname.startsWith('/__control/')) return this.control(request.method ?? 'GET', url, text, response);
      const body = text ? parseJson(text) : undefined;
      this.requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        authorization: request.headers.authorization ?? null,
        body,
        at: new Date().toISOString(),
      });
      if (this.options.apiKey && request.headers.authorization !== `Bearer ${this.options.apiKey}`) {
        return apiError(response, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
      }
      if (request.method === 'GET' && url.pathname === '/v1/models') {
        return json(response, 200, {
          object: 'list',
          data: this.models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'local' })),
        });
      }
      if (request.method === 'POST' && url.pathname === '/v1/chat/completions') return await this.complete(body, request, response);
      return apiError(response, 404, `Unknown request URL: ${request.method} ${url.pathname}`, 'invalid_request_error', 'unknown_url');
    } catch (error) {
      if (!response.headersSent) apiError(response, 500, String(error), 'server_error', null);
      else response.destroy();
    }
  }

  private control(method: string, url: URL, text: string, response: ServerResponse): void {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /__control/health') return json(response, 200, { ok: true });
    if (route === 'POST /__control/reset') {
      this.reset();
      return json(response, 200, { ok: true });
    }
    if (route === 'GET /__control/requests') {
      const match = url.searchParams.get('match') ?? undefined;
      const requests = match ? this.requests.filter((request) => JSON.stringify(request.body ?? '').includes(match)) : this.requests;
      return json(response, 200, { requests });
    }
    if (route === 'POST /__control/script') {
      const { answers } = (parseJson(text) ?? {}) as { answers?: ScriptedAnswer[] };
      if (!Array.isArray(answers)) return json(response, 400, { error: 'Send { answers: [...] }' });
      this.script(...answers);
      return json(response, 200, { queued: this.queue.length });
    }
    json(response, 404, { error: `Unknown control route ${route}` });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the client's request body
  private async complete(body: any, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const messages: unknown = body?.messages;
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every(isMessage)) {
      return apiError(response, 400, "'messages' must be a non-empty array of { role, content }", 'invalid_request_error', null);
    }
    if (typeof body.model !== 'string' || !this.models.includes(body.model)) {
      return apiError(response, 404, `The model '${String(body.model)}' does not exist`, 'invalid_request_error', 'model_not_found');
    }
    const answer = this.take(JSON.stringify(messages)) ?? this.defaultAnswer(body);
    const promptTokens = answer.usage?.prompt_tokens ?? estimateTokens(messages.map((message) => message.content).join('\n'));
    const completion = (content: string) => answer.usage?.completion_tokens ?? estimateTokens(content);

    switch (answer.kind) {
      case 'hang':
        return hang(request, response);
      case 'status':
        return apiError(
          response,
          answer.status,
          answer.message ?? `The local model server answers ${answer.status} as scripted`,
          answer.status === 429 ? 'rate_limit_exceeded' : answer.status === 401 ? 'invalid_request_error' : 'server_error',
          null,
        );
      case 'json':
      case 'raw': {
        const content = answer.kind === 'json' ? JSON.stringify(answer.json) : answer.content;
        if (body.stream) return this.stream(response, request, body, content, { chunkSize: 16 }, promptTokens, completion(content));
        return json(response, 200, completionBody(body.model, content, promptTokens, completion(content)));
      }
      case 'text':
        if (body.stream) return this.stream(response, request, body, answer.text, answer, promptTokens, completion(answer.text));
        if (answer.delayMs) await sleep(answer.delayMs);
        return json(response, 200, completionBody(body.model, answer.text, promptTokens, completion(answer.text)));
    }
  }

  private async stream(
    response: ServerResponse,
    request: IncomingMessage,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the client's request body
    body: any,
    content: string,
    pacing: { chunkSize?: number; delayMs?: number; stallAfterChunks?: number },
    promptTokens: number,
    completionTokens: number,
  ): Promise<void> {
    let closed = false;
    response.on('close', () => (closed = true));
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const id = `chatcmpl-${randomBytes(8).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      response.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices, ...extra })}\n\n`);
    const pieces = splitInto(content, pacing.chunkSize ?? 4);
    chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    for (const [index, piece] of pieces.entries()) {
      if (pacing.stallAfterChunks !== undefined && index >= pacing.stallAfterChunks) return hang(request, response);
      if (pacing.delayMs) await sleep(pacing.delayMs);
      if (closed) return;
      chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]);
    }
    chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
    if (body.stream_options?.include_usage) {
      chunk([], {
        usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
      });
    }
    response.end('data: [DONE]\n\n');
  }

  private take(serializedMessages: string): ScriptedAnswer | undefined {
    const index = this.queue.findIndex((answer) => !answer.match || serializedMessages.includes(answer.match));
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  /**
   * Nothing scripted: a polite reply, or for a structured-output request an answer that fits its schema
   * (every criterion the schema names, scored 2), so a browser journey can run without scripting each call.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the client's request body
  private defaultAnswer(body: any): ScriptedAnswer {
    if (body.response_format?.type !== 'json_schema') return { kind: 'text', text: this.options.defaultReply ?? DEFAULT_REPLY };
    const ids = findEnum(body.response_format.json_schema?.schema, 'criterionId') ?? [];
    return {
      kind: 'json',
      json: {
        criteria: ids.map((criterionId) => ({
          criterionId,
          score: 2,
          evidence: '',
          tip: 'Ask one more open question before you summarise.',
        })),
      },
    };
  }
}

function isMessage(value: unknown): value is ChatMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ChatMessage).role === 'string' &&
    typeof (value as ChatMessage).content === 'string'
  );
}

/** The `enum` of a property named `name` anywhere in a JSON schema. */
function findEnum(schema: unknown, name: string): string[] | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const properties = (schema as { properties?: Record<string, { enum?: string[] }> }).properties;
  if (properties?.[name]?.enum) return properties[name].enum;
  for (const value of Object.values(schema)) {
    const found = findEnum(value, name);
    if (found) return found;
  }
  return undefined;
}

function completionBody(model: string, content: string, promptTokens: number, completionTokens: number) {
  return {
    id: `chatcmpl-${randomBytes(8).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

/** Holds the request open until the client goes away. */
function hang(request: IncomingMessage, response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    response.on('close', () => resolve());
    request.on('close', () => resolve());
  });
}

function splitInto(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += Math.max(1, size)) pieces.push(text.slice(index, index + Math.max(1, size)));
  return pieces;
}

const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function apiError(response: ServerResponse, status: number, message: string, type: string, code: string | null): void {
  json(response, status, { error: { message, type, param: null, code } });
}
