import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ExpressionBuilder } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import type { Viewer } from '../catalog/public/viewer.js';
import { visiblePath } from '../paths/public/path-visibility.js';
import { sourcingF1Percent } from '../quizzes/public/sourcing-f1.js';

/** Seats that hold a place on the team: the invitation is out, or it was redeemed. */
const LIVE: ('invited' | 'active')[] = ['invited', 'active'];

type TeamScope = ExpressionBuilder<AcademyDb & { t: AcademyDb['teams'] }, 't'>;
type SeatScope = ExpressionBuilder<AcademyDb & { s: AcademyDb['team_seats']; t: AcademyDb['teams'] }, 's' | 't'>;

/** Invited and active seats of team `t`. */
function seatsUsed(eb: TeamScope) {
  return eb.cast<number>(
    eb
      .selectFrom('team_seats as used')
      .select((count) => count.fn.countAll().as('count'))
      .whereRef('used.team_id', '=', 't.id')
      .where('used.status', 'in', LIVE),
    'integer',
  );
}

/**
 * The courses a seat of team `t` gives: its course, or every live course of its path (the path's course
 * steps and the courses of its lesson steps).
 */
function teamCourseIds(eb: TeamScope) {
  return eb
    .selectFrom('courses as tc')
    .select('tc.id as course_id')
    .whereRef('tc.id', '=', 't.course_id')
    .union(
      eb
        .selectFrom('learning_path_steps as tps')
        .innerJoin('courses as tpc', 'tpc.id', 'tps.course_id')
        .select('tps.course_id')
        .whereRef('tps.path_id', '=', 't.path_id')
        .where('tpc.deleted_at', 'is', null),
    );
}

/** Whether the holder of seat `s` has completed a lesson of the team's course, or of a course of its path (a seat never redeemed has not). */
function started(eb: SeatScope) {
  return eb
    .exists(
      eb
        .selectFrom('lesson_progress as started')
        .select('started.id')
        .whereRef('started.user_id', '=', 's.user_id')
        .where('started.course_id', 'in', teamCourseIds(eb)),
    )
    .$castTo<boolean>();
}

/** A team as its summary shows it; `t` is the team, `c` its course and `lp` its path (one of the two is null). */
function teamColumns(
  eb: ExpressionBuilder<AcademyDb & { t: AcademyDb['teams']; c: AcademyDb['courses']; lp: AcademyDb['learning_paths'] }, 't' | 'c' | 'lp'>,
) {
  return [
    't.id',
    't.name',
    't.course_id',
    't.path_id',
    't.manager_id',
    't.seats',
    't.ended_at',
    't.created_at',
    'c.title as course_title',
    'lp.slug as path_slug',
    'lp.title as path_title',
    eb.fn.coalesce('c.payment_type', 'lp.payment_type').$notNull().as('payment_type'),
    seatsUsed(eb).as('seats_used'),
  ] as const;
}

/**
 * The queries of the manager's and the invited learner's side of teams: seats, invitations and the
 * team dashboard. They run in the caller's transaction when there is one (MikroORM's transaction
 * context), so the payment events' callers get them inside the ledger's transaction.
 */
@Injectable()
export class TeamsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  // ---- The manager's reads ----

  /** The teams `userId` manages, newest first, with their seat counts. */
  @GenerateSql({ params: [1] })
  async managedTeams(userId: number) {
    return this.db
      .selectFrom('teams as t')
      .leftJoin('courses as c', 'c.id', 't.course_id')
      .leftJoin('learning_paths as lp', 'lp.id', 't.path_id')
      .select(teamColumns)
      .where('t.manager_id', '=', userId)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .execute();
  }

  /** The team, if `userId` manages it, with its seat counts and the lesson count of its course (or of its path's courses). */
  @GenerateSql({ params: [1, 1] })
  async managedTeam(userId: number, teamId: number) {
    return this.db
      .selectFrom('teams as t')
      .leftJoin('courses as c', 'c.id', 't.course_id')
      .leftJoin('learning_paths as lp', 'lp.id', 't.path_id')
      .select(teamColumns)
      .select((eb) =>
        eb
          .cast<number>(
            eb
              .selectFrom('lessons as tl')
              .select((count) => count.fn.countAll().as('count'))
              .where('tl.course_id', 'in', teamCourseIds(eb)),
            'integer',
          )
          .as('total_lessons'),
      )
      .where('t.id', '=', teamId)
      .where('t.manager_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Every seat of the team (live ones first, oldest first; then revoked ones, latest first), with the
   * holder's name and, for redeemed seats, their progress in the team's course (or its path's courses):
   * completed lessons, last activity (a lesson viewed or completed) and the course's certificate.
   */
  @GenerateSql({ params: [1] })
  async seats(teamId: number) {
    return this.db
      .selectFrom('team_seats as s')
      .innerJoin('teams as t', 't.id', 's.team_id')
      .leftJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.email',
        's.status',
        's.user_id',
        's.invited_at',
        's.activated_at',
        's.revoked_at',
        'u.first_name',
        'u.last_name',
        'u.email as account_email',
      ])
      .select((eb) => [
        started(eb).as('started'),
        eb
          .cast<number>(
            eb
              .selectFrom('lesson_progress as lp')
              .select((count) => count.fn.countAll().as('count'))
              .whereRef('lp.user_id', '=', 's.user_id')
              .where('lp.course_id', 'in', teamCourseIds(eb)),
            'integer',
          )
          .as('completed_lessons'),
        eb
          .fn<Date | null>('greatest', [
            eb
              .selectFrom('enrollments as e')
              .select((max) => max.fn.max('e.last_viewed_at').as('last'))
              .whereRef('e.user_id', '=', 's.user_id')
              .where('e.course_id', 'in', teamCourseIds(eb)),
            eb
              .selectFrom('lesson_progress as la')
              .select((max) => max.fn.max('la.completed_at').as('last'))
              .whereRef('la.user_id', '=', 's.user_id')
              .where('la.course_id', 'in', teamCourseIds(eb)),
          ])
          .as('last_activity_at'),
        eb
          .selectFrom('certificates as cert')
          .select('cert.code')
          .whereRef('cert.user_id', '=', 's.user_id')
          .whereRef('cert.course_id', '=', 't.course_id')
          .where('cert.revoked_at', 'is', null)
          .where('cert.renewed_at', 'is', null)
          .$asScalar()
          .as('certificate_code'),
      ])
      .where('s.team_id', '=', teamId)
      .orderBy((eb) => eb('s.status', '=', 'revoked'))
      .orderBy((eb) => eb.case().when('s.status', '=', 'revoked').then(eb.ref('s.revoked_at')).end(), 'desc')
      .orderBy('s.id')
      .execute();
  }

  /**
   * Each active member's best finished attempt at each quiz of the team's course: a passed one
   * before others, then the highest score, then the latest.
   */
  @GenerateSql({ params: [1] })
  async quizResults(teamId: number) {
    return this.db
      .selectFrom('team_seats as s')
      .innerJoin('teams as t', 't.id', 's.team_id')
      .innerJoin('quiz_attempts as qa', 'qa.user_id', 's.user_id')
      .innerJoin('quizzes as q', 'q.id', 'qa.quiz_id')
      .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
      .innerJoin('modules as m', 'm.id', 'l.module_id')
      .distinctOn(['s.id', 'q.id'])
      .select([
        's.id as seat_id',
        'q.id as quiz_id',
        'l.title as lesson_title',
        'qa.score',
        'qa.passed',
        sourcingF1Percent('qa').as('sourcing_f1'),
        'm.order as module_order',
        'l.order as lesson_order',
      ])
      .where('s.team_id', '=', teamId)
      .where('s.status', '=', 'active')
      .where((eb) => eb('l.course_id', 'in', teamCourseIds(eb)))
      .where('qa.status', '<>', 'in_progress')
      .orderBy('s.id')
      .orderBy('q.id')
      .orderBy((eb) => eb.fn.coalesce('qa.passed', eb.lit(false)), 'desc')
      .orderBy((eb) => eb.fn.coalesce('qa.score', eb.lit(-1)), 'desc')
      .orderBy('qa.submitted_at', 'desc')
      .execute();
  }

  /**
   * Each active member's ended attempts at each practice lesson of the team's course, one row per
   * lesson: the latest attempt (its status and total), how many ended, and whether any passed.
   */
  @GenerateSql({ params: [1] })
  async practiceResults(teamId: number) {
    return this.db
      .selectFrom('team_seats as s')
      .innerJoin('teams as t', 't.id', 's.team_id')
      .innerJoin('practice_attempts as pa', 'pa.user_id', 's.user_id')
      .innerJoin('lessons as l', 'l.id', 'pa.lesson_id')
      .innerJoin('modules as m', 'm.id', 'l.module_id')
      .distinctOn(['s.id', 'l.id'])
      .select((eb) => [
        's.id as seat_id',
        'l.id as lesson_id',
        'l.title as lesson_title',
        'pa.status',
        'pa.total',
        eb
          .cast<number>(
            eb.fn.countAll().over((over) => over.partitionBy(['s.id', 'l.id'])),
            'integer',
          )
          .as('attempts'),
        eb.fn
          .agg<boolean | null>('bool_or', ['pa.passed'])
          .over((over) => over.partitionBy(['s.id', 'l.id']))
          .as('ever_passed'),
        'm.order as module_order',
        'l.order as lesson_order',
      ])
      .where('s.team_id', '=', teamId)
      .where('s.status', '=', 'active')
      .where((eb) => eb('l.course_id', 'in', teamCourseIds(eb)))
      .where('pa.status', '<>', 'in_progress')
      .orderBy('s.id')
      .orderBy('l.id')
      .orderBy('pa.ended_at', 'desc')
      .orderBy('pa.id', 'desc')
      .execute();
  }

  // ---- Changing seats (each under the team's row lock) ----

  /** The team with its course or path, locked until the transaction ends: every change of its seats takes this lock first. */
  @GenerateSql({ params: [1] })
  async lockTeam(teamId: number) {
    return this.db
      .selectFrom('teams as t')
      .leftJoin('courses as c', 'c.id', 't.course_id')
      .leftJoin('learning_paths as lp', 'lp.id', 't.path_id')
      .select((eb) => [
        't.id',
        't.name',
        't.course_id',
        't.path_id',
        't.manager_id',
        't.seats',
        't.ended_at',
        't.almost_full_notified_at',
        't.full_notified_at',
        eb.fn.coalesce('c.title', 'lp.title').$notNull().as('course_title'),
        'lp.slug as path_slug',
        'c.access_level',
        eb.fn.coalesce('c.deleted_at', 'lp.deleted_at').as('course_deleted_at'),
      ])
      .where('t.id', '=', teamId)
      .forUpdate('t')
      .executeTakeFirst();
  }

  /**
   * The invited and active seats of the team. Read after `lockTeam`, in a statement of its own, so
   * that it sees the seats of a transaction that held the lock before (READ COMMITTED takes a new
   * snapshot for each statement).
   */
  @GenerateSql({ params: [1] })
  async usedSeats(teamId: number): Promise<number> {
    const row = await this.db
      .selectFrom('team_seats')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('used'))
      .where('team_id', '=', teamId)
      .where('status', 'in', LIVE)
      .executeTakeFirstOrThrow();
    return row.used;
  }

  /** The invited or active seat of the team held by `email`, if any. */
  @GenerateSql({ params: [1, 'ada@acme.com'] })
  async liveSeatOf(teamId: number, email: string) {
    return this.db
      .selectFrom('team_seats')
      .select(['id', 'status', 'user_id'])
      .where('team_id', '=', teamId)
      .where('status', 'in', LIVE)
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /** Which of `emails` already hold an invited or active seat of the team. */
  @GenerateSql({ params: [1, ['ada@example.com', 'grace@example.com']] })
  async takenEmails(teamId: number, emails: string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom('team_seats')
      .select('email')
      .where('team_id', '=', teamId)
      .where('status', 'in', LIVE)
      .where('email', 'in', emails)
      .execute();
    return rows.map((row) => row.email);
  }

  /** Invited seats, one per address with its invitation token's hash, in one statement. */
  @GenerateSql({ params: [1, [{ email: 'ada@example.com', tokenHash: 'a'.repeat(64) }]] })
  async insertInvitedSeats(teamId: number, seats: { email: string; tokenHash: string }[]): Promise<void> {
    // The addresses and hashes go as two JSON arrays, unnested side by side (set-returning functions in one select list advance together).
    const elements = (eb: ExpressionBuilder<AcademyDb, 'teams'>, values: string[]) =>
      eb.fn<string>('jsonb_array_elements_text', [eb.cast(eb.val(JSON.stringify(values)), 'jsonb')]);
    await this.db
      .insertInto('team_seats')
      .columns(['team_id', 'email', 'token_hash', 'status', 'invited_at'])
      .expression((eb) =>
        eb
          .selectFrom('teams')
          .select((t) => [
            'teams.id',
            elements(
              t,
              seats.map((seat) => seat.email),
            ).as('email'),
            elements(
              t,
              seats.map((seat) => seat.tokenHash),
            ).as('token_hash'),
            t.val('invited').as('status'),
            t.fn<Date>('now').as('invited_at'),
          ])
          .where('teams.id', '=', teamId),
      )
      .execute();
  }

  /** A seat redeemed at once by `userId` (the manager taking one with a confirmed address). */
  @GenerateSql({ params: [1, 'ada@example.com', 1] })
  async insertActiveSeat(teamId: number, email: string, userId: number): Promise<void> {
    await this.db
      .insertInto('team_seats')
      .columns(['team_id', 'email', 'user_id', 'status', 'invited_at', 'activated_at'])
      .expression((eb) =>
        eb
          .selectFrom('teams')
          .select((t) => [
            'teams.id',
            t.val(email).as('email'),
            t.val(userId).as('user_id'),
            t.val('active').as('status'),
            t.fn<Date>('now').as('invited_at'),
            t.fn<Date>('now').as('activated_at'),
          ])
          .where('teams.id', '=', teamId),
      )
      .execute();
  }

  /** One seat of the team, with whether its holder has started the course. */
  @GenerateSql({ params: [1, 1] })
  async seat(teamId: number, seatId: number) {
    return this.db
      .selectFrom('team_seats as s')
      .innerJoin('teams as t', 't.id', 's.team_id')
      .select(['s.id', 's.email', 's.status', 's.user_id'])
      .select((eb) => started(eb).as('started'))
      .where('s.id', '=', seatId)
      .where('s.team_id', '=', teamId)
      .executeTakeFirst();
  }

  /** The team's `count` most recent assignments (invited or active), newest first: the ones a reduction takes back. */
  @GenerateSql({ params: [1, 2] })
  async latestAssignments(teamId: number, count: number) {
    return this.db
      .selectFrom('team_seats')
      .select(['id', 'email', 'status', 'user_id'])
      .where('team_id', '=', teamId)
      .where('status', 'in', LIVE)
      .orderBy('invited_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .execute();
  }

  /** The team's active seats (their holders lose access when the team ends). */
  @GenerateSql({ params: [1] })
  async activeSeats(teamId: number) {
    return this.db
      .selectFrom('team_seats')
      .select(['id', 'email', 'user_id'])
      .where('team_id', '=', teamId)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  }

  /** Revokes the seats; the token stays, so that its link can say the seat was taken back. */
  @GenerateSql({ params: [[1, 2]] })
  async revokeSeats(seatIds: number[]): Promise<void> {
    if (seatIds.length === 0) return;
    await this.db
      .updateTable('team_seats')
      .set((eb) => ({ status: 'revoked', revoked_at: eb.fn<Date>('now') }))
      .where('id', 'in', seatIds)
      .where('status', 'in', LIVE)
      .execute();
  }

  /** A new invitation link for an invited seat (the old one stops working). */
  @GenerateSql({ params: [1, 'a'.repeat(64)] })
  async replaceToken(seatId: number, tokenHash: string): Promise<void> {
    await this.db
      .updateTable('team_seats')
      .set({ token_hash: tokenHash })
      .where('id', '=', seatId)
      .where('status', '=', 'invited')
      .execute();
  }

  /** Redeems an invited seat for `userId`. */
  @GenerateSql({ params: [1, 1] })
  async activateSeat(seatId: number, userId: number): Promise<void> {
    await this.db
      .updateTable('team_seats')
      .set((eb) => ({ status: 'active', user_id: userId, activated_at: eb.fn<Date>('now') }))
      .where('id', '=', seatId)
      .where('status', '=', 'invited')
      .execute();
  }

  @GenerateSql({ params: [1, 10] })
  async setSeats(teamId: number, seats: number): Promise<void> {
    await this.db.updateTable('teams').set({ seats }).where('id', '=', teamId).execute();
  }

  /** Records which filling e-mails the manager has had (null: not yet, or not since the team grew). */
  @GenerateSql({ params: [1, { almostFull: null, full: null }] })
  async setFillingStamps(teamId: number, stamps: { almostFull: 'now' | 'keep' | null; full: 'now' | 'keep' | null }): Promise<void> {
    await this.db
      .updateTable('teams')
      .set((eb) => ({
        almost_full_notified_at:
          stamps.almostFull === 'keep' ? eb.ref('almost_full_notified_at') : stamps.almostFull === 'now' ? eb.fn<Date>('now') : null,
        full_notified_at: stamps.full === 'keep' ? eb.ref('full_notified_at') : stamps.full === 'now' ? eb.fn<Date>('now') : null,
      }))
      .where('id', '=', teamId)
      .execute();
  }

  @GenerateSql({ params: [1] })
  async markEnded(teamId: number): Promise<void> {
    await this.db
      .updateTable('teams')
      .set((eb) => ({ ended_at: eb.fn<Date>('now') }))
      .where('id', '=', teamId)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Who is told about the team: its manager (none once that account is deleted). */
  @GenerateSql({ params: [1] })
  async manager(managerId: number) {
    return this.db.selectFrom('users').select('email').where('id', '=', managerId).executeTakeFirst();
  }

  // ---- Invitations ----

  /** The seat an invitation token names, with its team, course and manager, for the invitation page. */
  @GenerateSql({ params: ['a'.repeat(64)] })
  async invitation(tokenHash: string) {
    return this.db
      .selectFrom('team_seats as s')
      .innerJoin('teams as t', 't.id', 's.team_id')
      .leftJoin('courses as c', 'c.id', 't.course_id')
      .leftJoin('learning_paths as lp', 'lp.id', 't.path_id')
      .leftJoin('users as m', 'm.id', 't.manager_id')
      .select([
        's.id',
        's.team_id',
        's.email',
        's.status',
        's.user_id',
        't.name as team_name',
        't.course_id',
        'c.title as course_title',
        't.path_id',
        'lp.slug as path_slug',
        'lp.title as path_title',
        'm.email as manager_email',
        'm.first_name as manager_first_name',
        'm.last_name as manager_last_name',
      ])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Whether the path is one `viewer` may see (published, every course of it visible to them): what a seat of it needs. */
  @GenerateSql({ params: [1, { id: 1, role: 'jobseeker' }] })
  async pathVisibleTo(pathId: number, viewer: Viewer): Promise<boolean> {
    const row = await this.db
      .selectFrom('learning_paths as p')
      .select('p.id')
      .where('p.id', '=', pathId)
      .where((eb) => visiblePath(eb, viewer, false))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether `userId` may see the course through specific access (the course's access level aside). */
  @GenerateSql({ params: [1, 1] })
  async hasSpecificAccess(courseId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('course_user_access')
      .select('user_id')
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
