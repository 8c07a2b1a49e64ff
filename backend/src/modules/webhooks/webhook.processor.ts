import { EntityManager } from '@mikro-orm/postgresql';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { User } from '../users/entities/user.entity.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WEBHOOKS_QUEUE, type WebhookJob } from './webhook-queue.js';
import { sendWebhook } from './webhook-sender.js';
import { webhookBody, webhookId } from './webhook-message.js';
import { WebhooksRepository } from './webhooks.repository.js';

const WORKER_LOG = { label: 'webhook-worker' };

/**
 * Attempts the delivery a job names, built from the database (a job carries only the delivery's id).
 * Each attempt is logged on the delivery; a failure is thrown for BullMQ to retry with back-off, and
 * the last one gives up: the delivery fails and the endpoint is turned off, with an e-mail to admins.
 */
@Processor(WEBHOOKS_QUEUE, { concurrency: 5 })
export class WebhookProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookProcessor.name);
  private readonly logConnectionError = throttledErrorLog(this.logger, 'Webhook worker cannot reach Redis');

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (!(await answersWithin(() => this.worker.waitUntilReady(), 1000))) await this.worker.close(true);
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logConnectionError(error);
  }

  async process(job: Job<WebhookJob>): Promise<void> {
    const id = job.data?.deliveryId;
    const em = this.em.fork({ loggerContext: WORKER_LOG });
    const delivery = Number.isSafeInteger(id) ? await em.findOne(WebhookDelivery, { id }, { populate: ['endpoint', 'event'] }) : null;
    if (!delivery || delivery.status !== 'pending') {
      this.logger.warn(`Webhook job ${job.id} names no pending delivery; dropped`);
      return;
    }
    const repository = new WebhooksRepository(em);
    const { endpoint, event } = delivery;
    if (endpoint.disabledAt) {
      await repository.finishUnsent(delivery.id, 'Not sent: the endpoint is turned off');
      return;
    }
    const outcome = await sendWebhook(
      { url: endpoint.url, secret: endpoint.secret, id: webhookId(event), body: webhookBody(event) },
      { timeoutMs: this.config.webhooks.timeoutMs, allowLoopback: this.config.webhooks.allowLoopback },
    );
    const attempts = delivery.attempts + 1;
    const gaveUp = !outcome.ok && (attempts >= this.config.webhooks.attempts || job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
    await repository.recordAttempt(delivery.id, endpoint.id, outcome, gaveUp);
    if (outcome.ok) return;
    this.logger.warn(`Webhook delivery ${delivery.id} to ${endpoint.url} failed (attempt ${attempts}): ${outcome.error}`);
    if (!gaveUp) throw new Error(outcome.error ?? 'Delivery failed');
    await this.disable(em, endpoint, attempts, outcome.error ?? 'Delivery failed');
  }

  /** Turns the endpoint off once (the first delivery to give up does it) and tells every admin. */
  private async disable(em: EntityManager, endpoint: WebhookEndpoint, attempts: number, reason: string): Promise<void> {
    await em.transactional(async (tx) => {
      const turnedOff = await new WebhooksRepository(tx).disableEndpoint(
        endpoint.id,
        `Turned off after a delivery failed ${attempts} times: ${reason}`.slice(0, 500),
      );
      if (!turnedOff) return;
      const admins = await tx.find(User, { role: 'admin' }, { fields: ['email'] });
      const integrationsUrl = `${this.config.publicUrl}/admin/integrations`;
      for (const admin of admins)
        this.outbox.add(tx, admin.email, 'webhookEndpointDisabled', { url: endpoint.url, reason, attempts, integrationsUrl });
    });
    this.logger.warn(`Webhook endpoint ${endpoint.id} (${endpoint.url}) turned off after a delivery gave up`);
  }
}
