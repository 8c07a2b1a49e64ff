import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { resolveTarget, TargetRefusedError } from '../../common/security/address-guard.js';

const USER_AGENT = 'RecruitingAcademy-Webhooks/1.0';
/** The most of an answer's body that is read; the rest is not waited for. */
const BODY_LIMIT = 4096;
const EXCERPT_LENGTH = 500;
const ERROR_LENGTH = 1000;

export interface WebhookMessage {
  url: string;
  secret: string;
  /** The `webhook-id`: the same for every attempt and redelivery of one event. */
  id: string;
  body: string;
}

/** How one attempt went; `ok` only for a 2xx answer. */
export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
}

/**
 * POSTs one signed message (Standard Webhooks headers, signed at the time of the attempt) to a target
 * that passed the address check, connecting to the very address that was checked. Redirects are
 * answers, not followed; the whole attempt, from DNS to the last byte read, has `timeoutMs`.
 */
export async function sendWebhook(
  message: WebhookMessage,
  options: { timeoutMs: number; allowLoopback: boolean },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const url = new URL(message.url);
    const target = await abortable(resolveTarget(url.hostname, options.allowLoopback), controller.signal);
    const timestamp = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': message.id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': new Webhook(message.secret).sign(message.id, timestamp, message.body),
    };
    const { status, body, location } = await post(url, headers, message.body, pinnedLookup(target), controller.signal);
    const excerpt = clean(body).slice(0, EXCERPT_LENGTH) || null;
    const ok = status >= 200 && status < 300;
    const error = ok
      ? null
      : status >= 300 && status < 400
        ? `Redirects are not followed (${status}${location ? ` to ${clean(location).slice(0, 300)}` : ''})`
        : `The receiver answered ${status}`;
    return { ok, status, durationMs: elapsed(), error, excerpt };
  } catch (error) {
    const reason = controller.signal.aborted ? `No answer within ${options.timeoutMs} ms` : describe(error);
    return { ok: false, status: null, durationMs: elapsed(), error: clean(reason).slice(0, ERROR_LENGTH), excerpt: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Every lookup the connection makes answers the checked address. */
function pinnedLookup(target: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<{ status: number; body: string; location: string | undefined }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup, signal, agent: false },
      (response) => {
        readCapped(response).then(
          (text) => resolve({ status: response.statusCode ?? 0, body: text, location: response.headers.location }),
          reject,
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The body's first BODY_LIMIT bytes; the connection is closed rather than waiting for more. */
function readCapped(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, BODY_LIMIT).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= BODY_LIMIT) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', (error) => (size >= BODY_LIMIT ? done() : reject(error)));
  });
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    work.then(resolve, reject);
  });
}

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'The connection was reset',
  EHOSTUNREACH: 'The host is unreachable',
  ENETUNREACH: 'The network is unreachable',
  ETIMEDOUT: 'The connection timed out',
  EPIPE: 'The connection was closed while sending',
};

function describe(error: unknown): string {
  if (error instanceof TargetRefusedError) return error.message;
  const { code, message } = error as NodeJS.ErrnoException;
  return (code && NETWORK_ERRORS[code]) ?? message ?? String(error);
}

/** Text fit to store and show: no NUL or other control characters. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}
