import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { ScheduledWork, type ScheduledHandler } from '../scheduler/scheduled-work.service.js';
import { Scheduler } from '../scheduler/scheduler.service.js';
import { CohortsRepository } from './cohorts.repository.js';
import { sessionPagePath } from './session-view.js';

export const SESSION_REMINDER = 'live-session-reminder';
export const DRIP_UNLOCKS = 'drip-unlocks';
/** Reminders go out this many hours before a session. */
export const REMINDER_HOURS = [24, 1] as const;
/** Drip unlocks are looked for this often: a module's e-mail comes within this long of its opening. */
const DRIP_SWEEP_MS = 15 * 60_000;
/** A sweep that comes late (the workers were down) still tells learners of modules opened this long ago, no older. */
const DRIP_CATCH_UP_MS = 2 * 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

type ScheduledJobRow = Parameters<ScheduledHandler>[1];

interface ReminderPayload {
  sessionId: number;
  startsAt: string;
  hours: number;
}

const reminderPrefix = (sessionId: number) => `live-session:${sessionId}:`;

/** "on Wednesday, March 3, 2027 at 5:00 PM GMT" in the session's own time zone. */
export function sessionWhen(startsAt: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(startsAt)
    .find((part) => part.type === 'timeZoneName')?.value;
  // ICU puts a narrow no-break space before AM/PM: plain e-mail text reads better with a plain one.
  return `${format.format(startsAt)}${zone ? ` ${zone}` : ''}`.replace(/\u202f/g, ' ');
}

/**
 * The cohorts' scheduled work (docs/adr/0030-cohorts-live-sessions-and-calendars.md): each live
 * session's reminders 24 hours and 1 hour before it, and the sweep that tells learners a drip module
 * opened. Both run through the scheduled-jobs outbox (ADR 0021): once, whatever the number of workers.
 */
@Injectable()
export class CohortSchedule implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(CohortSchedule.name);

  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: Scheduler,
    private readonly work: ScheduledWork,
    private readonly repository: CohortsRepository,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.work.register(SESSION_REMINDER, (em, job) => this.remind(em, job));
    this.work.register(DRIP_UNLOCKS, (em, job, now) => this.tellUnlocks(em, job, now));
  }

  /** Makes sure a drip sweep is scheduled (each sweep schedules the next). */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.em.fork().transactional((em) => this.armSweep(em, this.clock.now(), null));
    } catch (error) {
      this.logger.warn(`Could not schedule the drip unlock sweep: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** In the transaction that saves a session: its reminders move to its (new) start; those already past are not sent. */
  async armReminders(em: EntityManager, session: { id: number; startsAt: Date }, now: Date): Promise<void> {
    await this.scheduler.cancel(em, reminderPrefix(session.id));
    for (const hours of REMINDER_HOURS) {
      const runAt = new Date(session.startsAt.getTime() - hours * HOUR_MS);
      if (runAt <= now) continue;
      const payload: ReminderPayload = { sessionId: session.id, startsAt: session.startsAt.toISOString(), hours };
      await this.scheduler.schedule(em, {
        kind: SESSION_REMINDER,
        key: `${reminderPrefix(session.id)}${hours}h`,
        runAt,
        payload: { ...payload },
      });
    }
  }

  async disarmReminders(em: EntityManager, sessionId: number): Promise<void> {
    await this.scheduler.cancel(em, reminderPrefix(sessionId));
  }

  /** E-mails the cohort's members, if the session is still there at the start the reminder was for. */
  private async remind(em: EntityManager, job: ScheduledJobRow): Promise<void> {
    const payload = job.payload as Partial<ReminderPayload> | null;
    if (typeof payload?.sessionId !== 'number' || typeof payload.startsAt !== 'string' || typeof payload.hours !== 'number') return;
    const recipients = await this.repository.reminderRecipients(payload.sessionId);
    for (const row of recipients) {
      const startsAt = new Date(row.starts_at);
      if (startsAt.toISOString() !== payload.startsAt) return; // moved since: the new start has reminders of its own
      this.outbox.add(em, row.email, 'liveSessionReminder', {
        firstName: row.first_name || row.email.split('@')[0],
        sessionTitle: row.title,
        courseTitle: row.course_title ?? row.path_title ?? '',
        courseWord: row.course_id === null ? 'learning path' : 'course',
        when: sessionWhen(startsAt, row.time_zone),
        startsIn: payload.hours === 1 ? 'in 1 hour' : `in ${payload.hours} hours`,
        sessionUrl: `${this.config.publicUrl}${sessionPagePath(row)}`,
      });
    }
  }

  /** Tells each learner of the drip modules that opened since the last sweep, then schedules the next. */
  private async tellUnlocks(em: EntityManager, job: ScheduledJobRow, now: Date): Promise<void> {
    // The notices make a module's e-mail go once however the windows overlap; a sweep that knows no
    // previous one looks back the whole catch-up window.
    const catchUp = now.getTime() - DRIP_CATCH_UP_MS;
    const last = typeof job.payload?.since === 'string' ? new Date(job.payload.since).getTime() : catchUp;
    const since = new Date(Math.max(last, catchUp));
    for (const row of await this.repository.claimOpenedModules(since, now)) {
      this.outbox.add(em, row.email, 'moduleUnlocked', {
        firstName: row.first_name || row.email.split('@')[0],
        moduleTitle: row.module_title,
        courseTitle: row.course_title,
        learnUrl: `${this.config.publicUrl}/courses/${row.course_id}/learn`,
      });
    }
    await this.armSweep(em, now, now);
  }

  /** The next sweep, a sweep interval after `now`, named by its slot: scheduling it twice keeps one. */
  private async armSweep(em: EntityManager, now: Date, since: Date | null): Promise<void> {
    const slot = Math.floor(now.getTime() / DRIP_SWEEP_MS) + 1;
    await this.scheduler.schedule(em, {
      kind: DRIP_UNLOCKS,
      key: `drip-unlocks:${slot}`,
      runAt: new Date(slot * DRIP_SWEEP_MS),
      payload: since ? { since: since.toISOString() } : {},
    });
  }
}
