import { Injectable } from '@nestjs/common';
import ical, { ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { signValue, verifySignedValue } from '../../common/security/signed-tokens.js';
import { MAX_INTEGER } from '../../common/validation.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { sessionWhen } from './cohort-schedule.service.js';
import { CohortsRepository } from './cohorts.repository.js';
import type { CalendarFeedDto } from './dto/cohort.dto.js';
import { meetingProvider, sessionEnd, sessionPagePath } from './session-view.js';

const FEED_PURPOSE = 'calendar-feed';
/** A feed carries the sessions that started this long ago, and every later one. */
const FEED_HISTORY_MS = 30 * 24 * 60 * 60_000;
const FEED_NOT_FOUND = 'This calendar address is not valid any more: copy the new one from your account page.';

type SessionRow = Awaited<ReturnType<CohortsRepository['feedSessions']>>[number];

/**
 * Live sessions as iCalendar (RFC 5545), built with ical-generator: one session's `.ics` file, and each
 * learner's private feed. Events are written in UTC, so every calendar shows them at the right
 * moment in its own zone; the description names the time in the session's zone as its organiser set it.
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly repository: CohortsRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async sessionFile(user: SignedInUser, sessionId: number): Promise<{ filename: string; text: string }> {
    const session = await this.repository.sessionFor(user, sessionId);
    if (!session?.is_visible) throw new AppError(ErrorCode.SESSION_NOT_FOUND, 'Session not found');
    if (!session.is_member && user.role !== 'admin')
      throw new AppError(ErrorCode.SESSION_NOT_MEMBER, 'This session is for the members of its cohort: join the cohort to take part.');
    const calendar = this.calendar(session.title);
    calendar.method(ICalCalendarMethod.PUBLISH);
    this.addEvent(calendar, session);
    return { filename: `live-session-${sessionId}.ics`, text: calendar.toString() };
  }

  async feed(user: SignedInUser): Promise<CalendarFeedDto> {
    const version = await this.repository.feedVersion(user.id);
    return { url: version === null ? null : this.feedUrl(user.id, version) };
  }

  async resetFeed(user: SignedInUser): Promise<CalendarFeedDto> {
    const version = await this.repository.bumpFeed(user.id, this.clock.now());
    return { url: this.feedUrl(user.id, version) };
  }

  async turnOffFeed(user: SignedInUser): Promise<void> {
    await this.repository.turnOffFeed(user.id, this.clock.now());
  }

  /** The feed behind a signed address, while that address's version is the feed's current one. */
  async feedText(token: string): Promise<string> {
    const value = verifySignedValue(this.config.auth.jwtSecret, FEED_PURPOSE, token);
    const match = value === null ? null : /^([1-9]\d{0,9})\.([1-9]\d{0,9})$/.exec(value);
    const userId = match ? Number(match[1]) : null;
    if (userId === null || userId > MAX_INTEGER || (await this.repository.feedVersion(userId)) !== Number(match![2]))
      throw new AppError(ErrorCode.CALENDAR_FEED_NOT_FOUND, FEED_NOT_FOUND);
    const sessions = await this.repository.feedSessions(userId, new Date(this.clock.now().getTime() - FEED_HISTORY_MS));
    const calendar = this.calendar('Recruiting Academy live sessions');
    calendar.ttl(60 * 60);
    for (const session of sessions) this.addEvent(calendar, session);
    return calendar.toString();
  }

  private feedUrl(userId: number, version: number): string {
    const token = signValue(this.config.auth.jwtSecret, FEED_PURPOSE, `${userId}.${version}`);
    return `${this.config.publicUrl}/api/calendar-feeds/${token}/sessions.ics`;
  }

  private calendar(name: string): ICalCalendar {
    return ical({ name, prodId: { company: 'Recruiting Academy', product: 'Live sessions', language: 'EN' } });
  }

  private addEvent(calendar: ICalCalendar, session: SessionRow): void {
    const startsAt = new Date(session.starts_at);
    const learnUrl = `${this.config.publicUrl}${sessionPagePath(session)}`;
    const description = [
      `${session.course_title ?? session.path_title}: ${session.cohort_title}`,
      `Starts ${sessionWhen(startsAt, session.time_zone)}.`,
      session.description,
      `Join from the academy, which records your attendance: ${learnUrl}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    calendar.createEvent({
      id: `live-session-${session.id}@${new URL(this.config.publicUrl).host}`,
      sequence: session.sequence,
      start: startsAt,
      end: sessionEnd(startsAt, session.duration_minutes),
      stamp: new Date(session.updated_at),
      summary: session.title,
      description,
      // The meeting's own address stays in the academy: joining through the course page records attendance.
      location: `${meetingProvider(session.join_url)} (online)`,
      url: learnUrl,
    });
  }
}
