import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import { SCHEDULED_QUEUE, type ScheduledQueueJob } from './public/scheduler.constants.js';
import { ScheduledWork } from './scheduled-work.service.js';

/** Runs the scheduled job a queue job names; the row says what to do, so a queue job carries nothing else. */
@Processor(SCHEDULED_QUEUE, { concurrency: 2 })
export class ScheduledWorkProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ScheduledWorkProcessor.name);
  private readonly logConnectionError = throttledErrorLog(this.logger, 'Scheduled work cannot reach Redis');

  constructor(private readonly work: ScheduledWork) {
    super();
  }

  /** A graceful worker close waits for Redis forever; when Redis is gone, close without waiting. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!(await answersWithin(() => this.worker.waitUntilReady(), 1000))) await this.worker.close(true);
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logConnectionError(error);
  }

  async process(job: Job<ScheduledQueueJob>): Promise<void> {
    const id = job.data?.scheduledJobId;
    if (!Number.isSafeInteger(id)) {
      this.logger.warn(`Scheduled job ${job.id} names no scheduled work; dropped`);
      return;
    }
    await this.work.run(id);
  }
}
