import type { EntityManager, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { answersWithin } from './answers-within.js';
import { throttledErrorLog } from './throttled-log.js';

/** How long a pass may wait on Redis before leaving its rows for the next one. */
export const REDIS_TIMEOUT_MS = 2000;

/**
 * When an outbox relay runs (docs/adr/0006-mail-outbox.md): right after a flush or transaction that
 * wrote rows it watches commits, and every `pollMs` for whatever that missed (Redis away, a crash in
 * between). Passes never overlap: a call during a pass asks for one more after it. Subclasses say
 * which rows they watch and what a pass does.
 */
export abstract class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown, EventSubscriber {
  private readonly logFailure: (error: Error) => void;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private committedInTransaction = false;

  protected constructor(
    protected readonly em: EntityManager,
    logger: Logger,
    waiting: string,
    private readonly pollMs: number,
  ) {
    this.logFailure = throttledErrorLog(logger, waiting);
  }

  /** One pass: moves what is due; returns how many rows it queued. */
  abstract relayAll(): Promise<number>;

  /** Whether a flushed entity is one of the rows this relay moves. */
  protected abstract watches(entity: object): boolean;

  onApplicationBootstrap(): void {
    this.em.getEventManager().registerSubscriber(this);
    this.timer = setInterval(() => this.kick(), this.pollMs).unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    // A pass waiting on Redis or PostgreSQL must not hold up shutdown; its rows stay for the next start.
    await answersWithin(() => this.running ?? Promise.resolve(), REDIS_TIMEOUT_MS);
  }

  afterFlush({ em, uow }: FlushEventArgs): void {
    if (!uow.getChangeSets().some(({ entity }) => this.watches(entity))) return;
    // Inside an explicit transaction the rows are not visible to the relay until it commits.
    if (em.isInTransaction()) this.committedInTransaction = true;
    else this.kick();
  }

  afterTransactionCommit(): void {
    if (!this.committedInTransaction) return;
    this.committedInTransaction = false;
    this.kick();
  }

  /** For rows written by a statement rather than a flush: relays them once `em`'s transaction commits. */
  kickAfterCommit(em: EntityManager): void {
    if (em.isInTransaction()) this.committedInTransaction = true;
    else this.kick();
  }

  /** Starts a relay pass; a call during a pass asks for one more after it. */
  kick(): void {
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.relayAll()
      .then(
        () => undefined,
        (error: Error) => this.logFailure(error),
      )
      .finally(() => {
        this.running = undefined;
        if (this.runAgain) {
          this.runAgain = false;
          this.kick();
        }
      });
  }

  /** The queue's connection only resolves once Redis answers: do not wait for it. */
  protected async redisReady(queue: Queue): Promise<boolean> {
    let ready = false;
    await answersWithin(async () => {
      ready = (await queue.backend.client).status === 'ready';
    }, 500);
    return ready;
  }
}
