import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Clock } from '../../common/clock.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { OutboxRelay, REDIS_TIMEOUT_MS } from '../../infrastructure/outbox-relay.js';
import { ScheduledJob } from './entities/scheduled-job.entity.js';
import { SCHEDULE_HORIZON_MS, SCHEDULED_QUEUE, type ScheduledQueueJob } from './public/scheduler.constants.js';
import { SchedulerRepository } from './scheduler.repository.js';

const BATCH = 100;
const RELAY_LOG = { label: 'scheduled-relay' };

/**
 * Moves scheduled jobs that fall due within the horizon to the queue as delayed jobs: right after the
 * transaction that wrote them commits, and on a timer. Jobs further ahead stay in PostgreSQL, so Redis
 * never holds months of delayed jobs and loses nothing it cannot get back. The job id is the row's id
 * and time: relayed twice it is still one job, and a job moved to another time is a new one (the old
 * one finds the row not yet due and does nothing). A row still pending a horizon after it was queued
 * is relayed again, in case Redis lost it.
 */
@Injectable()
export class ScheduledJobRelay extends OutboxRelay {
  constructor(
    em: EntityManager,
    @InjectQueue(SCHEDULED_QUEUE) private readonly queue: Queue<ScheduledQueueJob>,
    private readonly jobs: SchedulerRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super(em, new Logger(ScheduledJobRelay.name), 'Scheduled work waits in PostgreSQL', config.mail.outboxPollMs * 10);
  }

  protected watches(entity: object): boolean {
    return entity instanceof ScheduledJob;
  }

  /** Scheduling runs as a statement, not a flush: the services that schedule kick the relay after commit. */
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
    const now = this.clock.now();
    return this.em.fork({ loggerContext: RELAY_LOG }).transactional(
      async () => {
        const due = await this.jobs.claimForQueue(
          this.config.redis.queuePrefix,
          new Date(now.getTime() + SCHEDULE_HORIZON_MS),
          new Date(now.getTime() - SCHEDULE_HORIZON_MS),
          now,
          BATCH,
        );
        if (due.length === 0) return 0;
        const jobs = due.map(({ id, run_at }) => ({
          name: 'run',
          data: { scheduledJobId: id },
          opts: {
            jobId: `scheduled-${id}-${new Date(run_at).getTime()}`,
            delay: Math.max(0, new Date(run_at).getTime() - now.getTime()),
            attempts: 6,
            backoff: { type: 'exponential', delay: this.config.mail.retryDelayMs },
            removeOnComplete: { count: 1000 },
            removeOnFail: { count: 1000 },
          },
        }));
        if (!(await answersWithin(() => this.queue.addBulk(jobs), REDIS_TIMEOUT_MS))) {
          throw new Error(`Redis did not take ${jobs.length} scheduled jobs; retrying later`);
        }
        return due.length;
      },
      { loggerContext: RELAY_LOG },
    );
  }
}
