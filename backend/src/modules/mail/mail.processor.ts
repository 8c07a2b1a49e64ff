import { EntityManager } from '@mikro-orm/postgresql';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import { OutgoingEmail } from './entities/outgoing-email.entity.js';
import { MAIL_QUEUE, type MailJob } from './public/mail.constants.js';
import { MailTransport } from './mail-transport.js';
import { type MailParams, type MailTemplate, renderMail } from './templates.js';

/**
 * Sends the outbox row a job names, rendered from the database: a job carries nothing else, so
 * whoever can write to Redis can at most make an already promised e-mail go out sooner.
 */
@Processor(MAIL_QUEUE, { concurrency: 5 })
export class MailProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly logConnectionError = throttledErrorLog(this.logger, 'Mail worker cannot reach Redis');

  constructor(
    private readonly transport: MailTransport,
    private readonly em: EntityManager,
  ) {
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

  async process(job: Job<MailJob>): Promise<void> {
    const id = job.data?.outgoingEmailId;
    const em = this.em.fork({ loggerContext: { label: 'mail-worker' } });
    const email = Number.isSafeInteger(id) ? await em.findOne(OutgoingEmail, { id }) : null;
    if (!email?.params || email.sentAt) {
      this.logger.warn(`Mail job ${job.id} names no e-mail waiting to be sent; dropped`);
      return;
    }
    const attempts = email.attempts + 1;
    try {
      await this.transport.send(renderMail(email.template as MailTemplate, email.recipient, email.params as MailParams<MailTemplate>));
    } catch (error) {
      const lastError = (error as Error).message;
      const gaveUp = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await em.nativeUpdate(OutgoingEmail, { id: email.id }, { attempts, lastError, failedAt: gaveUp ? new Date() : null });
      this.logger.warn(`Sending e-mail ${email.id} failed (attempt ${attempts}): ${lastError}`);
      throw error;
    }
    await em.nativeUpdate(OutgoingEmail, { id: email.id }, { attempts, sentAt: new Date(), params: null, lastError: null, failedAt: null });
  }
}
