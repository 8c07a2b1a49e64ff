import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import type { AnalyticsFigures } from './dto/admin.dto.js';

/** The row id of the one analytics summary (the migration writes it). */
const SUMMARY_ID = 1;

/**
 * The academy analytics: the queries that compute them, each one statement over indexed columns,
 * and the summary row that stores their result for the admin's requests.
 */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * When the stored figures were computed, and the figures themselves unless they were computed at
   * `known` (the copy the caller holds); both null before the first refresh.
   */
  @GenerateSql({ name: 'no copy held', params: [null] }, { name: 'a copy held', params: [new Date('2026-03-02T18:04:11.000Z')] })
  summary(known: Date | null) {
    return this.db
      .selectFrom('analytics_summaries')
      .select((eb) => [
        'generated_at',
        known === null ? 'figures' : eb.case().when('generated_at', '=', known).then(null).else(eb.ref('figures')).end().as('figures'),
      ])
      .where('id', '=', SUMMARY_ID)
      .executeTakeFirstOrThrow();
  }

  /** The stored figures, locking their row until the transaction ends: one refresh at a time, readers not blocked. */
  @GenerateSql()
  lockSummary() {
    return this.db
      .selectFrom('analytics_summaries')
      .select(['figures', 'generated_at'])
      .where('id', '=', SUMMARY_ID)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  /** Replaces the stored figures. */
  @GenerateSql({ params: [{ recentlyActiveStudents: [], courses: [], studentProgress: [] }, new Date('2026-03-02T18:04:11.000Z')] })
  async storeSummary(figures: AnalyticsFigures, generatedAt: Date): Promise<void> {
    await this.db
      .updateTable('analytics_summaries')
      .set((eb) => ({ figures: eb.cast<AnalyticsFigures>(eb.val(JSON.stringify(figures)), 'json'), generated_at: generatedAt }))
      .where('id', '=', SUMMARY_ID)
      .execute();
  }

  /** Every live course (oldest first) with its active enrolments and how many of them completed every lesson. */
  @GenerateSql()
  courseCompletions() {
    return this.db
      .with('totals', (db) =>
        db
          .selectFrom('lessons')
          .select((eb) => ['course_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('total')])
          .groupBy('course_id'),
      )
      .selectFrom('courses as c')
      .leftJoin('totals as t', 't.course_id', 'c.id')
      .leftJoin('enrollments as e', (join) => join.onRef('e.course_id', '=', 'c.id').on('e.status', '=', 'active'))
      .select((eb) => [
        'c.id',
        'c.title',
        eb.cast<number>(eb.fn.count('e.id'), 'integer').as('enrollment_count'),
        eb
          .cast<number>(
            eb.fn
              .count('e.id')
              .filterWhere((filter) => filter.and([filter('t.total', '>', 0), filter('e.completed_lessons', '>=', filter.ref('t.total'))])),
            'integer',
          )
          .as('completed_count'),
      ])
      .where('c.deleted_at', 'is', null)
      .groupBy(['c.id', 'c.title', 't.total'])
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
  }

  /**
   * Up to `limit` learners (admins aside), most recently active first, with their last activity (a
   * request or a completed lesson), active enrolments and completed lessons.
   */
  @GenerateSql({ params: [100] })
  learnerActivity(limit: number) {
    return this.db
      .selectFrom('users as u')
      .select((eb) => [
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        eb
          .fn<Date | null>('greatest', [
            'u.last_active_at',
            eb
              .selectFrom('lesson_progress as lp')
              .select((lp) => lp.fn.max('lp.completed_at').as('completed_at'))
              .whereRef('lp.user_id', '=', 'u.id'),
          ])
          .as('last_activity'),
        eb
          .cast<number>(
            eb
              .selectFrom('enrollments as e')
              .select((e) => e.fn.countAll().as('count'))
              .whereRef('e.user_id', '=', 'u.id')
              .where('e.status', '=', 'active'),
            'integer',
          )
          .as('enrolled_courses'),
        eb
          .cast<number>(
            eb
              .selectFrom('lesson_progress as lp')
              .select((lp) => lp.fn.countAll().as('count'))
              .whereRef('lp.user_id', '=', 'u.id'),
            'integer',
          )
          .as('completed_lessons'),
      ])
      .where('u.role', '<>', 'admin')
      .orderBy('u.last_active_at', (order) => order.desc().nullsLast())
      .orderBy('u.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The users' active enrolments in live courses (oldest first), with completed and total lessons. */
  @GenerateSql({ params: [[1, 2, 3]] })
  enrollmentProgressOf(userIds: number[]) {
    return this.db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.course_id')
      .select((eb) => [
        'e.user_id',
        'c.title as course_title',
        'e.completed_lessons as done',
        eb
          .cast<number>(
            eb
              .selectFrom('lessons as l')
              .select((l) => l.fn.countAll().as('count'))
              .whereRef('l.course_id', '=', 'c.id'),
            'integer',
          )
          .as('total'),
      ])
      .where('e.user_id', 'in', userIds)
      .where('e.status', '=', 'active')
      .where('c.deleted_at', 'is', null)
      .orderBy('e.enrolled_at')
      .execute();
  }
}
