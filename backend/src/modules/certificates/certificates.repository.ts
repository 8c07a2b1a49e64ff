import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import { stepDoneBy } from '../paths/public/path-step-done.js';

/** What a certificate shows (as issued), its course, validity, renewal and revocation, and its place in the status list (the id). */
const CERTIFICATE_COLUMNS = [
  'id',
  'code',
  'course_id',
  'path_id',
  'learner_name',
  'course_title',
  'minutes',
  'final_score',
  'public',
  'issued_at',
  'valid_until',
  'renewed_at',
  'revoked_at',
  'revoke_reason',
] as const;

/** A certificate's earned credit line (its snapshot of the course's credits). */
const CREDIT_COLUMNS = ['certificate_id', 'body', 'category', 'hundredths', 'activity_id', 'body_name'] as const;

/** A credit line a certificate earned (CREDIT_COLUMNS). */
export type CertificateCreditRow = Awaited<ReturnType<CertificatesRepository['creditsOf']>>[number];

/** A learner `u` and a course `c`, as the snapshot taken at issue reads them. */
type SnapshotScope = ExpressionBuilder<AcademyDb & { u: AcademyDb['users']; c: AcademyDb['courses'] }, 'u' | 'c'>;
type PathScope = ExpressionBuilder<AcademyDb & { p: AcademyDb['learning_paths'] }, 'p'>;
type CertificateScope = ExpressionBuilder<AcademyDb & { cert: AcademyDb['certificates'] }, 'cert'>;

/** The learner's display name (docs/product-rules.md#display-names), as printed on the certificate. */
function learnerName(eb: ExpressionBuilder<AcademyDb & { u: AcademyDb['users'] }, 'u'>) {
  return eb.fn.coalesce(
    eb.fn<string | null>('nullif', [eb.fn<string>('btrim', [eb(eb('u.first_name', '||', ' '), '||', eb.ref('u.last_name'))]), eb.val('')]),
    eb.fn<string>('split_part', ['u.email', eb.val('@'), eb.lit(1)]),
  );
}

/** The course's length in minutes: the sum of its lessons'. */
function courseMinutes(eb: SnapshotScope) {
  return eb.cast<number>(
    eb
      .selectFrom('lessons as l')
      .select((lesson) => lesson.fn.coalesce(lesson.fn.sum<number>('l.duration'), lesson.lit(0)).as('minutes'))
      .whereRef('l.course_id', '=', 'c.id'),
    'integer',
  );
}

/** The average of the learner's best graded score in each of the course's quizzes (finished, nothing awaiting review). */
function finalScore(eb: SnapshotScope) {
  return eb
    .selectFrom(
      eb
        .selectFrom('quiz_attempts as qa')
        .innerJoin('quizzes as q', 'q.id', 'qa.quiz_id')
        .innerJoin('lessons as ql', 'ql.id', 'q.lesson_id')
        .whereRef('ql.course_id', '=', 'c.id')
        .whereRef('qa.user_id', '=', 'u.id')
        .where('qa.status', '!=', 'in_progress')
        .where('qa.pending_review', '=', false)
        .where('qa.score', 'is not', null)
        .groupBy('q.id')
        .select((attempt) => attempt.fn.max('qa.score').as('score'))
        .as('best'),
    )
    .select((best) => best.cast<number | null>(best.fn('round', [best.fn.avg('best.score')]), 'smallint').as('final_score'));
}

/** The required steps of path `p` whose course is live: the ones a learner completes to earn the path's certificate. */
function requiredSteps(eb: PathScope) {
  return eb
    .selectFrom('learning_path_steps as s')
    .innerJoin('courses as sc', (join) => join.onRef('sc.id', '=', 's.course_id').on('sc.deleted_at', 'is', null))
    .whereRef('s.path_id', '=', 'p.id')
    .where('s.is_required', '=', true);
}

/** `learner` holds no current certificate of path `p` (a revoked one counts: it is not issued again). */
function holdsNoPathCertificate(eb: PathScope, learner: Expression<number>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('certificates as cert')
        .select('cert.id')
        .whereRef('cert.path_id', '=', 'p.id')
        .where((cert) => cert('cert.user_id', '=', learner))
        .where('cert.renewed_at', 'is', null),
    ),
  );
}

/** The length of path `p` in minutes: its required steps', a course step counting its lessons and a lesson step the lesson. */
function pathMinutes(eb: PathScope) {
  return eb.fn.coalesce(
    requiredSteps(eb)
      .leftJoin('lessons as sl', 'sl.id', 's.lesson_id')
      .select((step) =>
        step.fn
          .sum<number>(
            step
              .case()
              .when('s.lesson_id', 'is', null)
              .then(
                step
                  .selectFrom('lessons as cl')
                  .select((sum) => sum.fn.coalesce(sum.fn.sum<number>('cl.duration'), sum.lit(0)).as('minutes'))
                  .whereRef('cl.course_id', '=', 's.course_id')
                  .$asScalar(),
              )
              .else(step.fn.coalesce('sl.duration', step.lit(0)))
              .end(),
          )
          .as('minutes'),
      )
      .$asScalar(),
    eb.lit(0),
  );
}

/**
 * `from` plus the course's validity in calendar months, counted in UTC; null when the course has none
 * (`months` is null: no settings row, or no validity).
 */
function plusMonths(from: Expression<Date>, months: Expression<number | null>) {
  return sql<Date | null>`((${from} at time zone 'UTC') + make_interval(months => ${months})) at time zone 'UTC'`;
}

/**
 * What renews certificate `cert`'s course, as a JSON object, or null when it has none: `kind` (a quiz
 * is a lesson of type quiz), the id, the title and, for a lesson, its course and type.
 */
function refresherOf(eb: CertificateScope) {
  return jsonObjectFrom(
    eb
      .selectFrom('certificate_settings as s')
      .leftJoin('courses as rc', (join) => join.onRef('rc.id', '=', 's.refresher_course_id').on('rc.deleted_at', 'is', null))
      .leftJoin('lessons as rl', 'rl.id', 's.refresher_lesson_id')
      .leftJoin('courses as rlc', (join) => join.onRef('rlc.id', '=', 'rl.course_id').on('rlc.deleted_at', 'is', null))
      .select((refresher) => [
        refresher
          .case()
          .when('rc.id', 'is not', null)
          .then(refresher.val<RefresherKind>('course'))
          .when('rl.type', '=', 'quiz')
          .then(refresher.val<RefresherKind>('quiz'))
          .else(refresher.val<RefresherKind>('lesson'))
          .end()
          .$notNull()
          .as('kind'),
        refresher.fn.coalesce('rc.id', 'rl.id').$notNull().as('id'),
        refresher.fn.coalesce('rc.title', 'rl.title').$notNull().as('title'),
        'rlc.id as course_id',
        'rlc.title as course_title',
        'rl.type as lesson_type',
      ])
      .where((refresher) =>
        refresher.or([
          refresher('s.course_id', '=', refresher.ref('cert.course_id')),
          refresher('s.path_id', '=', refresher.ref('cert.path_id')),
        ]),
      )
      .where((refresher) => refresher.or([refresher('rc.id', 'is not', null), refresher('rlc.id', 'is not', null)])),
  );
}

export type RefresherKind = 'course' | 'lesson' | 'quiz';

/** The codes of the certificates `cert` renews and is renewed by. */
function renewalCodes(eb: CertificateScope) {
  return [
    eb.selectFrom('certificates as renewed').select('renewed.code').whereRef('renewed.id', '=', 'cert.renews_id').as('renews_code'),
    eb.selectFrom('certificates as renewal').select('renewal.code').whereRef('renewal.renews_id', '=', 'cert.id').as('renewed_by_code'),
  ] as const;
}

/** The learning path certificate `cert` certifies, as `{ id, slug, title }` (its current address and title); null for a course's certificate. */
function pathOf(eb: CertificateScope) {
  return jsonObjectFrom(eb.selectFrom('learning_paths as p').select(['p.id', 'p.slug', 'p.title']).whereRef('p.id', '=', 'cert.path_id'));
}

/** Whether what certificate `cert` certifies, its course or its path, is still there (not deleted). */
function subjectLive(eb: CertificateScope) {
  return eb.or([
    eb.exists(eb.selectFrom('courses as c').select('c.id').whereRef('c.id', '=', 'cert.course_id').where('c.deleted_at', 'is', null)),
    eb.exists(eb.selectFrom('learning_paths as p').select('p.id').whereRef('p.id', '=', 'cert.path_id').where('p.deleted_at', 'is', null)),
  ]);
}

/** Settings row `s` is the one of certificate `cert`'s course or path. */
function settingsOfCertificate(
  eb: ExpressionBuilder<AcademyDb & { cert: AcademyDb['certificates']; s: AcademyDb['certificate_settings'] }, 'cert' | 's'>,
) {
  return eb.or([eb('s.course_id', '=', eb.ref('cert.course_id')), eb('s.path_id', '=', eb.ref('cert.path_id'))]);
}

/** A certificate as the service maps it (CERTIFICATE_COLUMNS and the codes of its renewals). */
export type CertificateRow = Omit<NonNullable<Awaited<ReturnType<CertificatesRepository['byCode']>>>, 'credits'>;

/** Lessons whose refresher is passed, not completed: passing them again is a new, dated pass. */
export const PASSED_LESSON_TYPES = ['quiz', 'practice'] as const;

/**
 * What completing or passing something may renew: the lesson and its course; whether this completion
 * was newly recorded (`recorded`), and made the course 100 % (`courseCompleted`: so only when recorded);
 * whether its quiz or practice conversation was just passed; and the code of the certificate this very
 * completion issued, which it never renews (null: none).
 */
export interface RefresherTrigger {
  lessonId: number;
  courseId: number;
  recorded: boolean;
  courseCompleted: boolean;
  passed: boolean;
  issuedCode: string | null;
}

/** Whose certificates: a course's, or a learning path's. */
export type CertificateSubject = { courseId: number } | { pathId: number };

const subjectId = (subject: CertificateSubject) => ('pathId' in subject ? subject.pathId : subject.courseId);

/** Whether the course or path is there (not deleted). */
function liveSubject(eb: ExpressionBuilder<AcademyDb, never>, subject: CertificateSubject) {
  return 'pathId' in subject
    ? eb.exists(eb.selectFrom('learning_paths as x').select('x.id').where('x.id', '=', subject.pathId).where('x.deleted_at', 'is', null))
    : eb.exists(eb.selectFrom('courses as x').select('x.id').where('x.id', '=', subject.courseId).where('x.deleted_at', 'is', null));
}

/** The settings of a course as the admin edits them, with the refresher's titles. */
export interface CertificateSettingsRow {
  validity_months: number | null;
  refresher_course_id: number | null;
  refresher_lesson_id: number | null;
}

const EXAMPLE_CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const EXAMPLE_NOW = new Date('2027-03-01T09:00:00.000Z');

@Injectable()
export class CertificatesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * One statement: inserts the certificate (with `code`, issued at `now`, valid for the course's
   * validity from then) when the learner has an active enrolment in the live course and has completed
   * every one of its lessons (at least one), with the name, title, length and final quiz score as they
   * are now (docs/product-rules.md#certificates); returns it with the learner's e-mail, or undefined
   * when not eligible or already issued (the unique (user, course) key of current certificates decides a race).
   */
  @GenerateSql({ params: [1, 2, EXAMPLE_CODE, EXAMPLE_NOW] })
  issueIfEligible(userId: number, courseId: number, code: string, now: Date) {
    return this.db
      .with('eligible', (db) =>
        db
          .selectFrom('enrollments as e')
          .innerJoin('users as u', 'u.id', 'e.user_id')
          .innerJoin('courses as c', 'c.id', 'e.course_id')
          .leftJoin('certificate_settings as s', 's.course_id', 'c.id')
          .select((eb) => [
            'e.user_id',
            'e.course_id',
            'u.email',
            learnerName(eb).as('learner_name'),
            'c.title as course_title',
            courseMinutes(eb).as('minutes'),
            finalScore(eb).as('final_score'),
            plusMonths(sql<Date>`${now}::timestamptz`, eb.ref('s.validity_months')).as('valid_until'),
          ])
          .where('e.user_id', '=', userId)
          .where('e.course_id', '=', courseId)
          .where('e.status', '=', 'active')
          .where('c.deleted_at', 'is', null)
          .where((eb) => eb.exists(eb.selectFrom('lessons as l').select('l.id').whereRef('l.course_id', '=', 'c.id')))
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('lessons as l')
                  .select('l.id')
                  .whereRef('l.course_id', '=', 'c.id')
                  .where((lesson) =>
                    lesson.not(
                      lesson.exists(
                        lesson
                          .selectFrom('lesson_progress as lp')
                          .select('lp.id')
                          .whereRef('lp.user_id', '=', 'e.user_id')
                          .whereRef('lp.lesson_id', '=', 'l.id'),
                      ),
                    ),
                  ),
              ),
            ),
          ),
      )
      .with('issued', (db) =>
        db
          .insertInto('certificates')
          .columns(['code', 'user_id', 'course_id', 'learner_name', 'course_title', 'minutes', 'final_score', 'issued_at', 'valid_until'])
          .expression(
            db
              .selectFrom('eligible')
              .select((eb) => [
                eb.val(code).as('code'),
                'user_id',
                'course_id',
                'learner_name',
                'course_title',
                'minutes',
                'final_score',
                eb.val(now).as('issued_at'),
                'valid_until',
              ]),
          )
          .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).where('renewed_at', 'is', null).doNothing())
          .returning(CERTIFICATE_COLUMNS),
      )
      .selectFrom('issued')
      .crossJoin('eligible')
      .selectAll('issued')
      .select(['eligible.email', 'eligible.user_id'])
      .executeTakeFirst();
  }

  /**
   * One statement: inserts the learner's certificate of the path (with `code`, issued at `now`, valid
   * for the path's validity from then) when the path is published and not deleted and the learner has
   * done every one of its required steps (at least one) as `stepDoneBy` says, with the path's
   * certificate title and length as they are now; returns it with the learner's e-mail, or undefined
   * when not eligible or already held (the unique (user, path) key of current certificates decides a race).
   */
  @GenerateSql({ params: [1, 2, EXAMPLE_CODE, EXAMPLE_NOW] })
  issuePathIfEligible(userId: number, pathId: number, code: string, now: Date) {
    return this.db
      .with('eligible', (db) =>
        db
          .selectFrom('users as u')
          .innerJoin('learning_paths as p', (join) => join.on('p.id', '=', pathId))
          .leftJoin('certificate_settings as s', 's.path_id', 'p.id')
          .select((eb) => [
            'u.id as user_id',
            'p.id as path_id',
            'u.email',
            learnerName(eb).as('learner_name'),
            'p.certificate_title as course_title',
            pathMinutes(eb).$notNull().as('minutes'),
            plusMonths(sql<Date>`${now}::timestamptz`, eb.ref('s.validity_months')).as('valid_until'),
          ])
          .where('u.id', '=', userId)
          .where('p.is_published', '=', true)
          .where('p.deleted_at', 'is', null)
          .where((eb) => eb.exists(requiredSteps(eb).select('s.id')))
          .where((eb) =>
            eb.not(
              eb.exists(
                requiredSteps(eb)
                  .select('s.id')
                  .where((step) => step.not(stepDoneBy(step, eb.ref('u.id')))),
              ),
            ),
          ),
      )
      .with('issued', (db) =>
        db
          .insertInto('certificates')
          .columns(['code', 'user_id', 'path_id', 'learner_name', 'course_title', 'minutes', 'issued_at', 'valid_until'])
          .expression(
            db
              .selectFrom('eligible')
              .select((eb) => [
                eb.val(code).as('code'),
                'user_id',
                'path_id',
                'learner_name',
                'course_title',
                'minutes',
                eb.val(now).as('issued_at'),
                'valid_until',
              ]),
          )
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'path_id']).where('renewed_at', 'is', null).where('path_id', 'is not', null).doNothing(),
          )
          .returning(CERTIFICATE_COLUMNS),
      )
      .selectFrom('issued')
      .crossJoin('eligible')
      .selectAll('issued')
      .select(['eligible.email', 'eligible.user_id'])
      .executeTakeFirst();
  }

  /**
   * The learner's published paths with a required step that `trigger` may just have completed (the
   * course, or the lesson) and no current certificate of the path yet: the ones to try issuing.
   */
  @GenerateSql({ params: [1, 2, 3] })
  pathsToCertify(userId: number, courseId: number, lessonId: number) {
    return this.db
      .selectFrom('learning_paths as p')
      .select('p.id')
      .where('p.is_published', '=', true)
      .where('p.deleted_at', 'is', null)
      .where((eb) =>
        eb.exists(
          requiredSteps(eb)
            .select('s.id')
            .where((step) =>
              step.or([
                step.and([step('s.course_id', '=', courseId), step('s.lesson_id', 'is', null)]),
                step('s.lesson_id', '=', lessonId),
              ]),
            ),
        ),
      )
      .where((eb) => holdsNoPathCertificate(eb, eb.val(userId)))
      .orderBy('p.id')
      .execute();
  }

  /** Learners who have done the path's required steps but hold no current certificate of it (a path published or changed after they did). */
  @GenerateSql({ params: [1] })
  pathCertificateCandidates(pathId: number) {
    return (
      this.db
        .selectFrom('users as u')
        .innerJoin('learning_paths as p', (join) => join.on('p.id', '=', pathId))
        .select('u.id')
        // Only learners who have done a required step of it: holders of a step's course certificate, or of a step lesson's completion.
        .where('u.id', 'in', (eb) =>
          eb
            .selectFrom('learning_path_steps as s')
            .innerJoin('certificates as cert', (join) => join.onRef('cert.course_id', '=', 's.course_id').on('s.lesson_id', 'is', null))
            .select('cert.user_id')
            .where('s.path_id', '=', pathId)
            .where('s.is_required', '=', true)
            .union(
              eb
                .selectFrom('learning_path_steps as s')
                .innerJoin('lesson_progress as lp', 'lp.lesson_id', 's.lesson_id')
                .select('lp.user_id')
                .where('s.path_id', '=', pathId)
                .where('s.is_required', '=', true),
            ),
        )
        .where('p.is_published', '=', true)
        .where('p.deleted_at', 'is', null)
        .where((eb) => eb.exists(requiredSteps(eb).select('s.id')))
        .where((eb) =>
          eb.not(
            eb.exists(
              requiredSteps(eb)
                .select('s.id')
                .where((step) => step.not(stepDoneBy(step, eb.ref('u.id')))),
            ),
          ),
        )
        .where((eb) => holdsNoPathCertificate(eb, eb.ref('u.id')))
        .orderBy('u.id')
        .execute()
    );
  }

  /**
   * Copies the course's credits to the certificate, dated when it was issued: what it earned, whatever
   * the course offers later (docs/product-rules.md#continuing-education-credits). Run it in the
   * transaction that issues the certificate; returns the lines written.
   */
  @GenerateSql({ params: [1] })
  snapshotCredits(certificateId: number) {
    return this.db
      .insertInto('certificate_credits')
      .columns(['certificate_id', 'body', 'category', 'hundredths', 'activity_id', 'body_name', 'earned_at'])
      .expression((eb) =>
        eb
          .selectFrom('certificates as c')
          .innerJoin('course_credits as cc', 'cc.course_id', 'c.course_id')
          .select(['c.id', 'cc.body', 'cc.category', 'cc.hundredths', 'cc.activity_id', 'cc.body_name', 'c.issued_at'])
          .where('c.id', '=', certificateId)
          .orderBy('cc.id'),
      )
      .onConflict((conflict) => conflict.columns(['certificate_id', 'body', 'category']).doNothing())
      .returning(CREDIT_COLUMNS)
      .execute();
  }

  /** Copies the path's credits to the path's certificate, as snapshotCredits does a course's. */
  @GenerateSql({ params: [1] })
  snapshotPathCredits(certificateId: number) {
    return this.db
      .insertInto('certificate_credits')
      .columns(['certificate_id', 'body', 'category', 'hundredths', 'activity_id', 'body_name', 'earned_at'])
      .expression((eb) =>
        eb
          .selectFrom('certificates as c')
          .innerJoin('path_credits as pc', 'pc.path_id', 'c.path_id')
          .select(['c.id', 'pc.body', 'pc.category', 'pc.hundredths', 'pc.activity_id', 'pc.body_name', 'c.issued_at'])
          .where('c.id', '=', certificateId)
          .orderBy('pc.id'),
      )
      .onConflict((conflict) => conflict.columns(['certificate_id', 'body', 'category']).doNothing())
      .returning(CREDIT_COLUMNS)
      .execute();
  }

  /** The path's current address and title. */
  @GenerateSql({ params: [1] })
  pathOf(pathId: number) {
    return this.db.selectFrom('learning_paths').select(['id', 'slug', 'title']).where('id', '=', pathId).executeTakeFirst();
  }

  /** The credits the certificates earned (their snapshots), in one statement however many certificates. */
  @GenerateSql({ params: [[1, 2]] })
  async creditsOf(certificateIds: number[]) {
    if (certificateIds.length === 0) return [];
    return this.db
      .selectFrom('certificate_credits')
      .select(CREDIT_COLUMNS)
      .where('certificate_id', 'in', certificateIds)
      .orderBy('certificate_id')
      .orderBy('id')
      .execute();
  }

  /**
   * Keeps who held each of the user's certificates that earned credits, before the account goes: the
   * provider records name them until the retention period ends (docs/adr/0022-credit-records-and-account-deletion.md).
   */
  @GenerateSql({ params: [1, 'Ada Lovelace', 'ada@example.com'] })
  async keepCreditRecordHolders(userId: number, learnerName: string, email: string): Promise<void> {
    await this.db
      .insertInto('credit_record_holders')
      .columns(['certificate_id', 'learner_name', 'email', 'account_deleted_at'])
      .expression((eb) =>
        eb
          .selectFrom('certificates as c')
          .select((c) => [
            'c.id',
            c.val(learnerName).as('learner_name'),
            c.val(email).as('email'),
            c.fn<Date>('now').as('account_deleted_at'),
          ])
          .where('c.user_id', '=', userId)
          .where((c) => c.exists(c.selectFrom('certificate_credits as cc').select('cc.id').whereRef('cc.certificate_id', '=', 'c.id'))),
      )
      .onConflict((conflict) => conflict.column('certificate_id').doNothing())
      .execute();
  }

  /**
   * The learner's current certificates that `trigger` renews: neither revoked nor renewed, of a live
   * course whose refresher is the quiz or practice lesson just passed, the plain lesson just completed
   * for the first time (since its completion was last cleared), or the course this completion finished,
   * expiring at or before `horizon` (now plus the renewal window), other than the one this completion
   * issued. One statement.
   */
  @GenerateSql({
    params: [1, { lessonId: 3, courseId: 2, recorded: true, courseCompleted: true, passed: false, issuedCode: EXAMPLE_CODE }, EXAMPLE_NOW],
  })
  renewableBy(userId: number, trigger: RefresherTrigger, horizon: Date) {
    return this.db
      .selectFrom('certificates as cert')
      .innerJoin('certificate_settings as s', (join) => join.on(settingsOfCertificate))
      .leftJoin('lessons as rl', 'rl.id', 's.refresher_lesson_id')
      .select(['cert.id'])
      .where('cert.user_id', '=', userId)
      .where('cert.renewed_at', 'is', null)
      .where('cert.revoked_at', 'is', null)
      .where('cert.valid_until', '<=', horizon)
      .where('cert.code', 'is distinct from', trigger.issuedCode)
      .where(subjectLive)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('s.refresher_lesson_id', '=', trigger.lessonId),
            eb.or([
              ...(trigger.passed ? [eb('rl.type', 'in', PASSED_LESSON_TYPES)] : []),
              ...(trigger.recorded ? [eb('rl.type', 'not in', PASSED_LESSON_TYPES)] : []),
            ]),
          ]),
          trigger.courseCompleted ? eb('s.refresher_course_id', '=', trigger.courseId) : eb.lit(false),
        ]),
      )
      .orderBy('cert.id')
      .execute();
  }

  /**
   * Marks the certificate renewed at `now` unless it is revoked, renewed already, its holder deleted
   * their account or its course is gone; returns what the renewal needs, or undefined.
   */
  @GenerateSql({ params: [1, EXAMPLE_NOW] })
  markRenewed(certificateId: number, now: Date) {
    return this.db
      .updateTable('certificates as cert')
      .set({ renewed_at: now })
      .where('cert.id', '=', certificateId)
      .where('cert.renewed_at', 'is', null)
      .where('cert.revoked_at', 'is', null)
      .where('cert.user_id', 'is not', null)
      .where(subjectLive)
      .returning(['cert.id', 'cert.code', 'cert.user_id', 'cert.course_id', 'cert.path_id', 'cert.issued_at', 'cert.valid_until'])
      .executeTakeFirst();
  }

  /**
   * The certificate that renews `renewed` (just marked renewed), issued at `now` with the learner's
   * name, the course's title and length and the final quiz score as they are now (for a path: its
   * certificate title and the length of its required steps, no score) — the snapshot of an issue —
   * valid for the course's or path's validity from the later of now and the old expiry; returns it
   * with the learner's e-mail.
   */
  @GenerateSql(
    {
      name: 'of a course',
      params: [{ id: 1, user_id: 1, course_id: 2, path_id: null, valid_until: EXAMPLE_NOW }, EXAMPLE_CODE, EXAMPLE_NOW],
    },
    {
      name: 'of a path',
      params: [{ id: 1, user_id: 1, course_id: null, path_id: 2, valid_until: EXAMPLE_NOW }, EXAMPLE_CODE, EXAMPLE_NOW],
    },
  )
  insertRenewal(
    renewed: { id: number; user_id: number | null; course_id: number | null; path_id: number | null; valid_until: Date | string | null },
    code: string,
    now: Date,
  ) {
    const oldExpiry = renewed.valid_until ? new Date(renewed.valid_until) : null;
    const base = oldExpiry && oldExpiry > now ? oldExpiry : now;
    return this.db
      .with('snapshot', (db) =>
        db
          .selectFrom('users as u')
          // Exactly one of the two matches: the certificate's course, or its path.
          .leftJoin('courses as c', (join) => join.on('c.id', '=', renewed.course_id))
          .leftJoin('learning_paths as p', (join) => join.on('p.id', '=', renewed.path_id))
          .leftJoin('certificate_settings as s', (join) =>
            join.on((eb) => eb.or([eb('s.course_id', '=', eb.ref('c.id')), eb('s.path_id', '=', eb.ref('p.id'))])),
          )
          .select((eb) => [
            'u.id as user_id',
            'c.id as course_id',
            'p.id as path_id',
            'u.email',
            learnerName(eb).as('learner_name'),
            eb.fn.coalesce('c.title', 'p.certificate_title').$notNull().as('course_title'),
            eb.case().when('c.id', 'is not', null).then(courseMinutes(eb)).else(pathMinutes(eb)).end().$notNull().as('minutes'),
            finalScore(eb).as('final_score'),
            plusMonths(sql<Date>`${base}::timestamptz`, eb.ref('s.validity_months')).as('valid_until'),
          ])
          .where('u.id', '=', renewed.user_id)
          .where((eb) => eb.or([eb('c.id', 'is not', null), eb('p.id', 'is not', null)])),
      )
      .with('issued', (db) =>
        db
          .insertInto('certificates')
          .columns([
            'code',
            'user_id',
            'course_id',
            'path_id',
            'learner_name',
            'course_title',
            'minutes',
            'final_score',
            'issued_at',
            'valid_until',
            'renews_id',
          ])
          .expression(
            db
              .selectFrom('snapshot')
              .select((eb) => [
                eb.val(code).as('code'),
                'user_id',
                'course_id',
                'path_id',
                'learner_name',
                'course_title',
                'minutes',
                'final_score',
                eb.val(now).as('issued_at'),
                'valid_until',
                eb.val(renewed.id).as('renews_id'),
              ]),
          )
          .returning(CERTIFICATE_COLUMNS),
      )
      .selectFrom('issued')
      .crossJoin('snapshot')
      .selectAll('issued')
      .select(['snapshot.email', 'snapshot.user_id'])
      .executeTakeFirst();
  }

  /**
   * The learner's certificates, newest first, with the codes of their renewals, what renews each
   * (the course's refresher, null without one) and whether its course is live (a deleted course's
   * certificates are not renewed).
   */
  @GenerateSql({ params: [1] })
  ofUser(userId: number) {
    return this.db
      .selectFrom('certificates as cert')
      .select(CERTIFICATE_COLUMNS.map((column) => `cert.${column}` as const))
      .select((eb) => [
        ...renewalCodes(eb),
        pathOf(eb).as('path'),
        refresherOf(eb).as('refresher'),
        subjectLive(eb).$castTo<boolean>().as('subject_live'),
      ])
      .where('cert.user_id', '=', userId)
      .orderBy('cert.issued_at', 'desc')
      .orderBy('cert.id', 'desc')
      .execute();
  }

  /** The certificate with this (normalized) code, with the codes of the certificates it renews and is renewed by and the credits it earned: one statement. */
  @GenerateSql({ params: [EXAMPLE_CODE] })
  byCode(code: string) {
    return this.db
      .selectFrom('certificates as cert')
      .select(CERTIFICATE_COLUMNS.map((column) => `cert.${column}` as const))
      .select((eb) => [
        ...renewalCodes(eb),
        pathOf(eb).as('path'),
        jsonArrayFrom(
          eb
            .selectFrom('certificate_credits as cc')
            .select(['cc.certificate_id', 'cc.body', 'cc.category', 'cc.hundredths', 'cc.activity_id', 'cc.body_name'])
            .whereRef('cc.certificate_id', '=', 'cert.id')
            .orderBy('cc.id'),
        ).as('credits'),
      ])
      .where('cert.code', '=', code)
      .executeTakeFirst();
  }

  /**
   * What an expiry reminder says, or undefined when there is nothing to remind of: the certificate is
   * gone, its holder deleted their account, or its course was deleted.
   */
  @GenerateSql({ params: [1] })
  reminderFacts(certificateId: number) {
    return this.db
      .selectFrom('certificates as cert')
      .innerJoin('users as u', 'u.id', 'cert.user_id')
      .select(['cert.code', 'cert.learner_name', 'cert.course_title', 'cert.valid_until', 'cert.renewed_at', 'cert.revoked_at', 'u.email'])
      .select((eb) => refresherOf(eb).as('refresher'))
      .where('cert.id', '=', certificateId)
      .where(subjectLive)
      .executeTakeFirst();
  }

  /**
   * As the renewal window of certificate `certificateId` opens, clears its holder's completion of the
   * course's refresher when that is a course or a plain lesson (lessons are never un-completed, so
   * without this a refresher taken once would renew only once): the holder's progress rows of the
   * refresher course's lessons, or of the refresher lesson, go, and each of the holder's enrolments
   * counts as many completed lessons fewer. A quiz or practice refresher keeps them: it renews by a
   * new pass. Returns how many completions were cleared. One statement
   * (docs/product-rules.md#certificate-validity-and-renewal).
   */
  @GenerateSql({ params: [1] })
  async clearRefresherCompletion(certificateId: number): Promise<number> {
    const { cleared } = await this.db
      .with('refresher', (db) =>
        db
          .selectFrom('certificates as cert')
          .innerJoin('certificate_settings as s', (join) => join.on(settingsOfCertificate))
          .leftJoin('courses as rc', (join) => join.onRef('rc.id', '=', 's.refresher_course_id').on('rc.deleted_at', 'is', null))
          .leftJoin('lessons as rl', (join) =>
            join.onRef('rl.id', '=', 's.refresher_lesson_id').on('rl.type', 'not in', PASSED_LESSON_TYPES),
          )
          .leftJoin('courses as rlc', (join) => join.onRef('rlc.id', '=', 'rl.course_id').on('rlc.deleted_at', 'is', null))
          .select(['cert.user_id', 'rc.id as course_id', 'rlc.id as lesson_course_id', 'rl.id as lesson_id'])
          .where('cert.id', '=', certificateId),
      )
      .with('removed', (db) =>
        db
          .deleteFrom('lesson_progress as lp')
          .using('refresher as r')
          .whereRef('lp.user_id', '=', 'r.user_id')
          .where((eb) =>
            eb.or([
              eb('lp.course_id', '=', eb.ref('r.course_id')),
              eb.and([eb('lp.lesson_id', '=', eb.ref('r.lesson_id')), eb('r.lesson_course_id', 'is not', null)]),
            ]),
          )
          .returning(['lp.user_id', 'lp.course_id']),
      )
      .with('recounted', (db) =>
        db
          .updateTable('enrollments as e')
          .set((eb) => ({
            completed_lessons: eb.fn<number>('greatest', [
              eb.lit(0),
              eb(
                'e.completed_lessons',
                '-',
                eb
                  .selectFrom('removed')
                  .select((count) => count.fn.countAll<number>().as('count'))
                  .whereRef('removed.user_id', '=', 'e.user_id')
                  .whereRef('removed.course_id', '=', 'e.course_id'),
              ),
            ]),
          }))
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('removed')
                .select('removed.course_id')
                .whereRef('removed.user_id', '=', 'e.user_id')
                .whereRef('removed.course_id', '=', 'e.course_id'),
            ),
          )
          .returning('e.id'),
      )
      .selectNoFrom((eb) =>
        eb
          .cast<number>(
            eb.selectFrom('removed').select((count) => count.fn.countAll().as('count')),
            'integer',
          )
          .as('cleared'),
      )
      .executeTakeFirstOrThrow();
    return cleared;
  }

  /**
   * Revokes the certificate unless it is already revoked; returns it with its holder's id and e-mail,
   * or undefined when there is none or it was revoked before.
   */
  @GenerateSql({ params: [EXAMPLE_CODE, 'Issued by mistake', 1] })
  revoke(code: string, reason: string, adminId: number) {
    return this.db
      .updateTable('certificates')
      .set((eb) => ({ revoked_at: eb.fn<Date>('now'), revoke_reason: reason, revoked_by_id: adminId }))
      .where('code', '=', code)
      .where('revoked_at', 'is', null)
      .returning(CERTIFICATE_COLUMNS)
      .returning((eb) => [
        'user_id',
        eb.selectFrom('users as u').select('u.email').whereRef('u.id', '=', 'certificates.user_id').as('email'),
        eb.selectFrom('learning_paths as p').select('p.title').whereRef('p.id', '=', 'certificates.path_id').as('path_title'),
      ])
      .executeTakeFirst();
  }

  /** The holder shows or hides their certificate from search engines; undefined when it is not theirs (or does not exist). */
  @GenerateSql({ params: [EXAMPLE_CODE, 1, true] })
  setPublic(code: string, userId: number, isPublic: boolean) {
    return this.db
      .updateTable('certificates as cert')
      .set({ public: isPublic })
      .where('cert.code', '=', code)
      .where('cert.user_id', '=', userId)
      .returning(CERTIFICATE_COLUMNS.map((column) => `cert.${column}` as const))
      .returning((eb) => [...renewalCodes(eb), pathOf(eb).as('path')])
      .executeTakeFirst();
  }

  /**
   * A live course's or path's certificate settings with the refresher's titles (a refresher in a deleted
   * course comes back as none); undefined when there is no such course or path. Without settings, the columns are null.
   */
  @GenerateSql({ name: 'of a course', params: [{ courseId: 1 }] }, { name: 'of a path', params: [{ pathId: 1 }] })
  settings(subject: CertificateSubject) {
    return this.db
      .selectNoFrom((eb) => [
        liveSubject(eb, subject).$castTo<boolean>().as('live'),
        jsonObjectFrom(
          eb
            .selectFrom('certificate_settings as s')
            .leftJoin('courses as rc', (join) => join.onRef('rc.id', '=', 's.refresher_course_id').on('rc.deleted_at', 'is', null))
            .leftJoin('lessons as rl', 'rl.id', 's.refresher_lesson_id')
            .leftJoin('courses as rlc', (join) => join.onRef('rlc.id', '=', 'rl.course_id').on('rlc.deleted_at', 'is', null))
            .select([
              's.validity_months',
              'rc.id as refresher_course_id',
              'rc.title as refresher_course_title',
              'rl.id as refresher_lesson_id',
              'rl.title as refresher_lesson_title',
              'rl.type as refresher_lesson_type',
              'rlc.id as refresher_lesson_course_id',
              'rlc.title as refresher_lesson_course_title',
            ])
            .where('pathId' in subject ? 's.path_id' : 's.course_id', '=', subjectId(subject)),
        ).as('settings'),
      ])
      .executeTakeFirstOrThrow();
  }

  /**
   * What the settings' rules need to know of a refresher named by id: whether the course exists (live),
   * and the lesson's course, type and whether it is a quiz with questions. One statement.
   */
  @GenerateSql({ params: [2, 3] })
  refresherCandidates(courseId: number | null, lessonId: number | null) {
    return this.db
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom('courses as rc')
              .select('rc.id')
              .where('rc.id', '=', courseId ?? 0)
              .where('rc.deleted_at', 'is', null),
          )
          .$castTo<boolean>()
          .as('course_exists'),
        jsonObjectFrom(
          eb
            .selectFrom('lessons as rl')
            .innerJoin('courses as rlc', 'rlc.id', 'rl.course_id')
            .select((lesson) => [
              'rl.course_id',
              'rl.type',
              lesson
                .exists(
                  lesson
                    .selectFrom('quizzes as q')
                    .innerJoin('quiz_questions as qq', 'qq.quiz_id', 'q.id')
                    .select('q.id')
                    .whereRef('q.lesson_id', '=', 'rl.id'),
                )
                .$castTo<boolean>()
                .as('has_questions'),
            ])
            .where('rl.id', '=', lessonId ?? 0)
            .where('rlc.deleted_at', 'is', null),
        ).as('lesson'),
      ])
      .executeTakeFirstOrThrow();
  }

  /** Writes the settings of the course or path (one row each), unless it is gone. */
  @GenerateSql(
    {
      name: 'of a course',
      params: [{ courseId: 1 }, { validity_months: 24, refresher_course_id: null, refresher_lesson_id: 3 }, EXAMPLE_NOW],
    },
    { name: 'of a path', params: [{ pathId: 1 }, { validity_months: 24, refresher_course_id: 2, refresher_lesson_id: null }, EXAMPLE_NOW] },
  )
  async saveSettings(subject: CertificateSubject, settings: CertificateSettingsRow, now: Date): Promise<void> {
    const path = 'pathId' in subject;
    await this.db
      .insertInto('certificate_settings')
      .columns([path ? 'path_id' : 'course_id', 'validity_months', 'refresher_course_id', 'refresher_lesson_id', 'updated_at'])
      .expression(
        this.db
          .selectNoFrom((row) => [
            row.val(subjectId(subject)).as('subject_id'),
            row.val(settings.validity_months).as('validity_months'),
            row.val(settings.refresher_course_id).as('refresher_course_id'),
            row.val(settings.refresher_lesson_id).as('refresher_lesson_id'),
            row.val(now).as('updated_at'),
          ])
          .where((row) => liveSubject(row, subject)),
      )
      .onConflict((conflict) => conflict.column(path ? 'path_id' : 'course_id').doUpdateSet({ ...settings, updated_at: now }))
      .execute();
  }

  /** The revocation status list in one row: the highest index in use and the revoked ones (status list indexes are certificate ids). */
  @GenerateSql({ params: [] })
  revocations() {
    return this.db
      .selectFrom('certificates')
      .select((eb) => [
        eb.fn.max('id').as('last_id'),
        eb.fn.agg<number[] | null>('array_agg', ['id']).filterWhere('revoked_at', 'is not', null).as('revoked'),
      ])
      .executeTakeFirstOrThrow();
  }

  /** The stored credential signing key (base64url seed), if one was written. */
  @GenerateSql({ params: [] })
  signingKey() {
    return this.db.selectFrom('credential_signing_keys').select('private_key').where('id', '=', 1).executeTakeFirst();
  }

  /** Stores `seed` as the signing key unless a key is stored already (the first writer wins; read it back with signingKey). */
  @GenerateSql({ params: ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'] })
  async insertSigningKey(seed: string): Promise<void> {
    await this.db
      .insertInto('credential_signing_keys')
      .values((eb) => ({ id: 1, private_key: seed, created_at: eb.fn<Date>('now') }))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}
