import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { OutboxRelay, REDIS_TIMEOUT_MS } from '../../infrastructure/outbox-relay.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { WEBHOOKS_QUEUE, type WebhookJob } from './webhook-queue.js';

const BATCH = 100;
const RELAY_LOG = { label: 'webhook-relay' };

/**
 * Moves webhook events from the outbox to the queue, like the mail relay (docs/adr/0006): right after
 * the transaction that wrote them commits, and on a timer for whatever that missed. A pass first fans
 * each new event out into one delivery per endpoint that is on and subscribed at that moment (no
 * Redis needed), then queues pending deliveries, one job per delivery (job id `delivery-<id>`, so a
 * delivery relayed twice is still one job). Rows are claimed with SKIP LOCKED, so replicas relay side
 * by side. A delivery queued long ago and still pending is queued again, in case Redis lost its job.
 */
@Injectable()
export class WebhookRelay extends OutboxRelay {
  /** When the pending deliveries were last looked for. */
  private lastQueuePass = 0;

  constructor(
    em: EntityManager,
    @InjectQueue(WEBHOOKS_QUEUE) private readonly queue: Queue<WebhookJob>,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super(em, new Logger(WebhookRelay.name), 'Webhook events wait in the outbox', config.webhooks.outboxPollMs);
  }

  protected watches(entity: object): boolean {
    return entity instanceof WebhookEvent || entity instanceof WebhookDelivery;
  }

  /**
   * Fans out and queues until both are done; queuing stops (for the timer to retry) while Redis does
   * not answer. A pass that only marked events nobody subscribes to (a lesson completed in an academy
   * without webhooks) leaves the queuing to the timer's next pass, unless that is overdue.
   */
  async relayAll(): Promise<number> {
    let relayed = 0;
    for (;;) {
      const fannedOut = await this.fanOutBatch();
      const nothingNew = fannedOut.events > 0 && fannedOut.deliveries === 0;
      const queueDue = !nothingNew || Date.now() - this.lastQueuePass >= this.config.webhooks.outboxPollMs;
      const queued = queueDue && (await this.redisReady(this.queue)) ? await this.queueBatch() : 0;
      relayed += queued;
      if (fannedOut.events < BATCH && queued < BATCH) return relayed;
    }
  }

  /**
   * New events become deliveries for the endpoints on and subscribed now; an event nobody wants is just
   * marked done. A lesson completion applies the same rule as it writes its events
   * (`RECORD_FANNED_OUT` in public/webhook-events-now.ts): a change to it goes in both.
   */
  private async fanOutBatch(): Promise<{ events: number; deliveries: number }> {
    return this.em.fork({ loggerContext: RELAY_LOG }).transactional(
      async (em) => {
        const events = await em.find(
          WebhookEvent,
          { dispatchedAt: null },
          { fields: ['id', 'type'], orderBy: { id: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
        );
        if (events.length === 0) return { events: 0, deliveries: 0 };
        const endpoints = await em.find(WebhookEndpoint, { disabledAt: null }, { fields: ['id', 'events'] });
        const now = new Date();
        const deliveries = events.flatMap((event) =>
          endpoints
            .filter((endpoint) => endpoint.events.includes(event.type))
            .map((endpoint) => ({ endpoint: endpoint.id, event: event.id, status: 'pending' as const, attempts: 0, createdAt: now })),
        );
        if (deliveries.length > 0) await em.insertMany(WebhookDelivery, deliveries);
        await em.nativeUpdate(WebhookEvent, { id: { $in: events.map(({ id }) => id) } }, { dispatchedAt: now });
        return { events: events.length, deliveries: deliveries.length };
      },
      { loggerContext: RELAY_LOG },
    );
  }

  private async queueBatch(): Promise<number> {
    this.lastQueuePass = Date.now();
    return this.em.fork({ loggerContext: RELAY_LOG }).transactional(
      async (em) => {
        const lostBefore = new Date(Date.now() - this.config.webhooks.requeueAfterMs);
        const due = await em.find(
          WebhookDelivery,
          { status: 'pending', $or: [{ queuedAt: null }, { queuedAt: { $lt: lostBefore } }] },
          { fields: ['id'], orderBy: { id: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
        );
        if (due.length === 0) return 0;
        const { attempts, retryDelayMs } = this.config.webhooks;
        const jobs = due.map(({ id }) => ({
          name: 'deliver',
          data: { deliveryId: id },
          opts: {
            jobId: `delivery-${id}`,
            attempts,
            backoff: { type: 'exponential', delay: retryDelayMs },
            removeOnComplete: { count: 1000 },
            removeOnFail: { count: 1000 },
          },
        }));
        if (!(await answersWithin(() => this.queue.addBulk(jobs), REDIS_TIMEOUT_MS))) {
          throw new Error(`Redis did not take ${jobs.length} webhook jobs; retrying in ${this.config.webhooks.outboxPollMs} ms`);
        }
        await em.nativeUpdate(WebhookDelivery, { id: { $in: due.map(({ id }) => id) } }, { queuedAt: new Date() });
        return due.length;
      },
      { loggerContext: RELAY_LOG },
    );
  }
}
