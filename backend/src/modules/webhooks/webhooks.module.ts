import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { WebhookProcessor } from './webhook.processor.js';
import { WEBHOOKS_QUEUE } from './webhook-queue.js';
import { WebhookRelay } from './webhook-relay.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { WebhooksService } from './webhooks.service.js';

@Module({})
export class WebhooksModule {
  /**
   * @param runWorker false for API replicas that leave deliveries to a separate worker process.
   * @param api false in the worker process, which serves no routes.
   */
  static forRoot(options: { runWorker: boolean; api: boolean }): DynamicModule {
    return {
      module: WebhooksModule,
      // The relay, for the modules that write events with their deliveries (public/webhook-events-now.ts) to ask it to queue them.
      global: true,
      exports: [WebhookRelay],
      imports: [BullModule.registerQueue({ name: WEBHOOKS_QUEUE })],
      controllers: options.api ? [WebhooksController] : [],
      providers: [
        WebhookRelay,
        ...(options.api ? [WebhooksService, WebhooksRepository] : []),
        ...(options.runWorker ? [WebhookProcessor] : []),
      ],
    };
  }
}
