import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { OutboxRelay, REDIS_TIMEOUT_MS } from '../../infrastructure/outbox-relay.js';
import { OutgoingEmail } from './entities/outgoing-email.entity.js';
import { MAIL_QUEUE, type MailJob } from './public/mail.constants.js';

const BATCH = 100;
const RELAY_LOG = { label: 'mail-relay' };

/**
 * Moves e-mails from the outbox to the queue: right after the transaction that wrote them commits,
 * and on a timer for whatever that missed (Redis away, a crash in between). Rows are claimed with
 * SKIP LOCKED, so any number of replicas relay side by side; the job id is the row id, so a row
 * relayed twice is still one job. A row queued long ago and still unsent is relayed again, in case
 * Redis lost its job (a restart without persistence); the worker skips rows already sent.
 */
@Injectable()
export class MailRelay extends OutboxRelay {
  constructor(
    em: EntityManager,
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJob>,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super(em, new Logger(MailRelay.name), 'E-mails wait in the outbox', config.mail.outboxPollMs);
  }

  protected watches(entity: object): boolean {
    return entity instanceof OutgoingEmail;
  }

  /** Relays until the outbox is empty; stops (for the timer to retry) while Redis does not answer. */
  async relayAll(): Promise<number> {
    let relayed = 0;
    for (;;) {
      const batch = await this.relayBatch();
      relayed += batch;
      if (batch < BATCH) return relayed;
    }
  }

  private async relayBatch(): Promise<number> {
    if (!(await this.redisReady(this.queue))) return 0;
    return this.em.fork({ loggerContext: RELAY_LOG }).transactional(
      async (em) => {
        const lostBefore = new Date(Date.now() - this.config.mail.requeueAfterMs);
        const due = await em.find(
          OutgoingEmail,
          {
            queue: this.config.redis.queuePrefix,
            sentAt: null,
            failedAt: null,
            $or: [{ queuedAt: null }, { queuedAt: { $lt: lostBefore } }],
          },
          { fields: ['id'], orderBy: { id: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
        );
        if (due.length === 0) return 0;
        const jobs = due.map(({ id }) => ({
          name: 'send',
          data: { outgoingEmailId: id },
          opts: {
            jobId: `outbox-${id}`,
            attempts: 6,
            backoff: { type: 'exponential', delay: this.config.mail.retryDelayMs },
            removeOnComplete: { count: 1000 },
            removeOnFail: { count: 1000 },
          },
        }));
        if (!(await answersWithin(() => this.queue.addBulk(jobs), REDIS_TIMEOUT_MS))) {
          throw new Error(`Redis did not take ${jobs.length} e-mail jobs; retrying in ${this.config.mail.outboxPollMs} ms`);
        }
        await em.nativeUpdate(OutgoingEmail, { id: { $in: due.map(({ id }) => id) } }, { queuedAt: new Date() });
        return due.length;
      },
      { loggerContext: RELAY_LOG },
    );
  }
}
