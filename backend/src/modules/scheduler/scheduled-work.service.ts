import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { SchedulerRepository, type ScheduledJobRow } from './scheduler.repository.js';

/**
 * Runs a kind of scheduled job, in a transaction that holds the job's row. It decides at run time
 * whether the work is still wanted (a certificate renewed since, credits complete) and simply returns
 * when not; the job is done either way. Throwing rolls back and leaves the job for a retry.
 */
export type ScheduledHandler = (em: EntityManager, job: ScheduledJobRow, now: Date) => Promise<void>;

/** Names the statements of scheduled work in the query log (begin and commit too), apart from requests'. */
const WORK_LOG = { label: 'scheduled-work' };

/** The handlers of scheduled work, registered by the modules that schedule it, and the running of one job. */
@Injectable()
export class ScheduledWork {
  private readonly logger = new Logger(ScheduledWork.name);
  private readonly handlers = new Map<string, ScheduledHandler>();

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: SchedulerRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Called by a module as it starts (onModuleInit), for each kind it schedules. */
  register(kind: string, handler: ScheduledHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Scheduled work "${kind}" has two handlers`);
    this.handlers.set(kind, handler);
  }

  /** The kinds this process can run. */
  kinds(): string[] {
    return [...this.handlers.keys()].sort();
  }

  /**
   * Runs the job once: skipped when it is done (a run beside another waits for it, then finds it done) or moved to later.
   * Returns whether it ran.
   */
  async run(id: number): Promise<boolean> {
    const now = this.clock.now();
    return this.em.fork({ loggerContext: WORK_LOG }).transactional(
      async (em) => {
        const job = await this.jobs.lockPending(id);
        if (!job || new Date(job.run_at) > now) return false;
        const handler = this.handlers.get(job.kind);
        // A process without the module that scheduled it must not mark it done: another worker will run it.
        if (!handler) throw new Error(`No handler for scheduled work "${job.kind}" in this process`);
        await handler(em, job, now);
        await this.jobs.markDone(job.id, now);
        this.logger.debug(`Ran scheduled ${job.kind} ${job.key}`);
        return true;
      },
      { loggerContext: WORK_LOG },
    );
  }

  /** Runs every pending job due by the clock's now, one after another; returns how many ran. */
  async runDue(): Promise<number> {
    const due = await this.jobs.dueIds(this.config.redis.queuePrefix, this.clock.now());
    let ran = 0;
    for (const { id } of due) if (await this.run(id)) ran += 1;
    return ran;
  }
}
