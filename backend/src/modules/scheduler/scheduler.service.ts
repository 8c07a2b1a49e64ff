import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Optional } from '@nestjs/common';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { ScheduledJobRelay } from './scheduled-job.relay.js';
import { SchedulerRepository } from './scheduler.repository.js';

export interface ScheduleRequest {
  /** The handler that runs it (ScheduledWork.register). */
  kind: string;
  /** Names the work; scheduling the same key again moves it. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/** How a module promises work for later: in the transaction of the change that makes it due. */
@Injectable()
export class Scheduler {
  constructor(
    private readonly jobs: SchedulerRepository,
    @InjectConfig() private readonly config: AppConfig,
    /** Absent in service-level tests, which run due jobs themselves (ScheduledWork.runDue). */
    @Optional() private readonly relay?: ScheduledJobRelay,
  ) {}

  /** Writes (or moves) the job in `em`'s transaction: it exists only if that transaction commits. */
  async schedule(em: EntityManager, request: ScheduleRequest): Promise<void> {
    await this.jobs.upsert({ queue: this.config.redis.queuePrefix, payload: null, ...request }, em);
    this.relay?.kickAfterCommit(em);
  }

  /** Drops the pending jobs whose key starts with `keyPrefix` (a cycle changed, a certificate renewed). */
  async cancel(em: EntityManager, keyPrefix: string): Promise<void> {
    await this.jobs.cancel(keyPrefix, em);
  }
}
