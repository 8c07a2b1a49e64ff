import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { ANALYTICS_QUEUE, AnalyticsRefreshProcessor } from './analytics-refresh.processor.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { AnalyticsService } from './analytics.service.js';

@Module({})
export class AnalyticsModule {
  /** @param runWorker false for API replicas that leave the scheduled refresh to a separate worker process. */
  static forRoot(options: { runWorker: boolean }): DynamicModule {
    return {
      module: AnalyticsModule,
      global: true,
      imports: options.runWorker ? [BullModule.registerQueue({ name: ANALYTICS_QUEUE })] : [],
      providers: [AnalyticsService, AnalyticsRepository, ...(options.runWorker ? [AnalyticsRefreshProcessor] : [])],
      exports: [AnalyticsService],
    };
  }
}
