import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import type { MailQueueStatusDto } from './dto/mail-queue.dto.js';
import { MAIL_QUEUE, type MailMessage } from './mail.constants.js';

/** Puts e-mails on the `mail` queue; the worker sends them. Never sends inside a request. */
@Injectable()
export class MailService implements OnModuleInit {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailMessage>,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.on('error', throttledErrorLog(new Logger(MailService.name), 'Mail queue cannot reach Redis'));
  }

  /** Counts per state and the latest failures, for the admin's queue view. */
  async status(): Promise<MailQueueStatusDto> {
    const [counts, failed] = await Promise.all([
      this.queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
      this.queue.getFailed(0, 19),
    ]);
    return {
      waiting: counts.waiting ?? 0,
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      completed: counts.completed ?? 0,
      failed: counts.failed ?? 0,
      recentFailures: failed.map((job) => ({
        id: String(job.id),
        to: job.data.to,
        subject: job.data.subject,
        failedReason: job.failedReason ?? '',
        attempts: job.attemptsMade,
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      })),
    };
  }

  /** Resolves when Redis answers. */
  async ping(): Promise<void> {
    await this.queue.count();
  }

  /**
   * @param jobId a stable id makes enqueueing idempotent: the same id is queued once.
   */
  async enqueue(message: MailMessage, jobId?: string): Promise<void> {
    await this.queue.add('send', message, {
      jobId,
      attempts: 6,
      backoff: { type: 'exponential', delay: this.config.mail.retryDelayMs },
      removeOnComplete: { count: 1000 },
      removeOnFail: false,
    });
  }
}
