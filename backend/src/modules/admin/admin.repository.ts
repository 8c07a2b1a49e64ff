import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { userMatches } from '../users/public/user-search.js';

/** A page of rows: `limit` rows after skipping `offset`. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/** The admin reports' queries, each one statement over indexed columns. */
@Injectable()
export class AdminRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** The live course's lesson count; undefined when there is no such course (or it is deleted). */
  @GenerateSql({ params: [1] })
  courseLessonTotal(courseId: number) {
    return this.db
      .selectFrom('courses as c')
      .select((eb) =>
        eb
          .cast<number>(
            eb
              .selectFrom('lessons as l')
              .select((l) => l.fn.countAll().as('count'))
              .whereRef('l.course_id', '=', 'c.id'),
            'integer',
          )
          .as('total'),
      )
      .where('c.id', '=', courseId)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /**
   * The course's active students (newest enrolment first) with their progress and certificate, each
   * row carrying how many students match in all (`matching`). `pattern` is an ILIKE pattern matched
   * against the e-mail and the full name; `window` pages.
   */
  @GenerateSql(
    { name: 'every student', params: [1, null] },
    { name: 'a page of a search', params: [1, '%ann%', { limit: 20, offset: 40 }] },
  )
  students(courseId: number, pattern: string | null, window?: RowWindow) {
    return this.db
      .selectFrom('enrollments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .leftJoin('certificates as cert', (join) =>
        join.onRef('cert.user_id', '=', 'e.user_id').onRef('cert.course_id', '=', 'e.course_id').on('cert.renewed_at', 'is', null),
      )
      .select((eb) => [
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.role',
        'e.enrolled_at',
        'e.source',
        'e.completed_lessons as done',
        'cert.code as certificate_code',
        'cert.issued_at as certificate_issued_at',
        'cert.valid_until as certificate_valid_until',
        'cert.revoked_at as certificate_revoked_at',
        'cert.revoke_reason as certificate_revoke_reason',
        eb.cast<number>(eb.fn.countAll().over(), 'integer').as('matching'),
      ])
      .where('e.course_id', '=', courseId)
      .where('e.status', '=', 'active')
      .$if(pattern !== null, (query) => query.where((eb) => userMatches(eb, pattern!)))
      .orderBy('e.enrolled_at', 'desc')
      .orderBy('u.id')
      .$if(window !== undefined, (query) => query.limit(window!.limit).offset(window!.offset))
      .execute();
  }

  /** How many active students of the course match `pattern` (all of them when null). */
  @GenerateSql({ name: 'every student', params: [1, null] }, { name: 'a search', params: [1, '%ann%'] })
  async countStudents(courseId: number, pattern: string | null): Promise<number> {
    const row = await this.db
      .selectFrom('enrollments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .where('e.course_id', '=', courseId)
      .where('e.status', '=', 'active')
      .$if(pattern !== null, (query) => query.where((eb) => userMatches(eb, pattern!)))
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /** The live course's active enrolments and how many completed every lesson; undefined when there is no such course. */
  @GenerateSql({ params: [1] })
  courseSummary(courseId: number) {
    return this.db
      .with('total', (db) =>
        db
          .selectFrom('lessons')
          .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('lessons'))
          .where('course_id', '=', courseId),
      )
      .selectFrom('courses as c')
      .leftJoin('enrollments as e', (join) => join.onRef('e.course_id', '=', 'c.id').on('e.status', '=', 'active'))
      .select((eb) => {
        const lessons = eb.selectFrom('total').select('total.lessons');
        return [
          eb.cast<number>(eb.fn.count('e.id'), 'integer').as('enrolled'),
          eb
            .cast<number>(
              eb.fn
                .count('e.id')
                .filterWhere((filter) => filter.and([filter(lessons, '>', 0), filter('e.completed_lessons', '>=', lessons)])),
              'integer',
            )
            .as('completed'),
        ];
      })
      .where('c.id', '=', courseId)
      .where('c.deleted_at', 'is', null)
      .groupBy('c.id')
      .executeTakeFirst();
  }

  /** Active enrolments in the course per week (weeks start on Monday, as `YYYY-MM-DD`), oldest week first. */
  @GenerateSql({ params: [1] })
  enrollmentsByWeek(courseId: number) {
    return this.db
      .selectFrom('enrollments')
      .select((eb) => [
        eb.fn<string>('to_char', [eb.fn('date_trunc', [eb.val('week'), 'enrolled_at']), eb.val('YYYY-MM-DD')]).as('week_start'),
        eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
      ])
      .where('course_id', '=', courseId)
      .where('status', '=', 'active')
      .groupBy('week_start')
      .orderBy('week_start')
      .execute();
  }

  /** Each lesson of the course in syllabus order, with how many learners completed it. */
  @GenerateSql({ params: [1] })
  lessonFunnel(courseId: number) {
    return this.db
      .selectFrom('lessons as l')
      .innerJoin('modules as m', 'm.id', 'l.module_id')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('lesson_progress')
            .select((progress) => ['lesson_id', progress.fn.countAll<string>().as('completed')])
            .where('course_id', '=', courseId)
            .groupBy('lesson_id')
            .as('done'),
        (join) => join.onRef('done.lesson_id', '=', 'l.id'),
      )
      .select((eb) => ['l.id', 'l.title', eb.cast<number>(eb.fn.coalesce('done.completed', eb.lit(0)), 'integer').as('completed')])
      .where('l.course_id', '=', courseId)
      .orderBy('m.order')
      .orderBy('m.id')
      .orderBy('l.order')
      .orderBy('l.id')
      .execute();
  }

  /** The course's takings in cents (sums as PostgreSQL numeric strings): one-time purchases (net of coupons), monthly subscriptions, refunds, and what coupons took off paid purchases. */
  @GenerateSql({ params: [1] })
  revenue(courseId: number) {
    return this.db
      .selectFrom('payments')
      .select((eb) => {
        const paid = (kind: 'one_time' | 'subscription') => eb.and([eb('kind', '=', kind), eb('status', '=', 'succeeded')]);
        return [
          eb.fn.coalesce(eb.fn.sum<string>('amount').filterWhere(paid('one_time')), eb.lit(0)).as('one_time'),
          eb.cast<number>(eb.fn.countAll().filterWhere(paid('one_time')), 'integer').as('purchases'),
          eb.cast<number>(eb.fn.countAll().filterWhere(paid('subscription')), 'integer').as('subscriptions'),
          eb.fn.coalesce(eb.fn.sum<string>('amount').filterWhere(paid('subscription')), eb.lit(0)).as('monthly'),
          eb.fn.coalesce(eb.fn.sum<string>('amount').filterWhere('status', '=', 'refunded'), eb.lit(0)).as('refunded'),
          eb.fn.coalesce(eb.fn.sum<string>('discount_amount').filterWhere(paid('one_time')), eb.lit(0)).as('discounts'),
        ];
      })
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
  }

  /** Each quiz of the course in syllabus order: learners who finished an attempt, who passed, and the average finished score. */
  @GenerateSql({ params: [1] })
  quizResults(courseId: number) {
    return this.db
      .selectFrom('quizzes as q')
      .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
      .innerJoin('modules as m', 'm.id', 'l.module_id')
      .leftJoin('quiz_attempts as a', 'a.quiz_id', 'q.id')
      .select((eb) => [
        'l.id as lesson_id',
        'l.title',
        'q.pass_mark',
        eb.cast<number>(eb.fn.count('a.user_id').distinct().filterWhere('a.status', '<>', 'in_progress'), 'integer').as('attempted'),
        eb.cast<number>(eb.fn.count('a.user_id').distinct().filterWhere('a.passed', '=', true), 'integer').as('passed'),
        eb
          .cast<number | null>(eb.fn('round', [eb.fn.avg('a.score').filterWhere('a.status', '<>', 'in_progress')]), 'integer')
          .as('average_score'),
      ])
      .where('l.course_id', '=', courseId)
      .groupBy(['l.id', 'l.title', 'q.pass_mark', 'm.order', 'm.id', 'l.order'])
      .orderBy('m.order')
      .orderBy('m.id')
      .orderBy('l.order')
      .orderBy('l.id')
      .execute();
  }
}
