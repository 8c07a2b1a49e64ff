import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { CourseCreditsDto } from '../credits/dto/course-credits.dto.js';
import { courseCreditLines, toCourseCredits } from '../credits/public/course-credit-lines.js';
import { ACADEMY_PROVIDER } from '../credits/public/credit-rules.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { CohortSchedule } from './cohort-schedule.service.js';
import { CohortsRepository, type CohortHome } from './cohorts.repository.js';
import type {
  AdminCohortDto,
  AdminLiveSessionDto,
  AttendanceDto,
  CohortDetailDto,
  CohortInputDto,
  SessionInputDto,
} from './dto/cohort.dto.js';
import { Cohort } from './entities/cohort.entity.js';
import { LiveSessionCredit } from './entities/live-session-credit.entity.js';
import { LiveSession } from './entities/live-session.entity.js';
import { personName, toAdminCohortDto, toSessionDto } from './session-view.js';

const COHORT_NOT_FOUND = 'Cohort not found';
const SESSION_NOT_FOUND = 'Session not found';
const NO_CREDITS: CourseCreditsDto = { shrm: null, hrci: null, cpd: null };

/** The dates of a cohort, checked: the end after the start. */
function cohortDates(input: CohortInputDto): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= startsAt) throw new AppError(ErrorCode.COHORT_DATES_INVALID, "The cohort's end must be after its start.");
  return { startsAt, endsAt };
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Cohorts, live sessions, attendance and drip for admins (docs/product-rules.md#cohorts-drip-and-live-sessions). */
@Injectable()
export class CohortsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: CohortsRepository,
    private readonly schedule: CohortSchedule,
    private readonly clock: Clock,
  ) {}

  /** The cohorts of a course, or of a learning path. */
  async list(home: CohortHome): Promise<AdminCohortDto[]> {
    await this.home(home);
    return (await this.repository.adminCohorts(home)).map(toAdminCohortDto);
  }

  async create(home: CohortHome, input: CohortInputDto): Promise<AdminCohortDto> {
    await this.home(home);
    const cohort = this.em.create(Cohort, {
      ...('courseId' in home ? { course: home.courseId } : { path: home.pathId }),
      title: input.title,
      ...cohortDates(input),
      capacity: input.capacity ?? null,
    });
    await this.em.flush();
    return this.cohortDto(cohort.id);
  }

  async detail(cohortId: number): Promise<CohortDetailDto> {
    const [cohort, members, sessions] = await Promise.all([
      this.repository.adminCohort(cohortId),
      this.repository.cohortMembers(cohortId),
      this.repository.adminSessions({ cohortId }),
    ]);
    if (!cohort) throw new AppError(ErrorCode.COHORT_NOT_FOUND, COHORT_NOT_FOUND);
    return {
      cohort: toAdminCohortDto(cohort),
      members: members.map((row) => ({
        userId: row.user_id,
        name: personName(row.first_name, row.last_name, row.email),
        email: row.email,
        joinedAt: new Date(row.joined_at).toISOString(),
        teamName: row.team_name,
        attended: Number(row.attended ?? 0),
      })),
      sessions: sessions.map((row) => this.adminSessionDto(row)),
    };
  }

  async update(cohortId: number, input: CohortInputDto): Promise<AdminCohortDto> {
    const dates = cohortDates(input);
    await this.em.transactional(async (em) => {
      const cohort = await this.repository.lockCohort(cohortId);
      if (!cohort) throw new AppError(ErrorCode.COHORT_NOT_FOUND, COHORT_NOT_FOUND);
      const capacity = input.capacity ?? null;
      if (capacity !== null && capacity < Number(cohort.member_count))
        throw new AppError(
          ErrorCode.COHORT_CAPACITY_TOO_SMALL,
          `The cohort has ${cohort.member_count} members: its capacity cannot be less.`,
        );
      await em.nativeUpdate(Cohort, { id: cohortId }, { title: input.title, ...dates, capacity });
    });
    return this.cohortDto(cohortId);
  }

  async remove(cohortId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const sessions = await em.find(LiveSession, { cohort: cohortId }, { fields: ['id'] });
      for (const session of sessions) await this.schedule.disarmReminders(em, session.id);
      await em.nativeDelete(Cohort, { id: cohortId });
    });
  }

  async removeMember(cohortId: number, userId: number): Promise<void> {
    if (!(await this.repository.adminCohort(cohortId))) throw new AppError(ErrorCode.COHORT_NOT_FOUND, COHORT_NOT_FOUND);
    await this.repository.removeMember(cohortId, userId);
  }

  async createSession(cohortId: number, input: SessionInputDto): Promise<AdminLiveSessionDto> {
    const lines = courseCreditLines(input.credits ?? NO_CREDITS);
    const id = await this.em.transactional(async (em) => {
      if (!(await this.repository.lockCohort(cohortId))) throw new AppError(ErrorCode.COHORT_NOT_FOUND, COHORT_NOT_FOUND);
      const session = em.create(LiveSession, { cohort: cohortId, ...this.sessionFields(input) });
      await em.flush();
      if (lines.length > 0)
        await em.insertMany(
          LiveSessionCredit,
          lines.map((line) => ({ session: session.id, ...line })),
        );
      await this.schedule.armReminders(em, { id: session.id, startsAt: session.startsAt }, this.clock.now());
      return session.id;
    });
    return this.sessionDto(id);
  }

  async updateSession(sessionId: number, input: SessionInputDto): Promise<AdminLiveSessionDto> {
    const lines = courseCreditLines(input.credits ?? NO_CREDITS);
    await this.em.transactional(async (em) => {
      const session = await em.findOne(LiveSession, { id: sessionId }, { lockMode: 4 /* PESSIMISTIC_WRITE */ });
      if (!session) throw new AppError(ErrorCode.SESSION_NOT_FOUND, SESSION_NOT_FOUND);
      em.assign(session, { ...this.sessionFields(input), sequence: session.sequence + 1 });
      await em.flush();
      await em.nativeDelete(LiveSessionCredit, { session: sessionId });
      if (lines.length > 0)
        await em.insertMany(
          LiveSessionCredit,
          lines.map((line) => ({ session: sessionId, ...line })),
        );
      await this.schedule.armReminders(em, { id: sessionId, startsAt: session.startsAt }, this.clock.now());
    });
    return this.sessionDto(sessionId);
  }

  async removeSession(sessionId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      await this.schedule.disarmReminders(em, sessionId);
      await em.nativeDelete(LiveSession, { id: sessionId });
    });
  }

  async attendance(sessionId: number): Promise<AttendanceDto[]> {
    const rows = await this.repository.attendance(sessionId);
    if (rows.length === 0 && !(await this.repository.adminSessions({ sessionId })).length)
      throw new AppError(ErrorCode.SESSION_NOT_FOUND, SESSION_NOT_FOUND);
    return rows.map((row) => ({
      userId: row.user_id,
      name: personName(row.first_name, row.last_name, row.email),
      email: row.email,
      joinedAt: row.joined_at ? new Date(row.joined_at).toISOString() : null,
      confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
    }));
  }

  /** Confirming records the session's credits in the learner's ledger once; withdrawing removes them. */
  async setAttendance(admin: SignedInUser, sessionId: number, userId: number, attended: boolean): Promise<AttendanceDto> {
    const now = this.clock.now();
    await this.em.transactional(async () => {
      const row = await this.repository.lockAttendance(sessionId, userId);
      if (!row) throw new AppError(ErrorCode.SESSION_NOT_FOUND, SESSION_NOT_FOUND);
      if (!row.is_member && row.attendance_id === null)
        throw new AppError(ErrorCode.USER_NOT_FOUND, "This learner is not in the session's cohort.");
      if (!attended) {
        if (row.attendance_id !== null && row.confirmed_at !== null) await this.repository.withdrawAttendance(row.attendance_id);
        return;
      }
      if (row.confirmed_at !== null) return;
      const attendanceId = await this.repository.confirmAttendance(sessionId, userId, admin.id, now);
      const earnedOn = dayIn(new Date(row.starts_at), row.time_zone);
      await this.repository.recordAttendanceCredits(
        attendanceId,
        userId,
        sessionId,
        { earnedOn, provider: ACADEMY_PROVIDER, activityTitle: `${row.title} (live session)`.slice(0, 200) },
        now,
      );
    });
    const mine = (await this.attendance(sessionId)).find((row) => row.userId === userId);
    return mine!;
  }

  private sessionFields(input: SessionInputDto) {
    return {
      title: input.title,
      description: input.description ?? null,
      startsAt: new Date(input.startsAt),
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
      joinUrl: input.joinUrl,
      recordingUrl: input.recordingUrl ?? null,
    };
  }

  private async home(home: CohortHome): Promise<void> {
    if ('courseId' in home) {
      if (!(await this.repository.courseGate({ id: 0, role: 'admin' }, home.courseId)))
        throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    } else if (!(await this.repository.livePath(home.pathId))) throw new AppError(ErrorCode.PATH_NOT_FOUND, 'Path not found');
  }

  private async cohortDto(cohortId: number): Promise<AdminCohortDto> {
    const row = await this.repository.adminCohort(cohortId);
    if (!row) throw new AppError(ErrorCode.COHORT_NOT_FOUND, COHORT_NOT_FOUND);
    return toAdminCohortDto(row);
  }

  private async sessionDto(sessionId: number): Promise<AdminLiveSessionDto> {
    const [row] = await this.repository.adminSessions({ sessionId });
    if (!row) throw new AppError(ErrorCode.SESSION_NOT_FOUND, SESSION_NOT_FOUND);
    return this.adminSessionDto(row);
  }

  private adminSessionDto(row: Awaited<ReturnType<CohortsRepository['adminSessions']>>[number]): AdminLiveSessionDto {
    return {
      ...toSessionDto(row),
      joinUrl: row.join_url,
      creditSettings: row.credits?.length ? toCourseCredits(row.credits) : NO_CREDITS,
      joinedCount: Number(row.joined_count ?? 0),
      attendedCount: Number(row.attended_count ?? 0),
    };
  }
}
