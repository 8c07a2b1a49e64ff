import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { QueryCursor } from '../../database/query-cursor.js';
import type { DateRange } from './date-range.js';
import type { CreditBody } from '../credits/public/credit-rules.js';
import { sourcingF1Percent } from '../quizzes/public/sourcing-f1.js';

/** What an export keeps: one course's rows (or every course's), in a date range. */
export interface ExportFilters extends DateRange {
  courseId: number | null;
}

/** Rows fetched from the cursor at a time: memory stays at one batch whatever the export's size. */
const BATCH = 500;

/** What the provider records export keeps: one body's credits, of a course or every course, earned in a date range. */
export interface CreditRecordFilters extends ExportFilters {
  body: CreditBody;
}

const EVERYTHING: ExportFilters = { courseId: null, from: null, before: null };
const NARROWED: ExportFilters = { courseId: 1, from: new Date('2026-01-01T00:00:00Z'), before: new Date('2026-02-01T00:00:00Z') };

/**
 * The exports' queries: each one statement read through a cursor (QueryCursor), a batch at a time, as
 * fast as the CSV is sent. The connection is held until the rows run out or the cursor is closed.
 */
@Injectable()
export class ExportsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** The course, deleted or not (its rows stay in the exports); undefined when there is none. */
  @GenerateSql({ params: [1] })
  course(courseId: number) {
    return this.db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
  }

  /** Accounts (signed up in the range; with an enrolment in the course), oldest first, with their active enrolments. */
  @GenerateSql({ name: 'everyone', params: [EVERYTHING] }, { name: 'a course and a date range', params: [NARROWED] })
  users({ courseId, from, before }: ExportFilters) {
    const query = this.db
      .selectFrom('users as u')
      .select((eb) => [
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.role',
        'u.email_verified_at',
        'u.created_at',
        'u.last_active_at',
        eb
          .cast<number>(
            eb
              .selectFrom('enrollments as e')
              .select((e) => e.fn.countAll().as('count'))
              .whereRef('e.user_id', '=', 'u.id')
              .where('e.status', '=', 'active'),
            'integer',
          )
          .as('active_enrollments'),
      ])
      .$if(courseId !== null, (query) =>
        query.where((eb) =>
          eb.exists(
            eb.selectFrom('enrollments as e').select('e.id').whereRef('e.user_id', '=', 'u.id').where('e.course_id', '=', courseId!),
          ),
        ),
      )
      .$if(from !== null, (query) => query.where('u.created_at', '>=', from!))
      .$if(before !== null, (query) => query.where('u.created_at', '<', before!))
      .orderBy('u.id');
    return QueryCursor.open(this.em, query, BATCH);
  }

  /**
   * Enrolments (enrolled in the range), oldest first, with the learner, the course's lesson count and,
   * once every lesson is done, when the last one was.
   */
  @GenerateSql({ name: 'everything', params: [EVERYTHING] }, { name: 'a course and a date range', params: [NARROWED] })
  enrollments({ courseId, from, before }: ExportFilters) {
    const query = this.db
      .with('totals', (db) =>
        db
          .selectFrom('lessons')
          .select((eb) => ['course_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('total')])
          .$if(courseId !== null, (query) => query.where('course_id', '=', courseId!))
          .groupBy('course_id'),
      )
      .selectFrom('enrollments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .innerJoin('courses as c', 'c.id', 'e.course_id')
      .leftJoin('totals as t', 't.course_id', 'e.course_id')
      .select((eb) => [
        'e.id',
        'e.user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'e.course_id',
        'c.title as course_title',
        'e.enrolled_at',
        'e.source',
        'e.status',
        'e.completed_lessons',
        eb.fn.coalesce('t.total', eb.lit(0)).as('total_lessons'),
        eb
          .case()
          .when(eb.and([eb('t.total', '>', 0), eb('e.completed_lessons', '>=', eb.ref('t.total'))]))
          .then(
            eb
              .selectFrom('lesson_progress as lp')
              .select((lp) => lp.fn.max('lp.completed_at').as('completed_at'))
              .whereRef('lp.user_id', '=', 'e.user_id')
              .whereRef('lp.course_id', '=', 'e.course_id'),
          )
          .end()
          .as('completed_at'),
        'e.last_viewed_at',
      ])
      .$if(courseId !== null, (query) => query.where('e.course_id', '=', courseId!))
      .$if(from !== null, (query) => query.where('e.enrolled_at', '>=', from!))
      .$if(before !== null, (query) => query.where('e.enrolled_at', '<', before!))
      .orderBy('e.id');
    return QueryCursor.open(this.em, query, BATCH);
  }

  /** Finished quiz attempts (submitted in the range), oldest first, with the learner, course, lesson and quiz. */
  @GenerateSql({ name: 'everything', params: [EVERYTHING] }, { name: 'a course and a date range', params: [NARROWED] })
  quizAttempts({ courseId, from, before }: ExportFilters) {
    const query = this.db
      .selectFrom('quiz_attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'l.course_id',
        'c.title as course_title',
        'l.title as lesson_title',
        'q.title as quiz_title',
        'a.attempt_number',
        'a.submitted_at',
        'a.score',
        'a.passed',
        'a.pending_review',
        sourcingF1Percent('a').as('sourcing_f1'),
      ])
      .where('a.status', '<>', 'in_progress')
      .$if(courseId !== null, (query) => query.where('l.course_id', '=', courseId!))
      .$if(from !== null, (query) => query.where('a.submitted_at', '>=', from!))
      .$if(before !== null, (query) => query.where('a.submitted_at', '<', before!))
      .orderBy('a.id');
    return QueryCursor.open(this.em, query, BATCH);
  }

  /**
   * SCORM attempts (last committed in the range), oldest first, with the learner, course and lesson:
   * the package's completion and success status, score and total time.
   */
  @GenerateSql({ name: 'everything', params: [EVERYTHING] }, { name: 'a course and a date range', params: [NARROWED] })
  scormAttempts({ courseId, from, before }: ExportFilters) {
    const query = this.db
      .selectFrom('scorm_attempts as a')
      .innerJoin('lessons as l', 'l.id', 'a.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'l.course_id',
        'c.title as course_title',
        'l.title as lesson_title',
        'a.version',
        'a.completion_status',
        'a.success_status',
        'a.score_raw',
        'a.score_scaled',
        'a.total_seconds',
        'a.completed_at',
        'a.updated_at',
      ])
      .$if(courseId !== null, (query) => query.where('l.course_id', '=', courseId!))
      .$if(from !== null, (query) => query.where('a.updated_at', '>=', from!))
      .$if(before !== null, (query) => query.where('a.updated_at', '<', before!))
      .orderBy('a.id');
    return QueryCursor.open(this.em, query, BATCH);
  }

  /**
   * Ended practice attempts (ended in the range), oldest first, with the learner, course and lesson, and
   * the lesson's rubric to name the criteria of the scores.
   */
  @GenerateSql({ name: 'everything', params: [EVERYTHING] }, { name: 'a course and a date range', params: [NARROWED] })
  practiceAttempts({ courseId, from, before }: ExportFilters) {
    const query = this.db
      .selectFrom('practice_attempts as a')
      .innerJoin('lessons as l', 'l.id', 'a.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('practice_lessons as pl', 'pl.lesson_id', 'a.lesson_id')
      .select([
        'a.id',
        'a.user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'l.course_id',
        'c.title as course_title',
        'l.title as lesson_title',
        'a.attempt_number',
        'a.mode',
        'a.status',
        'a.end_reason',
        'a.started_at',
        'a.ended_at',
        'a.total',
        'a.passed',
        'a.scores',
        'pl.rubric',
      ])
      .where('a.status', '<>', 'in_progress')
      .$if(courseId !== null, (query) => query.where('l.course_id', '=', courseId!))
      .$if(from !== null, (query) => query.where('a.ended_at', '>=', from!))
      .$if(before !== null, (query) => query.where('a.ended_at', '<', before!))
      .orderBy('a.id');
    return QueryCursor.open(this.em, query, BATCH);
  }

  /** Payments (started in the range), oldest first, with the course or learning path bought and the learner's account when there is one. */
  @GenerateSql({ name: 'everything', params: [EVERYTHING] }, { name: 'a course and a date range', params: [NARROWED] })
  payments({ courseId, from, before }: ExportFilters) {
    const query = this.db
      .selectFrom('payments as p')
      .leftJoin('courses as c', 'c.id', 'p.course_id')
      .leftJoin('learning_paths as lp', 'lp.id', 'p.path_id')
      .leftJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'p.id',
        'p.user_id',
        'u.first_name',
        'u.last_name',
        'p.email',
        'p.course_id',
        'c.title as course_title',
        'p.amount',
        'p.currency',
        'p.status',
        'p.kind',
        'p.created_at',
        'p.original_amount',
        'p.discount_amount',
        'p.coupon_code',
        'p.path_id',
        'lp.title as path_title',
      ])
      .$if(courseId !== null, (query) => query.where('p.course_id', '=', courseId!))
      .$if(from !== null, (query) => query.where('p.created_at', '>=', from!))
      .$if(before !== null, (query) => query.where('p.created_at', '<', before!))
      .orderBy('p.id');
    return QueryCursor.open(this.em, query, BATCH);
  }

  /**
   * The provider records of a body (credits earned in the range), oldest first: each credit line of a
   * certificate with who earned it, the account's name and address while it lives, else those kept when it
   * was deleted (docs/adr/0022-credit-records-and-account-deletion.md); records of deleted accounts past
   * retention have no holder any more and are left out.
   */
  @GenerateSql(
    { name: 'a body', params: [{ ...EVERYTHING, body: 'shrm' }] },
    { name: 'a body, a course and a date range', params: [{ ...NARROWED, body: 'hrci' }] },
  )
  creditRecords({ body, courseId, from, before }: CreditRecordFilters) {
    const query = this.db
      .selectFrom('certificate_credits as cc')
      .innerJoin('certificates as c', 'c.id', 'cc.certificate_id')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('credit_record_holders as h', 'h.certificate_id', 'c.id')
      .select((eb) => [
        'cc.id',
        'cc.earned_at',
        'c.user_id',
        'u.first_name',
        'u.last_name',
        eb.fn.coalesce('u.email', 'h.email').as('email'),
        'h.learner_name as kept_name',
        'c.course_id',
        'c.course_title',
        'c.code',
        'cc.body',
        'cc.category',
        'cc.hundredths',
        'cc.activity_id',
        'cc.body_name',
        'c.revoked_at',
      ])
      .where('cc.body', '=', body)
      .where((eb) => eb.or([eb('c.user_id', 'is not', null), eb('h.certificate_id', 'is not', null)]))
      .$if(courseId !== null, (query) => query.where('c.course_id', '=', courseId!))
      .$if(from !== null, (query) => query.where('cc.earned_at', '>=', from!))
      .$if(before !== null, (query) => query.where('cc.earned_at', '<', before!))
      .orderBy('cc.earned_at')
      .orderBy('cc.id');
    return QueryCursor.open(this.em, query, BATCH);
  }
}
