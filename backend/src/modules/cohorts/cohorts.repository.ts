import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import { enrolledInCourse, visibleCourse, type Viewer } from '../catalog/public/viewer.js';
import { visiblePath } from '../paths/public/path-visibility.js';
import { learnerStart } from './public/drip.js';

type Person = NonNullable<Viewer>;
const LEARNER: Person = { id: 1, role: 'jobseeker' };
const EXAMPLE_TIME = new Date('2027-03-01T09:00:00Z');

/** Where a cohort runs: a course, or a learning path. */
export type CohortHome = { courseId: number } | { pathId: number };
const COURSE_HOME: CohortHome = { courseId: 1 };

/** The column of `cohorts` or `cohort_members` naming a home of this kind, and its id. */
function homeColumn(home: CohortHome): ['course_id' | 'path_id', number] {
  return 'courseId' in home ? ['course_id', home.courseId] : ['path_id', home.pathId];
}

/**
 * "The user still has the course of cohort `co`, or for a path's cohort one of the path's courses":
 * an active enrolment, however it came (free, bought, granted, a team seat, the path's purchase).
 */
function holdsHome(userId: number | RawBuilder<number>) {
  return sql<boolean>`exists (select 1 from enrollments he where he.user_id = ${userId} and he.status = 'active'
    and (he.course_id = co.course_id or exists (select 1 from learning_path_steps hs where hs.path_id = co.path_id and hs.course_id = he.course_id)))`;
}

type SessionScope = ExpressionBuilder<AcademyDb & { s: AcademyDb['live_sessions'] }, 's'>;
type CohortScope = ExpressionBuilder<AcademyDb & { co: AcademyDb['cohorts'] }, 'co'>;

/** Members of cohort `co`. */
function memberCount(eb: CohortScope) {
  return eb
    .selectFrom('cohort_members as n')
    .select((count) => count.fn.countAll<number>().as('count'))
    .whereRef('n.cohort_id', '=', 'co.id');
}

/** The session's credit lines, as JSON: [{ body, category, hundredths, activity_id, body_name }]. */
function sessionCredits(eb: SessionScope) {
  return eb
    .selectFrom('live_session_credits as sc')
    .select(
      sql<
        {
          body: 'shrm' | 'hrci' | 'cpd';
          category: 'general' | 'business' | 'global' | 'ethics';
          hundredths: number;
          activity_id: string | null;
          body_name: string | null;
        }[]
      >`coalesce(json_agg(json_build_object('body', sc.body, 'category', sc.category, 'hundredths', sc.hundredths, 'activity_id', sc.activity_id, 'body_name', sc.body_name) order by sc.id), '[]')`.as(
        'lines',
      ),
    )
    .whereRef('sc.session_id', '=', 's.id');
}

const COHORT_COLUMNS = ['co.id', 'co.course_id', 'co.path_id', 'co.title', 'co.starts_at', 'co.ends_at', 'co.capacity'] as const;

/** `where(...homeEquals(home))`: the cohorts of that course or path. */
function homeEquals(home: CohortHome) {
  const [column, id] = homeColumn(home);
  return [`co.${column}` as const, '=', id] as const;
}

const SESSION_COLUMNS = [
  's.id',
  's.cohort_id',
  'co.title as cohort_title',
  'co.course_id',
  'c.title as course_title',
  'co.path_id',
  'p.slug as path_slug',
  'p.title as path_title',
  's.title',
  's.description',
  's.starts_at',
  's.time_zone',
  's.duration_minutes',
  's.join_url',
  's.recording_url',
  's.sequence',
  's.updated_at',
] as const;

/** The queries of cohorts, live sessions, attendance and calendar feeds: each one statement. */
@Injectable()
export class CohortsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** A live course with whether the viewer may see it and is enrolled (empty: no such course). */
  @GenerateSql({ params: [LEARNER, 1] })
  async courseGate(viewer: Person, courseId: number) {
    return this.db
      .selectFrom('courses as c')
      .select((eb) => ['c.id', 'c.title', visibleCourse(eb, viewer).as('is_visible'), enrolledInCourse(eb, viewer.id).as('is_enrolled')])
      .where('c.id', '=', courseId)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** The course's (or path's) cohorts not ended at `now` plus the user's own, soonest first, with members counted and the user's membership. */
  @GenerateSql(
    { name: 'of a course', params: [1, COURSE_HOME, EXAMPLE_TIME] },
    { name: 'of a path', params: [1, { pathId: 1 }, EXAMPLE_TIME] },
  )
  async cohortsOf(userId: number, home: CohortHome, now: Date) {
    return this.db
      .selectFrom('cohorts as co')
      .leftJoin('cohort_members as mine', (join) => join.onRef('mine.cohort_id', '=', 'co.id').on('mine.user_id', '=', userId))
      .select(COHORT_COLUMNS)
      .select((eb) => [
        memberCount(eb).as('member_count'),
        eb('mine.id', 'is not', null).$castTo<boolean>().as('is_member'),
        eb('mine.team_seat_id', 'is not', null).$castTo<boolean>().as('placed_by_team'),
      ])
      .where(...homeEquals(home))
      .where((eb) => eb.or([eb('co.ends_at', '>', now), eb('mine.id', 'is not', null)]))
      .orderBy('co.starts_at')
      .orderBy('co.id')
      .execute();
  }

  /** A cohort locked for changing its members, with its course's (or path's) visibility to the viewer and whether they hold it. */
  @GenerateSql({ params: [LEARNER, 1] })
  async lockCohortFor(viewer: Person, cohortId: number) {
    return this.db
      .selectFrom('cohorts as co')
      .leftJoin('courses as c', 'c.id', 'co.course_id')
      .leftJoin('learning_paths as p', 'p.id', 'co.path_id')
      .select(COHORT_COLUMNS)
      .select((eb) => [this.visibleHome(eb, viewer).as('is_visible'), holdsHome(viewer.id).as('is_enrolled')])
      .where('co.id', '=', cohortId)
      .forUpdate('co')
      .executeTakeFirst();
  }

  /** "The viewer may see the course of cohort `co`, or its path" (`c` and `p` left-joined to it). */
  private visibleHome(
    eb: ExpressionBuilder<
      AcademyDb & { co: AcademyDb['cohorts']; c: AcademyDb['courses']; p: AcademyDb['learning_paths'] },
      'co' | 'c' | 'p'
    >,
    viewer: Person,
  ) {
    return eb.or([
      eb.and([eb('co.course_id', 'is not', null), visibleCourse(eb as never, viewer)]),
      eb.and([eb('co.path_id', 'is not', null), visiblePath(eb as never, viewer, false)]),
    ]);
  }

  /** A path that is not deleted, with whether the viewer may see it and holds one of its courses (empty: none). */
  @GenerateSql({ params: [LEARNER, 'certified-recruiter'] })
  async pathGate(viewer: Person, slug: string) {
    return this.db
      .selectFrom('learning_paths as p')
      .select((eb) => [
        'p.id',
        'p.title',
        visiblePath(eb, viewer, true).as('is_visible'),
        eb
          .exists(
            eb
              .selectFrom('enrollments as e')
              .innerJoin('learning_path_steps as ps', 'ps.course_id', 'e.course_id')
              .select('e.id')
              .whereRef('ps.path_id', '=', 'p.id')
              .where('e.user_id', '=', viewer.id)
              .where('e.status', '=', 'active'),
          )
          .$castTo<boolean>()
          .as('is_enrolled'),
      ])
      .where('p.slug', '=', slug)
      .where('p.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** A path that is not deleted, for its admin screens. */
  async livePath(pathId: number) {
    return this.db.selectFrom('learning_paths').select('id').where('id', '=', pathId).where('deleted_at', 'is', null).executeTakeFirst();
  }

  /**
   * A cohort locked for changing its members or capacity, with its members counted once the lock is
   * held: a count in the locking statement would be read from its snapshot, taken before it waited for
   * the lock, and miss the members a join that held the lock just added.
   */
  @GenerateSql({ params: [1] })
  async lockCohort(cohortId: number) {
    const cohort = await this.db
      .selectFrom('cohorts as co')
      .select(COHORT_COLUMNS)
      .where('co.id', '=', cohortId)
      .forUpdate()
      .executeTakeFirst();
    return cohort && { ...cohort, member_count: await this.countMembers(cohortId) };
  }

  async countMembers(cohortId: number): Promise<number> {
    const row = await this.db
      .selectFrom('cohort_members')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('cohort_id', '=', cohortId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The user's membership in a cohort of the course (or path), if any. */
  @GenerateSql({ params: [1, COURSE_HOME] })
  async membership(userId: number, home: CohortHome) {
    const [column, id] = homeColumn(home);
    return this.db
      .selectFrom('cohort_members')
      .select(['id', 'cohort_id', 'team_seat_id'])
      .where('user_id', '=', userId)
      .where(column, '=', id)
      .executeTakeFirst();
  }

  /** Puts the user in the cohort: a new membership, or their membership of the course (or path) moved here. */
  async placeMember(member: { cohortId: number; home: CohortHome; userId: number; teamSeatId: number | null }, now: Date): Promise<void> {
    const [column, id] = homeColumn(member.home);
    await this.db
      .insertInto('cohort_members')
      .values({
        id: sql`default`,
        cohort_id: member.cohortId,
        course_id: column === 'course_id' ? id : null,
        path_id: column === 'path_id' ? id : null,
        user_id: member.userId,
        team_seat_id: member.teamSeatId,
        joined_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns([column, 'user_id']).doUpdateSet({ cohort_id: member.cohortId, team_seat_id: member.teamSeatId, joined_at: now }),
      )
      .execute();
  }

  async removeMember(cohortId: number, userId: number): Promise<void> {
    await this.db.deleteFrom('cohort_members').where('cohort_id', '=', cohortId).where('user_id', '=', userId).execute();
  }

  /** Live sessions with their cohort, course or path, credits and the user's attendance. */
  private sessions(userId: number) {
    return this.db
      .selectFrom('live_sessions as s')
      .innerJoin('cohorts as co', 'co.id', 's.cohort_id')
      .leftJoin('courses as c', 'c.id', 'co.course_id')
      .leftJoin('learning_paths as p', 'p.id', 'co.path_id')
      .leftJoin('session_attendance as a', (join) => join.onRef('a.session_id', '=', 's.id').on('a.user_id', '=', userId))
      .select(SESSION_COLUMNS)
      .select((eb) => [
        sessionCredits(eb).as('credits'),
        eb('a.joined_at', 'is not', null).$castTo<boolean>().as('joined'),
        eb('a.confirmed_at', 'is not', null).$castTo<boolean>().as('attended'),
      ])
      .where('c.deleted_at', 'is', null)
      .where('p.deleted_at', 'is', null);
  }

  /** The sessions of the user's cohort of the course or path (members who still hold it), or (admins) of every cohort of it. */
  @GenerateSql({ name: 'of a course', params: [LEARNER, COURSE_HOME] }, { name: 'of a path', params: [LEARNER, { pathId: 1 }] })
  async homeSessions(viewer: Person, home: CohortHome) {
    return this.sessions(viewer.id)
      .where(...homeEquals(home))
      .where((eb) => (viewer.role === 'admin' ? eb.lit(true) : this.memberOfSessionCohort(eb, viewer.id)))
      .orderBy('s.starts_at')
      .orderBy('s.id')
      .execute();
  }

  /** The user's sessions not ended at `now`, soonest first. */
  @GenerateSql({ params: [1, EXAMPLE_TIME, 10] })
  async upcomingSessions(userId: number, now: Date, limit: number) {
    return this.sessions(userId)
      .where((eb) => this.memberOfSessionCohort(eb, userId))
      .where(sql<boolean>`s.starts_at + make_interval(mins => s.duration_minutes) > ${now}`)
      .orderBy('s.starts_at')
      .orderBy('s.id')
      .limit(limit)
      .execute();
  }

  /** The user's sessions that start after `since`, for their calendar feed. */
  @GenerateSql({ params: [1, EXAMPLE_TIME] })
  async feedSessions(userId: number, since: Date) {
    return this.sessions(userId)
      .where((eb) => this.memberOfSessionCohort(eb, userId))
      .where('s.starts_at', '>', since)
      .orderBy('s.starts_at')
      .limit(500)
      .execute();
  }

  /** One session with whether the viewer may see its course and is a member of its cohort with the course. */
  @GenerateSql({ params: [LEARNER, 1] })
  async sessionFor(viewer: Person, sessionId: number) {
    return this.sessions(viewer.id)
      .select((eb) => [this.visibleHome(eb, viewer).as('is_visible'), this.memberOfSessionCohort(eb, viewer.id).as('is_member')])
      .where('s.id', '=', sessionId)
      .executeTakeFirst();
  }

  /** "The user is in session `s`'s cohort and still has its course (or a course of its path)." */
  private memberOfSessionCohort(eb: SessionScope, userId: number) {
    return eb.and([
      eb.exists(
        eb.selectFrom('cohort_members as cm').select('cm.id').whereRef('cm.cohort_id', '=', 's.cohort_id').where('cm.user_id', '=', userId),
      ),
      holdsHome(userId),
    ]);
  }

  /** Counts a click on the session's join link; the first one is the attendance's start. */
  async recordJoin(sessionId: number, userId: number, now: Date): Promise<void> {
    await this.db
      .insertInto('session_attendance')
      .values({ id: sql`default`, session_id: sessionId, user_id: userId, joined_at: now, join_clicks: 1 })
      .onConflict((conflict) =>
        conflict.columns(['session_id', 'user_id']).doUpdateSet((eb) => ({
          joined_at: eb.fn.coalesce('session_attendance.joined_at', eb.val(now)),
          join_clicks: eb('session_attendance.join_clicks', '+', 1),
        })),
      )
      .execute();
  }

  // Admin

  /** Cohorts with their members and sessions counted, as admins list them. */
  private countedCohorts() {
    return this.db
      .selectFrom('cohorts as co')
      .select(COHORT_COLUMNS)
      .select((eb) => [
        memberCount(eb).as('member_count'),
        eb
          .selectFrom('live_sessions as s')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('s.cohort_id', '=', 'co.id')
          .as('session_count'),
      ]);
  }

  @GenerateSql({ name: 'of a course', params: [COURSE_HOME] }, { name: 'of a path', params: [{ pathId: 1 }] })
  async adminCohorts(home: CohortHome) {
    return this.countedCohorts()
      .where(...homeEquals(home))
      .orderBy('co.starts_at', 'desc')
      .orderBy('co.id', 'desc')
      .execute();
  }

  @GenerateSql({ params: [1] })
  async adminCohort(cohortId: number) {
    return this.countedCohorts().where('co.id', '=', cohortId).executeTakeFirst();
  }

  /** The cohort's members with their team (if placed by one) and the sessions an admin confirmed they attended. */
  @GenerateSql({ params: [1] })
  async cohortMembers(cohortId: number) {
    return this.db
      .selectFrom('cohort_members as cm')
      .innerJoin('users as u', 'u.id', 'cm.user_id')
      .leftJoin('team_seats as ts', 'ts.id', 'cm.team_seat_id')
      .leftJoin('teams as t', 't.id', 'ts.team_id')
      .select(['u.id as user_id', 'u.first_name', 'u.last_name', 'u.email', 'cm.joined_at', 't.name as team_name'])
      .select((eb) =>
        eb
          .selectFrom('session_attendance as a')
          .innerJoin('live_sessions as s', 's.id', 'a.session_id')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('a.user_id', '=', 'cm.user_id')
          .whereRef('s.cohort_id', '=', 'cm.cohort_id')
          .where('a.confirmed_at', 'is not', null)
          .as('attended'),
      )
      .where('cm.cohort_id', '=', cohortId)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute();
  }

  /** The cohort's sessions for an admin: with credits and how many joined and were confirmed. */
  @GenerateSql({ name: 'of a cohort', params: [{ cohortId: 1 }] }, { name: 'one session', params: [{ sessionId: 1 }] })
  async adminSessions(where: { cohortId: number } | { sessionId: number }) {
    return this.sessions(0)
      .select((eb) => [
        eb
          .selectFrom('session_attendance as j')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('j.session_id', '=', 's.id')
          .where('j.joined_at', 'is not', null)
          .as('joined_count'),
        eb
          .selectFrom('session_attendance as k')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('k.session_id', '=', 's.id')
          .where('k.confirmed_at', 'is not', null)
          .as('attended_count'),
      ])
      .where((eb) => ('cohortId' in where ? eb('s.cohort_id', '=', where.cohortId) : eb('s.id', '=', where.sessionId)))
      .orderBy('s.starts_at')
      .orderBy('s.id')
      .execute();
  }

  /** The session's cohort members and anyone else with an attendance row, with their clicks and confirmations. */
  @GenerateSql({ params: [1] })
  async attendance(sessionId: number) {
    return this.db
      .selectFrom('live_sessions as s')
      .innerJoin('users as u', (join) =>
        join.on((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('cohort_members as cm')
                .select('cm.id')
                .whereRef('cm.cohort_id', '=', 's.cohort_id')
                .whereRef('cm.user_id', '=', 'u.id'),
            ),
            eb.exists(
              eb
                .selectFrom('session_attendance as x')
                .select('x.id')
                .whereRef('x.session_id', '=', 's.id')
                .whereRef('x.user_id', '=', 'u.id'),
            ),
          ]),
        ),
      )
      .leftJoin('session_attendance as a', (join) => join.onRef('a.session_id', '=', 's.id').onRef('a.user_id', '=', 'u.id'))
      .select(['u.id as user_id', 'u.first_name', 'u.last_name', 'u.email', 'a.joined_at', 'a.confirmed_at'])
      .where('s.id', '=', sessionId)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute();
  }

  /** The attendance row of the user at the session (locked), and whether they are in its cohort. */
  async lockAttendance(sessionId: number, userId: number) {
    return this.db
      .selectFrom('live_sessions as s')
      .leftJoin('session_attendance as a', (join) => join.onRef('a.session_id', '=', 's.id').on('a.user_id', '=', userId))
      .select(['s.id', 's.title', 's.starts_at', 's.time_zone', 'a.id as attendance_id', 'a.confirmed_at'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('cohort_members as cm')
              .select('cm.id')
              .whereRef('cm.cohort_id', '=', 's.cohort_id')
              .where('cm.user_id', '=', userId),
          )
          .$castTo<boolean>()
          .as('is_member'),
      )
      .where('s.id', '=', sessionId)
      .forUpdate('s')
      .executeTakeFirst();
  }

  /** Marks the attendance confirmed (creating it for someone who never clicked); returns its id. */
  async confirmAttendance(sessionId: number, userId: number, adminId: number, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('session_attendance')
      .values({ id: sql`default`, session_id: sessionId, user_id: userId, confirmed_at: now, confirmed_by_id: adminId, join_clicks: 0 })
      .onConflict((conflict) => conflict.columns(['session_id', 'user_id']).doUpdateSet({ confirmed_at: now, confirmed_by_id: adminId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The session's credits into the learner's ledger, earned on `earnedOn`, tied to the attendance (one set per attendance). */
  async recordAttendanceCredits(
    attendanceId: number,
    userId: number,
    sessionId: number,
    entry: { earnedOn: string; provider: string; activityTitle: string },
    now: Date,
  ) {
    await this.db
      .insertInto('credit_entries')
      .columns([
        'user_id',
        'earned_on',
        'provider',
        'activity_title',
        'body',
        'category',
        'body_name',
        'activity_id',
        'hundredths',
        'attendance_id',
        'created_at',
        'updated_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('live_session_credits as sc')
          .select([
            eb.val(userId).as('user_id'),
            eb.val(entry.earnedOn).as('earned_on'),
            eb.val(entry.provider).as('provider'),
            eb.val(entry.activityTitle).as('activity_title'),
            'sc.body',
            'sc.category',
            'sc.body_name',
            'sc.activity_id',
            'sc.hundredths',
            eb.val(attendanceId).as('attendance_id'),
            eb.val(now).as('created_at'),
            eb.val(now).as('updated_at'),
          ])
          .where('sc.session_id', '=', sessionId)
          .where((not) =>
            not.not(not.exists(not.selectFrom('credit_entries as ce').select('ce.id').where('ce.attendance_id', '=', attendanceId))),
          ),
      )
      .execute();
  }

  async withdrawAttendance(attendanceId: number): Promise<void> {
    await this.db.deleteFrom('credit_entries').where('attendance_id', '=', attendanceId).execute();
    await this.db
      .updateTable('session_attendance')
      .set({ confirmed_at: null, confirmed_by_id: null })
      .where('id', '=', attendanceId)
      .execute();
  }

  // Calendar feeds

  /** The version of the user's feed while it is on; null when it is off (or was never turned on). */
  async feedVersion(userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('calendar_feeds')
      .select('version')
      .where('user_id', '=', userId)
      .where('turned_off_at', 'is', null)
      .executeTakeFirst();
    return row?.version ?? null;
  }

  /** Turns the feed on at version 1, or moves its version (on again after off: past every address given out): returns the new version. */
  async bumpFeed(userId: number, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('calendar_feeds')
      .values({ id: sql`default`, user_id: userId, version: 1, created_at: now, turned_off_at: null })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet((eb) => ({ version: eb('calendar_feeds.version', '+', 1), created_at: now, turned_off_at: null })),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  }

  /** Turns the feed off: its row stays (with its last version), so that turning it on again never gives an old address back. */
  async turnOffFeed(userId: number, now: Date): Promise<void> {
    await this.db
      .updateTable('calendar_feeds')
      .set({ turned_off_at: now })
      .where('user_id', '=', userId)
      .where('turned_off_at', 'is', null)
      .execute();
  }

  // Teams

  /** The team the user manages (empty otherwise), with its course or path. */
  @GenerateSql({ params: [1, 1] })
  async managedTeam(managerId: number, teamId: number) {
    return this.db
      .selectFrom('teams')
      .select(['id', 'course_id', 'path_id', 'name'])
      .where('id', '=', teamId)
      .where('manager_id', '=', managerId)
      .executeTakeFirst();
  }

  /** The team's active seats with their holder, cohort of the course (or path), and attendance of its sessions held by `now`. */
  @GenerateSql({ params: [1, COURSE_HOME, EXAMPLE_TIME] })
  async teamMembers(teamId: number, home: CohortHome, now: Date) {
    const [column, id] = homeColumn(home);
    return this.db
      .selectFrom('team_seats as ts')
      .innerJoin('users as u', 'u.id', 'ts.user_id')
      .leftJoin('cohort_members as cm', (join) => join.onRef('cm.user_id', '=', 'u.id').on(`cm.${column}`, '=', id))
      .select(['ts.id as seat_id', 'u.first_name', 'u.last_name', 'u.email', 'cm.cohort_id'])
      .select((eb) => {
        /** The member's sessions of their cohort with this mark: a join click, or an admin's confirmation. */
        const marked = (mark: 'a.joined_at' | 'a.confirmed_at') =>
          eb
            .selectFrom('session_attendance as a')
            .innerJoin('live_sessions as s', 's.id', 'a.session_id')
            .select((count) => count.fn.countAll<number>().as('count'))
            .whereRef('s.cohort_id', '=', 'cm.cohort_id')
            .whereRef('a.user_id', '=', 'u.id')
            .where(mark, 'is not', null);
        return [
          eb
            .selectFrom('live_sessions as s')
            .select((count) => count.fn.countAll<number>().as('count'))
            .whereRef('s.cohort_id', '=', 'cm.cohort_id')
            .where('s.starts_at', '<=', now)
            .as('sessions_held'),
          marked('a.joined_at').as('joined'),
          marked('a.confirmed_at').as('attended'),
        ];
      })
      .where('ts.team_id', '=', teamId)
      .where('ts.status', '=', 'active')
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('ts.id')
      .execute();
  }

  /** The course's (or path's) cohorts not ended, and those the team's members are in, soonest first. */
  @GenerateSql({ params: [1, COURSE_HOME, EXAMPLE_TIME] })
  async teamCohorts(teamId: number, home: CohortHome, now: Date) {
    return this.db
      .selectFrom('cohorts as co')
      .select(COHORT_COLUMNS)
      .select((eb) => memberCount(eb).as('member_count'))
      .where(...homeEquals(home))
      .where((eb) =>
        eb.or([
          eb('co.ends_at', '>', now),
          eb.exists(
            eb
              .selectFrom('cohort_members as cm')
              .innerJoin('team_seats as ts', 'ts.user_id', 'cm.user_id')
              .select('cm.id')
              .whereRef('cm.cohort_id', '=', 'co.id')
              .where('ts.team_id', '=', teamId)
              .where('ts.status', '=', 'active'),
          ),
        ]),
      )
      .orderBy('co.starts_at')
      .orderBy('co.id')
      .execute();
  }

  /** The team's seat, with its holder. */
  async teamSeat(teamId: number, seatId: number) {
    return this.db
      .selectFrom('team_seats')
      .select(['id', 'user_id', 'status'])
      .where('id', '=', seatId)
      .where('team_id', '=', teamId)
      .executeTakeFirst();
  }

  // Scheduled work

  /** A session with its cohort's members who still have the course (or a course of the path), for its reminder. */
  @GenerateSql({ params: [1] })
  async reminderRecipients(sessionId: number) {
    return this.db
      .selectFrom('live_sessions as s')
      .innerJoin('cohorts as co', 'co.id', 's.cohort_id')
      .leftJoin('courses as c', 'c.id', 'co.course_id')
      .leftJoin('learning_paths as p', 'p.id', 'co.path_id')
      .innerJoin('cohort_members as cm', 'cm.cohort_id', 'co.id')
      .innerJoin('users as u', 'u.id', 'cm.user_id')
      .select([
        's.id',
        's.title',
        's.starts_at',
        's.time_zone',
        'co.course_id',
        'c.title as course_title',
        'p.slug as path_slug',
        'p.title as path_title',
        'u.email',
        'u.first_name',
      ])
      .where('s.id', '=', sessionId)
      .where('c.deleted_at', 'is', null)
      .where('p.deleted_at', 'is', null)
      .where(holdsHome(sql.ref<number>('u.id')))
      .orderBy('u.id')
      .execute();
  }

  /**
   * Records the drip modules that opened in (`since`, `now`] for learners not told yet, and returns them
   * to be told: the notice and the e-mail go in one transaction, so each learner hears once. Admins are
   * never locked (drip.ts), so they are never told.
   */
  @GenerateSql({ params: [new Date('2027-02-28T09:00:00Z'), EXAMPLE_TIME] })
  async claimOpenedModules(since: Date, now: Date) {
    const opened = sql<{ user_id: number; module_id: number }>`
      select e.user_id, m.id as module_id
      from modules m
      join courses c on c.id = m.course_id and c.deleted_at is null
      join enrollments e on e.course_id = m.course_id and e.status = 'active'
      join users u on u.id = e.user_id and u.role <> 'admin'
      cross join lateral (select ${learnerStart(sql.ref('e.user_id'), sql.ref('m.course_id'))} + make_interval(hours => 24 * m.unlock_after_days) as opens_at) o
      where m.unlock_after_days is not null and o.opens_at > ${since} and o.opens_at <= ${now}`;
    const result = await sql<{
      user_id: number;
      email: string;
      first_name: string;
      module_title: string;
      course_id: number;
      course_title: string;
    }>`
      with opened as (${opened}),
      claimed as (
        insert into drip_unlock_notices (user_id, module_id, sent_at)
        select user_id, module_id, ${now} from opened
        on conflict (user_id, module_id) do nothing
        returning user_id, module_id)
      select u.id as user_id, u.email, u.first_name, m.title as module_title, c.id as course_id, c.title as course_title
      from claimed
      join users u on u.id = claimed.user_id
      join modules m on m.id = claimed.module_id
      join courses c on c.id = m.course_id
      order by u.id, m.id`.execute(this.db);
    return result.rows;
  }
}
