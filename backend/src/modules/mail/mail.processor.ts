import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import { MAIL_QUEUE, type MailMessage } from './mail.constants.js';
import { MailTransport } from './mail-transport.js';

@Processor(MAIL_QUEUE, { concurrency: 5 })
export class MailProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly logConnectionError = throttledErrorLog(this.logger, 'Mail worker cannot reach Redis');

  constructor(private readonly transport: MailTransport) {
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

  async process(job: Job<MailMessage>): Promise<void> {
    try {
      await this.transport.send(job.data);
    } catch (error) {
      this.logger.warn(`Sending e-mail job ${job.id} failed (attempt ${job.attemptsMade + 1}): ${(error as Error).message}`);
      throw error;
    }
  }
}
