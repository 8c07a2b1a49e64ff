import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { SCHEDULED_QUEUE } from './public/scheduler.constants.js';
import { ScheduledJobRelay } from './scheduled-job.relay.js';
import { ScheduledWorkProcessor } from './scheduled-work.processor.js';
import { ScheduledWork } from './scheduled-work.service.js';
import { Scheduler } from './scheduler.service.js';
import { SchedulerRepository } from './scheduler.repository.js';

/**
 * Scheduled work (reminders, expiry, purges): written through the `scheduled_jobs` outbox, run as
 * BullMQ delayed jobs. Global, like mail: modules schedule with `Scheduler` and register their
 * handlers with `ScheduledWork`.
 */
@Module({})
export class SchedulerModule {
  /** @param runWorker false for API replicas that leave running the work to a separate worker process. */
  static forRoot(options: { runWorker: boolean }): DynamicModule {
    return {
      module: SchedulerModule,
      global: true,
      imports: [BullModule.registerQueue({ name: SCHEDULED_QUEUE })],
      providers: [SchedulerRepository, Scheduler, ScheduledWork, ScheduledJobRelay, ...(options.runWorker ? [ScheduledWorkProcessor] : [])],
      exports: [Scheduler, ScheduledWork],
    };
  }
}
