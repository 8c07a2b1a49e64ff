import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import { ReusableQuery } from '../../database/reusable-query.js';
import { completedLessonIds, courseColumns, viewerEnrolled } from '../catalog/public/course-columns.js';
import { dripStart, lessonUnlocksAt } from '../cohorts/public/drip.js';
import { visibleCourse } from '../catalog/public/viewer.js';
import { practiceNotPassed } from '../practice/public/practice-gate.js';
import { scormNotDone } from '../scorm/public/scorm-gate.js';
import { quizNotPassed } from '../quizzes/public/quiz-gate.js';
import type { UserRole } from '../users/entities/user.entity.js';
import type { EnrollmentSource, EnrollmentStatus } from './entities/enrollment.entity.js';

/** A claim to courses that ends: see `LearningRepository.endAccess`. */
export interface EndingAccess {
  userIds: number[];
  /** The courses concerned: these ids, every course that is a step of this path, or (null) any course. */
  courses: number[] | { pathId: number } | null;
  /** Active enrolments of these sources end (or pass to another claim). */
  sources: EnrollmentSource[];
  /** For source `path`: only the enrolments this path payment gave. */
  pathPaymentId?: number;
  /** The payment whose refund or end this is: it no longer counts as a claim. */
  exceptPaymentId?: number;
  /** The team whose seats end: its seats no longer count as a claim. */
  exceptTeamId?: number;
}

/** A signed-in learner (or admin). */
type Learner = { id: number; role: UserRole };

const LEARNER: Learner = { id: 1, role: 'jobseeker' };
const ADMIN: Learner = { id: 1, role: 'admin' };

const LEARN_COURSE = new ReusableQuery((db, { userId, courseId }: { userId: number; courseId: number }, role: UserRole) => {
  const user = { id: userId, role };
  return db
    .selectFrom('courses as c')
    .select(['c.id', 'c.title', 'c.description'])
    .select((eb) => [
      completedLessonIds(eb, user.id).as('completed_lesson_ids'),
      viewerEnrolled(eb, user.id).as('is_enrolled'),
      eb
        .selectFrom('enrollments as re')
        .select('re.last_lesson_id')
        .whereRef('re.course_id', '=', 'c.id')
        .where('re.user_id', '=', user.id)
        .as('last_lesson_id'),
      dripStart(user.id, sql.ref('c.id')).as('drip_start'),
    ])
    .where('c.id', '=', courseId)
    .where((eb) => visibleCourse(eb, user));
});

/** A query scope with `lessons as l` in it. */
type LessonScope = ExpressionBuilder<AcademyDb & { l: AcademyDb['lessons'] }, 'l'>;

/** "The user has no progress on lesson `l` yet." */
function noProgressYet(eb: LessonScope, userId: number) {
  return eb.not(
    eb.exists(
      eb.selectFrom('lesson_progress as lp').select('lp.id').whereRef('lp.lesson_id', '=', 'l.id').where('lp.user_id', '=', userId),
    ),
  );
}

const LESSON_TO_COMPLETE = new ReusableQuery((db, { userId, lessonId }: { userId: number; lessonId: number }, role: UserRole) => {
  const user = { id: userId, role };
  return db
    .selectFrom('lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.course_id', 'l.title as lesson_title', 'c.title as course_title'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('enrollments as e')
            .select('e.id')
            .whereRef('e.course_id', '=', 'l.course_id')
            .where('e.user_id', '=', user.id)
            .where('e.status', '=', 'active'),
        )
        .$castTo<boolean>()
        .as('is_enrolled'),
      eb
        .and([quizNotPassed(eb, user.id), noProgressYet(eb, user.id)])
        .$castTo<boolean>()
        .as('quiz_not_passed'),
      eb
        .and([practiceNotPassed(eb, user.id), noProgressYet(eb, user.id)])
        .$castTo<boolean>()
        .as('practice_not_passed'),
      eb
        .and([scormNotDone(eb, user.id), noProgressYet(eb, user.id)])
        .$castTo<boolean>()
        .as('scorm_not_done'),
      // Whether this completion can renew a certificate or complete a path at all: when neither, the
      // completion skips those checks (most lessons are nobody's refresher and no path's step).
      eb
        .exists(
          eb
            .selectFrom('certificate_settings as s')
            .select('s.id')
            .where((settings) =>
              settings.or([
                settings('s.refresher_lesson_id', '=', settings.ref('l.id')),
                settings('s.refresher_course_id', '=', settings.ref('l.course_id')),
              ]),
            ),
        )
        .$castTo<boolean>()
        .as('is_refresher'),
      eb
        .exists(
          eb
            .selectFrom('learning_path_steps as s')
            .select('s.id')
            .where((step) =>
              step.or([
                step('s.lesson_id', '=', step.ref('l.id')),
                step.and([step('s.course_id', '=', step.ref('l.course_id')), step('s.lesson_id', 'is', null)]),
              ]),
            ),
        )
        .$castTo<boolean>()
        .as('is_path_step'),
      lessonUnlocksAt(user.id).as('unlocks_at'),
    ])
    .where('l.id', '=', lessonId)
    .where((eb) => visibleCourse(eb, user));
});

const RECORD_COMPLETION = new ReusableQuery((db, { userId, lessonId, courseId }: { userId: number; lessonId: number; courseId: number }) =>
  db
    .with('inserted', (db) =>
      db
        .insertInto('lesson_progress')
        .columns(['user_id', 'lesson_id', 'course_id', 'completed_at'])
        .expression((eb) =>
          eb
            .selectFrom('lessons as l')
            .select([eb.val(userId).as('user_id'), 'l.id', 'l.course_id', eb.fn<Date>('now').as('completed_at')])
            .where('l.id', '=', lessonId),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'lesson_id']).doNothing())
        .returning('id'),
    )
    .with('counted', (db) =>
      db
        .updateTable('enrollments')
        .set((eb) => ({
          completed_lessons: eb(
            'completed_lessons',
            '+',
            eb.selectFrom('inserted').select((count) => count.fn.countAll<number>().as('count')),
          ),
        }))
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .returning('completed_lessons'),
    )
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('inserted').select('inserted.id')).$castTo<boolean>().as('recorded'),
      eb.cast<number | null>(eb.selectFrom('counted').select('completed_lessons'), 'integer').as('completed'),
      eb
        .cast<number>(
          eb
            .selectFrom('lessons')
            .select((count) => count.fn.countAll().as('count'))
            .where('course_id', '=', courseId),
          'integer',
        )
        .as('total'),
    ]),
);

const ENROLLED_COURSES = new ReusableQuery((db, { userId }: { userId: number }) =>
  db
    .selectFrom('courses as c')
    .innerJoin('enrollments as e', (join) =>
      join.onRef('e.course_id', '=', 'c.id').on('e.user_id', '=', userId).on('e.status', '=', 'active'),
    )
    .select((eb) => courseColumns(eb, userId))
    .select((eb) => ['e.last_lesson_id', completedLessonIds(eb, userId).as('completed_lesson_ids')])
    .select((eb) =>
      eb
        .fn<Date>('greatest', [
          'e.enrolled_at',
          'e.last_viewed_at',
          eb
            .selectFrom('lesson_progress as lp')
            .select((latest) => latest.fn.max('lp.completed_at').as('completed_at'))
            .whereRef('lp.course_id', '=', 'c.id')
            .whereRef('lp.user_id', '=', 'e.user_id'),
        ])
        .as('last_activity'),
    )
    .where('c.deleted_at', 'is', null)
    .orderBy('last_activity', 'desc')
    .orderBy('c.id'),
);

const LEARNING_TOTALS = new ReusableQuery((db, { userId }: { userId: number }) =>
  db
    .selectFrom('lesson_progress as lp')
    .innerJoin('lessons as l', 'l.id', 'lp.lesson_id')
    .select((eb) => [
      eb.cast<number>(eb.fn.coalesce(eb.fn.sum('l.duration'), eb.lit(0)), 'integer').as('minutes'),
      eb
        .cast<number>(
          eb
            .selectFrom('certificates as cert')
            .select((count) => count.fn.countAll().as('count'))
            .where('cert.user_id', '=', userId)
            .where('cert.revoked_at', 'is', null)
            // One per course: a renewal replaces the certificate it renews.
            .where('cert.renewed_at', 'is', null),
          'integer',
        )
        .as('certificates'),
    ])
    .where('lp.user_id', '=', userId),
);

const RECENT_COMPLETIONS = new ReusableQuery((db, { userId, limit }: { userId: number; limit: number }) =>
  db
    .selectFrom('lesson_progress as lp')
    .innerJoin('lessons as l', 'l.id', 'lp.lesson_id')
    .innerJoin('courses as c', 'c.id', 'lp.course_id')
    .select(['lp.lesson_id', 'l.title as lesson_title', 'c.id as course_id', 'c.title as course_title', 'lp.completed_at'])
    .where('lp.user_id', '=', userId)
    .orderBy('lp.completed_at', 'desc')
    .orderBy('lp.id', 'desc')
    .limit(limit),
);

/** Enrolments, lesson completions, the learning page and the learner's dashboard. */
@Injectable()
export class LearningRepository {
  /** `em`: the context-aware one Nest injects; a transactional `em` passed explicitly (see public/enrollments.ts) also works. */
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** A course the user may see, with whether it is paid and whether the user was given specific access to it. */
  @GenerateSql({ name: 'learner', params: [LEARNER, 1] }, { name: 'admin', params: [ADMIN, 1] })
  async enrollableCourse(user: Learner, courseId: number) {
    return this.db
      .selectFrom('courses as c')
      .select('c.is_paid')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('course_user_access as a')
              .select('a.user_id')
              .whereRef('a.course_id', '=', 'c.id')
              .where('a.user_id', '=', user.id),
          )
          .$castTo<boolean>()
          .as('has_specific_access'),
      )
      .where('c.id', '=', courseId)
      .where((eb) => visibleCourse(eb, user))
      .executeTakeFirst();
  }

  /**
   * Enrols a user (idempotent, race-safe): a new row, or a revoked one made active again with the new
   * source; an active enrolment keeps its source and date. Undefined when the course does not exist.
   * `activated`: this call made the enrolment (a new row, or a revoked one active again), not a call
   * before it in the same transaction or a concurrent one (that one's `now()` is the enrolment date).
   * With the learner and course as the enrolment event names them.
   */
  @GenerateSql({ params: [1, 1, 'free'] })
  async activateEnrollment(userId: number, courseId: number, source: EnrollmentSource) {
    return this.db
      .with('before', (db) => db.selectFrom('enrollments').select('status').where('user_id', '=', userId).where('course_id', '=', courseId))
      .with('upserted', (db) =>
        db
          .insertInto('enrollments')
          .columns(['user_id', 'course_id', 'source', 'status', 'enrolled_at'])
          .expression((eb) =>
            eb
              .selectFrom('courses as c')
              .select([
                eb.val(userId).as('user_id'),
                'c.id',
                eb.val(source).as('source'),
                eb.val('active').as('status'),
                eb.fn<Date>('now').as('enrolled_at'),
              ])
              .where('c.id', '=', courseId),
          )
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'course_id']).doUpdateSet((eb) => ({
              status: 'active',
              source: eb
                .case()
                .when('enrollments.status', '=', 'active')
                .then(eb.ref('enrollments.source'))
                .else(eb.ref('excluded.source'))
                .end(),
              enrolled_at: eb
                .case()
                .when('enrollments.status', '=', 'active')
                .then(eb.ref('enrollments.enrolled_at'))
                .else(eb.ref('excluded.enrolled_at'))
                .end(),
              // A revoked path enrolment made active again by another source no longer names the path payment.
              path_payment_id: eb
                .case()
                .when('enrollments.status', '=', 'active')
                .then(eb.ref('enrollments.path_payment_id'))
                .else(null)
                .end(),
            })),
          )
          .returning(['id', 'user_id', 'course_id', 'source', 'enrolled_at']),
      )
      .selectFrom('upserted as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .innerJoin('courses as c', 'c.id', 'e.course_id')
      .select(['e.id', 'e.source', 'e.enrolled_at', 'u.email', 'u.first_name', 'u.last_name', 'c.title as course_title'])
      .select((eb) =>
        eb
          .and([
            eb('e.enrolled_at', '=', eb.fn<Date>('now')),
            eb.not(eb.exists(eb.selectFrom('before').select('before.status').where('before.status', '=', 'active'))),
          ])
          .$castTo<boolean>()
          .as('activated'),
      )
      .executeTakeFirst();
  }

  /**
   * Enrols each grant's user in every live course of the path (its course steps and the courses of its
   * lesson steps) in one statement, as `activateEnrollment` does one: a new row, or a revoked one made
   * active again with `source` (and, for `path`, the grant's path payment); an active enrolment keeps
   * its source, date and payment. Returns the enrolments this call activated, as the enrolment event
   * names them.
   */
  @GenerateSql(
    { name: 'a path purchase', params: [[{ userId: 1, pathPaymentId: 1 }], 1, 'path'] },
    { name: 'team seats', params: [[{ userId: 1, pathPaymentId: null }], 1, 'team'] },
  )
  async activatePathEnrollments(grants: { userId: number; pathPaymentId: number | null }[], pathId: number, source: 'path' | 'team') {
    if (grants.length === 0) return [];
    const userIds = grants.map((grant) => grant.userId);
    const paymentIds = grants.map((grant) => grant.pathPaymentId);
    return this.db
      .with('granted', (db) =>
        db.selectNoFrom((eb) => [
          eb.fn<number>('unnest', [eb.cast(eb.val(userIds), sql`int[]`)]).as('user_id'),
          eb.fn<number | null>('unnest', [eb.cast(eb.val(paymentIds), sql`int[]`)]).as('path_payment_id'),
        ]),
      )
      .with('path_courses', (db) =>
        db
          .selectFrom('learning_path_steps as s')
          .innerJoin('courses as c', 'c.id', 's.course_id')
          .select('s.course_id')
          .distinct()
          .where('s.path_id', '=', pathId)
          .where('c.deleted_at', 'is', null),
      )
      .with('before', (db) =>
        db
          .selectFrom('enrollments as b')
          .select(['b.user_id', 'b.course_id'])
          .where('b.user_id', 'in', userIds)
          .where('b.status', '=', 'active')
          .where('b.course_id', 'in', (eb) => eb.selectFrom('path_courses').select('path_courses.course_id')),
      )
      .with('upserted', (db) =>
        db
          .insertInto('enrollments')
          .columns(['user_id', 'course_id', 'source', 'path_payment_id', 'status', 'enrolled_at'])
          .expression((eb) =>
            eb
              .selectFrom('granted as g')
              .innerJoin('users as u', 'u.id', 'g.user_id')
              .crossJoin('path_courses as pc')
              .select([
                'g.user_id',
                'pc.course_id',
                eb.val<EnrollmentSource>(source).as('source'),
                source === 'path' ? 'g.path_payment_id' : eb.val<number | null>(null).as('path_payment_id'),
                eb.val('active').as('status'),
                eb.fn<Date>('now').as('enrolled_at'),
              ]),
          )
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'course_id']).doUpdateSet((eb) => {
              const keep = <C extends 'source' | 'path_payment_id' | 'enrolled_at'>(column: C) =>
                eb
                  .case()
                  .when('enrollments.status', '=', 'active')
                  .then(eb.ref(`enrollments.${column}`))
                  .else(eb.ref(`excluded.${column}`))
                  .end();
              return {
                status: 'active',
                source: keep('source'),
                path_payment_id: keep('path_payment_id'),
                enrolled_at: keep('enrolled_at'),
              };
            }),
          )
          .returning(['id', 'user_id', 'course_id', 'source', 'enrolled_at']),
      )
      .selectFrom('upserted as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .innerJoin('courses as c', 'c.id', 'e.course_id')
      .select([
        'e.id',
        'e.user_id',
        'e.course_id',
        'e.source',
        'e.enrolled_at',
        'u.email',
        'u.first_name',
        'u.last_name',
        'c.title as course_title',
      ])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('before')
              .select('before.user_id')
              .whereRef('before.user_id', '=', 'e.user_id')
              .whereRef('before.course_id', '=', 'e.course_id'),
          ),
        ),
      )
      .orderBy('e.user_id')
      .orderBy('e.course_id')
      .execute();
  }

  /**
   * Ends a claim to courses (docs/product-rules.md#learning-path-purchases): of `userIds`' active
   * enrolments in `courses` (ids, every live course of a path, or any course) whose source is one of
   * `sources` (and, for `path`, that name `pathPaymentId`), each passes to the learner's next claim, or
   * ends: the learner's own paid course (purchase or subscription, the newest), else a path they paid
   * for that has the course (the oldest payment), else an active seat of a live team of the course or
   * of a path with it. `exceptPaymentId` and `exceptTeamId` are the claim that ends: they never count.
   * A revoked enrolment keeps its source and payment, for the record. One statement.
   */
  @GenerateSql(
    { name: 'a refund of a course', params: [{ userIds: [1], courses: [1], sources: ['purchase', 'subscription'], exceptPaymentId: 1 }] },
    { name: 'a refund of a path', params: [{ userIds: [1], courses: null, sources: ['path'], pathPaymentId: 1, exceptPaymentId: 1 }] },
    { name: "a path team's seats", params: [{ userIds: [1, 2], courses: { pathId: 1 }, sources: ['team'], exceptTeamId: 1 }] },
  )
  async endAccess(ending: EndingAccess): Promise<void> {
    const { userIds, courses, sources } = ending;
    if (userIds.length === 0 || sources.length === 0 || (Array.isArray(courses) && courses.length === 0)) return;
    const exceptPayment = ending.exceptPaymentId ?? 0;
    const exceptTeam = ending.exceptTeamId ?? 0;
    await this.db
      .with('ending', (db) =>
        db
          .selectFrom('enrollments as e')
          .select((eb) => [
            'e.id',
            eb
              .selectFrom('payments as p')
              .select('p.kind')
              .whereRef('p.user_id', '=', 'e.user_id')
              .whereRef('p.course_id', '=', 'e.course_id')
              .where('p.status', '=', 'succeeded')
              .where('p.purpose', '=', 'self')
              .where('p.id', '<>', exceptPayment)
              .orderBy('p.id', 'desc')
              .limit(1)
              .as('paid_kind'),
            eb
              .selectFrom('payments as p')
              .innerJoin('learning_path_steps as s', 's.path_id', 'p.path_id')
              .select('p.id')
              .whereRef('p.user_id', '=', 'e.user_id')
              .whereRef('s.course_id', '=', 'e.course_id')
              .where('p.status', '=', 'succeeded')
              .where('p.purpose', '=', 'self')
              .where('p.id', '<>', exceptPayment)
              .orderBy('p.id')
              .limit(1)
              .as('other_path_payment_id'),
            eb
              .exists(
                eb
                  .selectFrom('team_seats as ts')
                  .innerJoin('teams as t', 't.id', 'ts.team_id')
                  .select('ts.id')
                  .whereRef('ts.user_id', '=', 'e.user_id')
                  .where('ts.status', '=', 'active')
                  .where('t.ended_at', 'is', null)
                  .where('t.id', '<>', exceptTeam)
                  .where((team) =>
                    team.or([
                      team('t.course_id', '=', team.ref('e.course_id')),
                      team.exists(
                        team
                          .selectFrom('learning_path_steps as ts_step')
                          .select('ts_step.id')
                          .whereRef('ts_step.path_id', '=', 't.path_id')
                          .whereRef('ts_step.course_id', '=', 'e.course_id'),
                      ),
                    ]),
                  ),
              )
              .$castTo<boolean>()
              .as('seated'),
          ])
          .where('e.user_id', 'in', userIds)
          .where('e.status', '=', 'active')
          .where('e.source', 'in', sources)
          .$if(ending.pathPaymentId !== undefined, (query) =>
            query.where((eb) => eb.or([eb('e.source', '<>', 'path'), eb('e.path_payment_id', '=', ending.pathPaymentId!)])),
          )
          .$if(Array.isArray(courses), (query) => query.where('e.course_id', 'in', courses as number[]))
          .$if(courses !== null && !Array.isArray(courses), (query) =>
            query.where('e.course_id', 'in', (eb) =>
              eb
                .selectFrom('learning_path_steps as ps')
                .select('ps.course_id')
                .where('ps.path_id', '=', (courses as { pathId: number }).pathId),
            ),
          ),
      )
      .updateTable('enrollments as en')
      .from('ending as x')
      .set((eb) => {
        const paid = eb('x.paid_kind', 'is not', null);
        const viaPath = eb('x.other_path_payment_id', 'is not', null);
        return {
          source: eb
            .case()
            .when('x.paid_kind', '=', 'subscription')
            .then(eb.val<EnrollmentSource>('subscription'))
            .when(paid)
            .then(eb.val<EnrollmentSource>('purchase'))
            .when(viaPath)
            .then(eb.val<EnrollmentSource>('path'))
            .when('x.seated', '=', true)
            .then(eb.val<EnrollmentSource>('team'))
            .else(eb.ref('en.source'))
            .end(),
          path_payment_id: eb
            .case()
            .when(paid)
            .then(eb.val<number | null>(null))
            .when(viaPath)
            .then(eb.ref('x.other_path_payment_id'))
            .when('x.seated', '=', true)
            .then(eb.val<number | null>(null))
            .else(eb.ref('en.path_payment_id'))
            .end(),
          status: eb
            .case()
            .when(eb.or([paid, viaPath, eb('x.seated', '=', true)]))
            .then(eb.val<EnrollmentStatus>('active'))
            .else(eb.val<EnrollmentStatus>('revoked'))
            .end(),
        };
      })
      .whereRef('en.id', '=', 'x.id')
      .execute();
  }

  /**
   * The learning page's course, if the user may see it: the user's completions in it, whether the
   * user is enrolled and the lesson the user viewed last. The outline (and with it the lesson count
   * and where to resume) comes from the catalogue cache.
   */
  @GenerateSql({ name: 'learner', params: [LEARNER, 1] }, { name: 'admin', params: [ADMIN, 1] })
  async learnCourse(user: Learner, courseId: number) {
    return LEARN_COURSE.executeTakeFirst(this.em, { userId: user.id, courseId }, user.role);
  }

  /**
   * A lesson of a course the user may see, with whether the user is enrolled, and whether the lesson
   * waits for a quiz the user has not passed (a quiz with a pass mark and questions, on a lesson the
   * user has not completed yet), or for a practice conversation the user has not passed.
   */
  @GenerateSql({ params: [LEARNER, 1] })
  async lessonToComplete(user: Learner, lessonId: number) {
    return LESSON_TO_COMPLETE.executeTakeFirst(this.em, { userId: user.id, lessonId }, user.role);
  }

  /**
   * One statement: records the completion once and counts it on the enrolment (reports read that
   * counter). The enrolment's completed lessons (null without an enrolment), the course's lesson count,
   * and whether this call recorded the completion (false for a lesson completed before).
   */
  @GenerateSql({ params: [1, 1, 1] })
  async recordCompletion(userId: number, lessonId: number, courseId: number) {
    return RECORD_COMPLETION.executeTakeFirstOrThrow(this.em, { userId, lessonId, courseId });
  }

  /**
   * Remembers the lesson as the one the user viewed last in its course, on the user's active enrolment
   * in a course they may see. One statement: the lesson's course (none: no such lesson for this user)
   * and whether an enrolment recorded it.
   */
  @GenerateSql({ params: [LEARNER, 1] })
  async recordLessonView(user: Learner, lessonId: number) {
    return this.db
      .with('visible_lesson', (db) =>
        db
          .selectFrom('lessons as l')
          .innerJoin('courses as c', 'c.id', 'l.course_id')
          .select(['l.id', 'l.course_id'])
          .where('l.id', '=', lessonId)
          .where((eb) => visibleCourse(eb, user)),
      )
      .with('viewed', (db) =>
        db
          .updateTable('enrollments as e')
          .from('visible_lesson as v')
          .set((eb) => ({ last_lesson_id: eb.ref('v.id'), last_viewed_at: eb.fn<Date>('now') }))
          .whereRef('e.course_id', '=', 'v.course_id')
          .where('e.user_id', '=', user.id)
          .where('e.status', '=', 'active')
          .returning('e.id'),
      )
      .selectFrom('visible_lesson as v')
      .select((eb) => ['v.course_id', eb.exists(eb.selectFrom('viewed').select('viewed.id')).$castTo<boolean>().as('recorded')])
      .executeTakeFirst();
  }

  /**
   * The live courses the user is actively enrolled in, most recently active first (enrolment, last
   * completion or last lesson viewed), with the lessons the user completed and viewed last (where to
   * resume is found in the course's outline).
   */
  @GenerateSql({ params: [1] })
  async enrolledCourses(userId: number) {
    return ENROLLED_COURSES.execute(this.em, { userId });
  }

  /** Minutes of lessons the user completed, and the user's valid certificates. */
  @GenerateSql({ params: [1] })
  async learningTotals(userId: number) {
    return LEARNING_TOTALS.executeTakeFirstOrThrow(this.em, { userId });
  }

  /** The user's latest completions, newest first. */
  @GenerateSql({ params: [1, 5] })
  async recentCompletions(userId: number, limit: number) {
    return RECENT_COMPLETIONS.execute(this.em, { userId, limit });
  }
}
