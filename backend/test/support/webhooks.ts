import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WebhookDelivery } from '../../src/modules/webhooks/entities/webhook-delivery.entity.js';
import { WebhookEvent } from '../../src/modules/webhooks/entities/webhook-event.entity.js';
import { WEBHOOKS_QUEUE } from '../../src/modules/webhooks/webhook-queue.js';
import { WebhookRelay } from '../../src/modules/webhooks/webhook-relay.js';
import type { TestApp } from './test-app.js';

/** One request the receiver got, and whether its Standard Webhooks signature verified. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body when the signature verified with the path's secret; null otherwise. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  verifyError: string | null;
  /** The status the receiver answered with. */
  status: number;
}

/** How a path answers: a status (200 by default), after a delay, with headers. */
type Answer = { status: number; delayMs?: number; headers?: Record<string, string>; body?: string };

/**
 * A webhook receiver on 127.0.0.1: it verifies every request with the `standardwebhooks` library
 * and the secret registered for its path, and answers as the test told it to.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly secrets = new Map<string, string>();
  private readonly answers = new Map<string, Answer>();
  private server: Server | undefined;
  private port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.handle(request.url ?? '/', request.headers, Buffer.concat(chunks).toString('utf8'), response));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  url(path: string, host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  answer(path: string, answer: Answer): void {
    this.answers.set(path, answer);
  }

  /** What arrived at `path` (every path when none is given). */
  at(path?: string): ReceivedWebhook[] {
    return this.received.filter((request) => path === undefined || request.path === path);
  }

  private handle(path: string, headers: IncomingHttpHeaders, body: string, response: ServerResponse): void {
    let payload: ReceivedWebhook['payload'] = null;
    let verifyError: string | null = null;
    const secret = this.secrets.get(path);
    try {
      if (!secret) throw new Error(`no secret for ${path}`);
      payload = new Webhook(secret).verify(body, headers as Record<string, string>) as ReceivedWebhook['payload'];
    } catch (error) {
      verifyError = (error as Error).message;
    }
    const answer = this.answers.get(path) ?? { status: 200 };
    this.received.push({ path, headers, body, payload, verifyError, status: answer.status });
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      response.end(answer.body ?? 'ok');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  }
}

/**
 * Returns once every webhook event the app has recorded so far is settled: fanned out, each delivery
 * succeeded or gave up, and the app's webhook queue has no job waiting, running or scheduled.
 */
export async function drainWebhooks(testApp: TestApp, timeoutMs = 20_000): Promise<void> {
  const relay = testApp.app.get(WebhookRelay, { strict: false });
  const queue = testApp.app.get<Queue>(getQueueToken(WEBHOOKS_QUEUE), { strict: false });
  const em = testApp.app.get(EntityManager);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await relay.relayAll().catch(() => undefined);
    const [undispatched, pending, jobs] = await Promise.all([
      em.fork().count(WebhookEvent, { dispatchedAt: null }),
      em.fork().count(WebhookDelivery, { status: 'pending' }),
      queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children'),
    ]);
    const pendingJobs = Object.values(jobs).reduce((sum, count) => sum + count, 0);
    if (undispatched === 0 && pending === 0 && pendingJobs === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `Webhooks still on their way after ${timeoutMs} ms: ${undispatched} events not fanned out, ${pending} deliveries pending, queue ${JSON.stringify(jobs)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
