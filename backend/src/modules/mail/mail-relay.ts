import { type EventSubscriber, type FlushEventArgs, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import { OutgoingEmail } from './entities/outgoing-email.entity.js';
import { MAIL_QUEUE, type MailJob } from './public/mail.constants.js';

const BATCH = 100;
const REDIS_TIMEOUT_MS = 2000;
const RELAY_LOG = { label: 'mail-relay' };

/**
 * Moves e-mails from the outbox to the queue: right after the transaction that wrote them commits,
 * and on a timer for whatever that missed (Redis away, a crash in between). Rows are claimed with
 * SKIP LOCKED, so any number of replicas relay side by side; the job id is the row id, so a row
 * relayed twice is still one job. A row queued long ago and still unsent is relayed again, in case
 * Redis lost its job (a restart without persistence); the worker skips rows already sent.
 */
@Injectable()
export class MailRelay implements OnApplicationBootstrap, OnApplicationShutdown, EventSubscriber {
  private readonly logger = new Logger(MailRelay.name);
  private readonly logFailure = throttledErrorLog(this.logger, 'E-mails wait in the outbox');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private committedInTransaction = false;

  constructor(
    private readonly em: EntityManager,
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJob>,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.em.getEventManager().registerSubscriber(this);
    this.timer = setInterval(() => this.kick(), this.config.mail.outboxPollMs).unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    // A pass waiting on Redis or PostgreSQL must not hold up shutdown; its rows stay for the next start.
    await answersWithin(() => this.running ?? Promise.resolve(), REDIS_TIMEOUT_MS);
  }

  afterFlush({ em, uow }: FlushEventArgs): void {
    if (!uow.getChangeSets().some((changeSet) => changeSet.entity instanceof OutgoingEmail)) return;
    // Inside an explicit transaction the rows are not visible to the relay until it commits.
    if (em.isInTransaction()) this.committedInTransaction = true;
    else this.kick();
  }

  afterTransactionCommit(): void {
    if (!this.committedInTransaction) return;
    this.committedInTransaction = false;
    this.kick();
  }

  /** Starts a relay pass; a call during a pass asks for one more after it. */
  kick(): void {
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.relayAll()
      .then(() => undefined, (error: Error) => this.logFailure(error))
      .finally(() => {
        this.running = undefined;
        if (this.runAgain) {
          this.runAgain = false;
          this.kick();
        }
      });
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

  /** The queue's connection only resolves once Redis answers: do not wait for it. */
  private async redisReady(): Promise<boolean> {
    let ready = false;
    await answersWithin(async () => {
      ready = (await this.queue.backend.client).status === 'ready';
    }, 500);
    return ready;
  }

  private async relayBatch(): Promise<number> {
    if (!(await this.redisReady())) return 0;
    return this.em.fork({ loggerContext: RELAY_LOG }).transactional(async (em) => {
      const lostBefore = new Date(Date.now() - this.config.mail.requeueAfterMs);
      const due = await em.find(
        OutgoingEmail,
        { queue: this.config.redis.queuePrefix, sentAt: null, failedAt: null, $or: [{ queuedAt: null }, { queuedAt: { $lt: lostBefore } }] },
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
    }, { loggerContext: RELAY_LOG });
  }
}
