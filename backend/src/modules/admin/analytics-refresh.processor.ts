import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import { AnalyticsService } from './analytics.service.js';

export const ANALYTICS_QUEUE = 'analytics';
const REFRESH_SCHEDULER = 'analytics-refresh';

/**
 * Refreshes the analytics summary every `ANALYTICS_REFRESH_MS`. Every process that runs jobs declares
 * the same BullMQ job scheduler (an idempotent upsert), which puts one job on the queue per interval:
 * one worker, whichever takes it, refreshes.
 */
@Processor(ANALYTICS_QUEUE)
export class AnalyticsRefreshProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AnalyticsRefreshProcessor.name);
  private readonly logConnectionError = throttledErrorLog(this.logger, 'Analytics refresh cannot reach Redis');

  constructor(
    private readonly analytics: AnalyticsService,
    @InjectQueue(ANALYTICS_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    // Not awaited: with Redis away the upsert waits for it, and start-up must not.
    this.queue
      .upsertJobScheduler(
        REFRESH_SCHEDULER,
        { every: this.config.analytics.refreshMs },
        { name: 'refresh', opts: { removeOnComplete: true, removeOnFail: 20 } },
      )
      .catch((error: Error) => this.logConnectionError(error));
  }

  /** A graceful worker close waits for Redis forever; when Redis is gone, close without waiting. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!(await answersWithin(() => this.worker.waitUntilReady(), 1000))) await this.worker.close(true);
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logConnectionError(error);
  }

  async process(): Promise<void> {
    const started = performance.now();
    const { generatedAt } = await this.analytics.refresh('analytics-refresh');
    this.logger.debug(`Analytics as of ${generatedAt} (refresh took ${Math.round(performance.now() - started)} ms)`);
  }
}
