import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { ScheduledWork, type ScheduledHandler } from '../scheduler/scheduled-work.service.js';
import { Scheduler } from '../scheduler/scheduler.service.js';
import { addDays, dateOf, longDate } from './cycle-dates.js';
import { CreditsRepository } from './credits.repository.js';
import { certificationLedger, ledgerLines, missingText, REMINDER_DAYS } from './ledger.js';
import { toAddedCredit, toEarnedCredit } from './ledger-rows.js';

export const CYCLE_REMINDER = 'credit-cycle-reminder';
export const RECORDS_PURGE = 'credit-records-purge';
/** Reminders go out at 09:00 UTC on their day; the purge runs daily at 03:00 UTC. */
const REMINDER_TIME = 'T09:00:00.000Z';
const PURGE_TIME = 'T03:00:00.000Z';

interface ReminderPayload {
  certificationId: number;
  cycleEnd: string;
  days: number;
}

type ScheduledJobRow = Parameters<ScheduledHandler>[1];

const reminderPrefix = (certificationId: number) => `credit-cycle:${certificationId}:`;

/**
 * The credits' scheduled work: the e-mails 90 and 30 days before a certification's cycle ends while
 * credits are missing (docs/product-rules.md#continuing-education-credits), and the daily purge of
 * provider records past retention (docs/adr/0022-credit-records-and-account-deletion.md).
 */
@Injectable()
export class CreditSchedule implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(CreditSchedule.name);

  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: Scheduler,
    private readonly work: ScheduledWork,
    private readonly credits: CreditsRepository,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.work.register(CYCLE_REMINDER, (em, job, now) => this.remind(em, job, now));
    this.work.register(RECORDS_PURGE, (em, _job, now) => this.purge(em, now));
  }

  /** Makes sure the next purge is scheduled (each purge schedules the one after it). */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.em.fork().transactional((em) => this.armPurge(em, this.clock.now()));
    } catch (error) {
      // The database may still be starting: the next start (or the next purge) arms it.
      this.logger.warn(`Could not schedule the credit records purge: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * In the transaction that saves a certification's cycle: the reminders of its old dates go, those of
   * the new dates still ahead of `now` are scheduled. A reminder already past is not sent late: the page
   * shows the warning instead.
   */
  async armReminders(em: EntityManager, certification: { id: number; cycleEnd: string }, now: Date): Promise<void> {
    await this.scheduler.cancel(em, reminderPrefix(certification.id));
    for (const days of REMINDER_DAYS) {
      const runAt = new Date(`${addDays(certification.cycleEnd, -days)}${REMINDER_TIME}`);
      if (runAt <= now) continue;
      const payload: ReminderPayload = { certificationId: certification.id, cycleEnd: certification.cycleEnd, days };
      await this.scheduler.schedule(em, {
        kind: CYCLE_REMINDER,
        key: `${reminderPrefix(certification.id)}${days}`,
        runAt,
        payload: { ...payload },
      });
    }
  }

  /** In the transaction that removes a certification. */
  async disarmReminders(em: EntityManager, certificationId: number): Promise<void> {
    await this.scheduler.cancel(em, reminderPrefix(certificationId));
  }

  /** Sends the reminder if the certification still has this cycle and credits are still missing on the day. */
  private async remind(em: EntityManager, job: ScheduledJobRow, now: Date): Promise<void> {
    const payload = job.payload as Partial<ReminderPayload> | null;
    if (typeof payload?.certificationId !== 'number' || typeof payload.cycleEnd !== 'string') return;
    const target = await this.credits.reminderTarget(payload.certificationId);
    // Removed, or its dates changed since (the new dates have reminders of their own).
    if (!target || target.cycle_end !== payload.cycleEnd) return;
    const [earned, added] = await Promise.all([this.credits.earnedCredits(target.user_id), this.credits.entries(target.user_id)]);
    const ledger = certificationLedger(
      {
        id: target.id,
        certification: target.certification,
        bodyName: target.body_name,
        cycleStart: target.cycle_start,
        cycleEnd: target.cycle_end,
      },
      {
        totalHundredths: target.total_hundredths,
        ethicsHundredths: target.ethics_hundredths ?? 0,
        businessHundredths: target.business_hundredths ?? 0,
        globalHundredths: target.global_hundredths ?? 0,
      },
      ledgerLines(earned.map(toEarnedCredit), added.map(toAddedCredit)),
      dateOf(now),
    );
    const stillNeeded = ledger.missing ? missingText(ledger.body, ledger.missing) : null;
    if (ledger.status !== 'active' || !stillNeeded) return;
    this.outbox.add(em, target.email, 'creditCycleReminder', {
      firstName: target.first_name || target.email.split('@')[0],
      certification: ledger.label,
      cycleEnd: longDate(ledger.cycleEnd),
      daysLeft: ledger.daysLeft,
      missing: stillNeeded,
      creditsUrl: `${this.config.publicUrl}/account/credits`,
    });
  }

  private async purge(em: EntityManager, now: Date): Promise<void> {
    const purged = await this.credits.purgeExpiredRecordHolders(now);
    if (purged > 0) this.logger.log(`Purged ${purged} provider ${purged === 1 ? 'record' : 'records'} of deleted accounts past retention`);
    await this.armPurge(em, now);
  }

  /** The next purge: today's at 03:00 UTC if that is still ahead, else tomorrow's. One job per day, named by its date. */
  private async armPurge(em: EntityManager, now: Date): Promise<void> {
    const today = dateOf(now);
    const day = new Date(`${today}${PURGE_TIME}`) > now ? today : addDays(today, 1);
    await this.scheduler.schedule(em, { kind: RECORDS_PURGE, key: `credit-records-purge:${day}`, runAt: new Date(`${day}${PURGE_TIME}`) });
  }
}
