import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import type { MailQueueStatusDto } from './dto/mail-queue.dto.js';
import { OutgoingEmail } from './entities/outgoing-email.entity.js';
import { MAIL_QUEUE, type MailJob } from './public/mail.constants.js';

/** The admin's view of outgoing e-mail: the outbox and the queue. */
@Injectable()
export class MailService implements OnModuleInit {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJob>,
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.on('error', throttledErrorLog(new Logger(MailService.name), 'Mail queue cannot reach Redis'));
  }

  /** Counts per state and the latest e-mails that gave up. */
  async status(): Promise<MailQueueStatusDto> {
    const em = this.em.fork();
    const queue = this.config.redis.queuePrefix;
    const [counts, inOutbox, failed] = await Promise.all([
      this.queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
      em.count(OutgoingEmail, { queue, queuedAt: null }),
      em.find(OutgoingEmail, { queue, failedAt: { $ne: null } }, { orderBy: { failedAt: 'desc' }, limit: 20 }),
    ]);
    return {
      inOutbox,
      waiting: counts.waiting ?? 0,
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      completed: counts.completed ?? 0,
      failed: counts.failed ?? 0,
      recentFailures: failed.map((email) => ({
        id: String(email.id),
        to: email.recipient,
        subject: email.subject,
        failedReason: email.lastError ?? '',
        attempts: email.attempts,
        failedAt: email.failedAt?.toISOString() ?? null,
      })),
    };
  }
}
