import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';

/** What a certificate shows (as issued), its course, its revocation, and its place in the status list (the id). */
const CERTIFICATE_COLUMNS = [
  'id',
  'code',
  'course_id',
  'learner_name',
  'course_title',
  'minutes',
  'final_score',
  'public',
  'issued_at',
  'revoked_at',
  'revoke_reason',
] as const;

/** A certificate's earned credit line (its snapshot of the course's credits). */
const CREDIT_COLUMNS = ['certificate_id', 'body', 'category', 'hundredths', 'activity_id', 'body_name'] as const;

/** A credit line a certificate earned (CREDIT_COLUMNS). */
export type CertificateCreditRow = Awaited<ReturnType<CertificatesRepository['creditsOf']>>[number];

/** A certificate as the service maps it (CERTIFICATE_COLUMNS). */
export type CertificateRow = Awaited<ReturnType<CertificatesRepository['ofUser']>>[number];

const EXAMPLE_CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

@Injectable()
export class CertificatesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * One statement: inserts the certificate (with `code`) when the learner has an active enrolment in
   * the live course and has completed every one of its lessons (at least one), with the name, title,
   * length and final quiz score as they are now (docs/product-rules.md#certificates); returns it with the learner's e-mail, or undefined when not eligible
   * or already issued (the unique (user, course) key decides a race).
   */
  @GenerateSql({ params: [1, 2, EXAMPLE_CODE] })
  issueIfEligible(userId: number, courseId: number, code: string) {
    return this.db
      .with('eligible', (db) =>
        db
          .selectFrom('enrollments as e')
          .innerJoin('users as u', 'u.id', 'e.user_id')
          .innerJoin('courses as c', 'c.id', 'e.course_id')
          .select((eb) => [
            'e.user_id',
            'e.course_id',
            'u.email',
            eb.fn
              .coalesce(
                eb.fn<string | null>('nullif', [
                  eb.fn<string>('btrim', [eb(eb('u.first_name', '||', ' '), '||', eb.ref('u.last_name'))]),
                  eb.val(''),
                ]),
                eb.fn<string>('split_part', ['u.email', eb.val('@'), eb.lit(1)]),
              )
              .as('learner_name'),
            'c.title as course_title',
            eb
              .cast<number>(
                eb
                  .selectFrom('lessons as l')
                  .select((lesson) => lesson.fn.coalesce(lesson.fn.sum<number>('l.duration'), lesson.lit(0)).as('minutes'))
                  .whereRef('l.course_id', '=', 'c.id'),
                'integer',
              )
              .as('minutes'),
            // The average of the learner's best graded score in each of the course's quizzes (finished, nothing awaiting review).
            eb
              .selectFrom(
                eb
                  .selectFrom('quiz_attempts as qa')
                  .innerJoin('quizzes as q', 'q.id', 'qa.quiz_id')
                  .innerJoin('lessons as ql', 'ql.id', 'q.lesson_id')
                  .whereRef('ql.course_id', '=', 'c.id')
                  .whereRef('qa.user_id', '=', 'e.user_id')
                  .where('qa.status', '!=', 'in_progress')
                  .where('qa.pending_review', '=', false)
                  .where('qa.score', 'is not', null)
                  .groupBy('q.id')
                  .select((attempt) => attempt.fn.max('qa.score').as('score'))
                  .as('best'),
              )
              .select((best) => best.cast<number | null>(best.fn('round', [best.fn.avg('best.score')]), 'smallint').as('final_score'))
              .as('final_score'),
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
          .columns(['code', 'user_id', 'course_id', 'learner_name', 'course_title', 'minutes', 'final_score', 'issued_at'])
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
                eb.fn<Date>('now').as('issued_at'),
              ]),
          )
          .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
          .returning(CERTIFICATE_COLUMNS),
      )
      .selectFrom('issued')
      .crossJoin('eligible')
      .selectAll('issued')
      .select('eligible.email')
      .executeTakeFirst();
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

  /** The learner's certificates, newest first. */
  @GenerateSql({ params: [1] })
  ofUser(userId: number) {
    return this.db
      .selectFrom('certificates')
      .select(CERTIFICATE_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The certificate with this (normalized) code, with the credits it earned: one statement. */
  @GenerateSql({ params: [EXAMPLE_CODE] })
  byCode(code: string) {
    return this.db
      .selectFrom('certificates')
      .select(CERTIFICATE_COLUMNS)
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('certificate_credits as cc')
            .select(['cc.certificate_id', 'cc.body', 'cc.category', 'cc.hundredths', 'cc.activity_id', 'cc.body_name'])
            .whereRef('cc.certificate_id', '=', 'certificates.id')
            .orderBy('cc.id'),
        ).as('credits'),
      )
      .where('code', '=', code)
      .executeTakeFirst();
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
      ])
      .executeTakeFirst();
  }

  /** The holder shows or hides their certificate from search engines; undefined when it is not theirs (or does not exist). */
  @GenerateSql({ params: [EXAMPLE_CODE, 1, true] })
  setPublic(code: string, userId: number, isPublic: boolean) {
    return this.db
      .updateTable('certificates')
      .set({ public: isPublic })
      .where('code', '=', code)
      .where('user_id', '=', userId)
      .returning(CERTIFICATE_COLUMNS)
      .executeTakeFirst();
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
