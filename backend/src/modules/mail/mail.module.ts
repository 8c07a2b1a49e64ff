import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { MAIL_QUEUE } from './public/mail.constants.js';
import { MailOutbox } from './mail-outbox.service.js';
import { MailProcessor } from './mail.processor.js';
import { MailRelay } from './mail-relay.js';
import { MailService } from './mail.service.js';
import { MailTransport } from './mail-transport.js';

@Module({})
export class MailModule {
  /** @param runWorker false for API replicas that leave sending to a separate worker process. */
  static forRoot(options: { runWorker: boolean }): DynamicModule {
    return {
      module: MailModule,
      global: true,
      imports: [BullModule.registerQueue({ name: MAIL_QUEUE })],
      providers: [MailService, MailOutbox, MailRelay, ...(options.runWorker ? [MailTransport, MailProcessor] : [])],
      exports: [MailService, MailOutbox, BullModule],
    };
  }
}
