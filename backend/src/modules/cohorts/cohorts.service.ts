import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { CohortsRepository, type CohortHome } from './cohorts.repository.js';
import type { CourseCohortsDto, JoinLinkDto, LearnerCohortDto, LiveSessionDto, TeamCohortsDto } from './dto/cohort.dto.js';
import { personName, sessionEnd, toCohortDto, toSessionDto } from './session-view.js';

const UPCOMING_LIMIT = 10;
const COURSE_NOT_FOUND = 'Course not found';
const PATH_NOT_FOUND = 'Path not found';
const COHORT_NOT_FOUND = 'Cohort not found';
const SESSION_NOT_FOUND = 'Session not found';
const TEAM_NOT_FOUND = 'Team not found';
const COHORT_ENDED = 'This cohort has ended.';
const COHORT_FULL = 'This cohort is full.';

/** The course or path a cohort (or a team) is of: exactly one of the two is set. */
export function homeOf(row: { course_id: number | null; path_id: number | null }): CohortHome {
  return row.course_id !== null ? { courseId: row.course_id } : { pathId: row.path_id! };
}

/**
 * Cohorts for learners and team managers (docs/product-rules.md#cohorts-drip-and-live-sessions):
 * joining and leaving, the sessions a learner sees, their join clicks, and a team's placements.
 */
@Injectable()
export class CohortsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: CohortsRepository,
    private readonly clock: Clock,
  ) {}

  async courseCohorts(user: SignedInUser, courseId: number): Promise<CourseCohortsDto> {
    const [course, rows] = await Promise.all([
      this.repository.courseGate(user, courseId),
      this.repository.cohortsOf(user.id, { courseId }, this.clock.now()),
    ]);
    if (!course?.is_visible) throw new AppError(ErrorCode.COURSE_NOT_FOUND, COURSE_NOT_FOUND);
    return this.cohortsDto(user, rows, Boolean(course.is_enrolled));
  }

  /** A learning path's cohorts: joined by learners who hold one of its courses. */
  async pathCohorts(user: SignedInUser, slug: string): Promise<CourseCohortsDto> {
    const path = await this.visiblePath(user, slug);
    const rows = await this.repository.cohortsOf(user.id, { pathId: path.id }, this.clock.now());
    return this.cohortsDto(user, rows, path.is_enrolled);
  }

  private cohortsDto(user: SignedInUser, rows: Awaited<ReturnType<CohortsRepository['cohortsOf']>>, holds: boolean): CourseCohortsDto {
    return {
      cohorts: rows.map((row) => ({ ...toCohortDto(row), isMember: row.is_member, placedByTeam: row.placed_by_team })),
      canJoin: holds || user.role === 'admin',
    };
  }

  private async visiblePath(user: SignedInUser, slug: string) {
    const path = await this.repository.pathGate(user, slug);
    if (!path?.is_visible) throw new AppError(ErrorCode.PATH_NOT_FOUND, PATH_NOT_FOUND);
    return path;
  }

  /** Joins the cohort; joining again is not an error. The cohort row's lock serialises joins, so capacity holds. */
  async join(user: SignedInUser, cohortId: number): Promise<LearnerCohortDto> {
    const now = this.clock.now();
    const home = await this.em.transactional(async () => {
      const cohort = await this.repository.lockCohortFor(user, cohortId);
      if (!cohort?.is_visible) throw new AppError(ErrorCode.COHORT_NOT_FOUND, COHORT_NOT_FOUND);
      const home = homeOf(cohort);
      const what = 'courseId' in home ? 'this course' : 'this path';
      // Admins may join any cohort (canJoin says so), as they may open any course without enrolling.
      if (!cohort.is_enrolled && user.role !== 'admin')
        throw new AppError(
          ErrorCode.COHORT_NOT_ENROLLED,
          'courseId' in home
            ? 'Enroll in this course to join one of its cohorts.'
            : "Enroll in this path's courses to join one of its cohorts.",
        );
      const current = await this.repository.membership(user.id, home);
      if (current?.cohort_id === cohortId) return home;
      if (current?.team_seat_id)
        throw new AppError(ErrorCode.PLACED_BY_TEAM, `Your team manager placed you in a cohort of ${what}: ask them to move you.`);
      if (current) throw new AppError(ErrorCode.IN_ANOTHER_COHORT, `You are already in another cohort of ${what}. Leave it first.`);
      if (new Date(cohort.ends_at) <= now) throw new AppError(ErrorCode.COHORT_ENDED, COHORT_ENDED);
      if (cohort.capacity !== null && (await this.repository.countMembers(cohortId)) >= cohort.capacity)
        throw new AppError(ErrorCode.COHORT_FULL, COHORT_FULL);
      await this.repository.placeMember({ cohortId, home, userId: user.id, teamSeatId: null }, now);
      return home;
    });
    const rows = await this.repository.cohortsOf(user.id, home, this.clock.now());
    return this.cohortsDto(user, rows, true).cohorts.find((cohort) => cohort.id === cohortId)!;
  }

  async leave(user: SignedInUser, cohortId: number): Promise<void> {
    await this.em.transactional(async () => {
      const cohort = await this.repository.lockCohortFor(user, cohortId);
      if (!cohort?.is_visible) throw new AppError(ErrorCode.COHORT_NOT_FOUND, COHORT_NOT_FOUND);
      const current = await this.repository.membership(user.id, homeOf(cohort));
      if (current?.cohort_id !== cohortId) return;
      if (current.team_seat_id)
        throw new AppError(ErrorCode.PLACED_BY_TEAM, 'Your team manager placed you in this cohort: ask them to move you.');
      await this.repository.removeMember(cohortId, user.id);
    });
  }

  async courseSessions(user: SignedInUser, courseId: number): Promise<LiveSessionDto[]> {
    const [course, rows] = await Promise.all([
      this.repository.courseGate(user, courseId),
      this.repository.homeSessions(user, { courseId }),
    ]);
    if (!course?.is_visible) throw new AppError(ErrorCode.COURSE_NOT_FOUND, COURSE_NOT_FOUND);
    return rows.map(toSessionDto);
  }

  async pathSessions(user: SignedInUser, slug: string): Promise<LiveSessionDto[]> {
    const path = await this.visiblePath(user, slug);
    return (await this.repository.homeSessions(user, { pathId: path.id })).map(toSessionDto);
  }

  async upcomingSessions(user: SignedInUser): Promise<LiveSessionDto[]> {
    return (await this.repository.upcomingSessions(user.id, this.clock.now(), UPCOMING_LIMIT)).map(toSessionDto);
  }

  /** Records the click and gives the meeting's address: members only, until the session ends. */
  async joinSession(user: SignedInUser, sessionId: number): Promise<JoinLinkDto> {
    const session = await this.repository.sessionFor(user, sessionId);
    if (!session?.is_visible) throw new AppError(ErrorCode.SESSION_NOT_FOUND, SESSION_NOT_FOUND);
    if (!session.is_member && user.role !== 'admin')
      throw new AppError(ErrorCode.SESSION_NOT_MEMBER, 'This session is for the members of its cohort: join the cohort to take part.');
    const now = this.clock.now();
    if (sessionEnd(session.starts_at, session.duration_minutes) <= now)
      throw new AppError(ErrorCode.SESSION_ENDED, 'This session has ended.');
    if (session.is_member) await this.repository.recordJoin(sessionId, user.id, now);
    return { joinUrl: session.join_url };
  }

  async teamCohorts(user: SignedInUser, teamId: number): Promise<TeamCohortsDto> {
    const team = await this.repository.managedTeam(user.id, teamId);
    if (!team) throw new AppError(ErrorCode.TEAM_NOT_FOUND, TEAM_NOT_FOUND);
    const home = homeOf(team);
    const now = this.clock.now();
    const [cohorts, members] = await Promise.all([
      this.repository.teamCohorts(teamId, home, now),
      this.repository.teamMembers(teamId, home, now),
    ]);
    return {
      cohorts: cohorts.map(toCohortDto),
      members: members.map((row) => ({
        seatId: row.seat_id,
        name: personName(row.first_name, row.last_name, row.email),
        email: row.email,
        cohortId: row.cohort_id,
        sessionsHeld: Number(row.sessions_held ?? 0),
        joined: Number(row.joined ?? 0),
        attended: Number(row.attended ?? 0),
      })),
    };
  }

  /** The manager places a seat's holder in a cohort of the team's course or path (moving them), or takes them out. */
  async placeSeat(user: SignedInUser, teamId: number, seatId: number, cohortId: number | null): Promise<void> {
    const now = this.clock.now();
    await this.em.transactional(async () => {
      const team = await this.repository.managedTeam(user.id, teamId);
      if (!team) throw new AppError(ErrorCode.TEAM_NOT_FOUND, TEAM_NOT_FOUND);
      const seat = await this.repository.teamSeat(teamId, seatId);
      if (!seat) throw new AppError(ErrorCode.TEAM_SEAT_NOT_FOUND, 'Seat not found');
      if (seat.status !== 'active' || seat.user_id === null)
        throw new AppError(ErrorCode.SEAT_NOT_ACTIVE, 'This seat has not been taken yet: its holder must accept the invitation first.');
      const home = homeOf(team);
      const current = await this.repository.membership(seat.user_id, home);
      if (cohortId === null) {
        if (current) await this.repository.removeMember(current.cohort_id, seat.user_id);
        return;
      }
      if (current?.cohort_id === cohortId && current.team_seat_id === seatId) return;
      const cohort = await this.repository.lockCohort(cohortId);
      if (!cohort || cohort.course_id !== team.course_id || cohort.path_id !== team.path_id)
        throw new AppError(ErrorCode.COHORT_NOT_FOUND, COHORT_NOT_FOUND);
      if (new Date(cohort.ends_at) <= now) throw new AppError(ErrorCode.COHORT_ENDED, COHORT_ENDED);
      const moving = current?.cohort_id !== cohortId;
      if (moving && cohort.capacity !== null && Number(cohort.member_count) >= cohort.capacity)
        throw new AppError(ErrorCode.COHORT_FULL, COHORT_FULL);
      await this.repository.placeMember({ cohortId, home, userId: seat.user_id, teamSeatId: seatId }, now);
    });
  }
}
