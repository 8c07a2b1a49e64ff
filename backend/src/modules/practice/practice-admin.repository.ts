import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import type { PracticeSettings } from './practice-settings.js';
import { PRACTICE_ATTEMPT_COLUMNS, PRACTICE_LESSON_COLUMNS } from './practice.repository.js';

/** Queries of practice authoring, review and analytics (admins only). */
@Injectable()
export class PracticeAdminRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  @GenerateSql({ params: [1] })
  async lesson(lessonId: number) {
    return this.db
      .selectFrom('lessons as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select(['l.id', 'l.title', 'l.type', 'l.course_id'])
      .where('l.id', '=', lessonId)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  @GenerateSql({ params: [1] })
  async courseExists(courseId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', courseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The lesson's practice settings with how many attempts were made. */
  @GenerateSql({ params: [1] })
  async settings(lessonId: number) {
    return this.db
      .selectFrom('practice_lessons as pl')
      .select(PRACTICE_LESSON_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('practice_attempts as a')
          .select((inner) => inner.fn.countAll<string>().as('count'))
          .whereRef('a.lesson_id', '=', 'pl.lesson_id')
          .as('attempt_count'),
      )
      .where('pl.lesson_id', '=', lessonId)
      .executeTakeFirst();
  }

  /** Creates or replaces the lesson's practice settings. (No SQL example: the empty example database has no lesson.) */
  async saveSettings(lessonId: number, settings: PracticeSettings, now: Date): Promise<void> {
    const values = {
      mode: settings.mode,
      persona: JSON.stringify(settings.persona),
      objective: settings.objective,
      opening_line: settings.openingLine,
      max_turns: settings.maxTurns,
      rubric: JSON.stringify(settings.rubric),
      pass_mark: settings.passMark,
      max_attempts: settings.maxAttempts,
      graph: settings.graph === null ? null : JSON.stringify(settings.graph),
      updated_at: now,
    };
    await this.db
      .insertInto('practice_lessons')
      .values({ lesson_id: lessonId, ...values } as never)
      .onConflict((conflict) => conflict.column('lesson_id').doUpdateSet(values as never))
      .execute();
  }

  /** One page of the lesson's attempts with their learners, awaiting review first, then the latest first; and the count. */
  @GenerateSql({ params: [1, 20, 0] })
  async attemptPage(lessonId: number, limit: number, offset: number) {
    const [items, count] = await Promise.all([
      this.db
        .selectFrom('practice_attempts as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(PRACTICE_ATTEMPT_COLUMNS)
        .select(['u.email', 'u.first_name', 'u.last_name'])
        .where('a.lesson_id', '=', lessonId)
        .orderBy((eb) => eb.case().when('a.status', '=', 'needs_review').then(0).else(1).end())
        .orderBy('a.started_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('practice_attempts')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('lesson_id', '=', lessonId)
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.count) };
  }

  /** An attempt with its learner, locked until the transaction ends when `lock` is set. */
  @GenerateSql({ name: 'read', params: [1, false] }, { name: 'locked', params: [1, true] })
  async attempt(attemptId: number, lock: boolean) {
    const query = this.db
      .selectFrom('practice_attempts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(PRACTICE_ATTEMPT_COLUMNS)
      .select(['u.email', 'u.first_name', 'u.last_name'])
      .where('a.id', '=', attemptId);
    return (lock ? query.forUpdate('a') : query).executeTakeFirst();
  }

  /** The course's practice lessons that are set up, in outline order, with their attempt counts. */
  @GenerateSql({ params: [1] })
  async lessonStats(courseId: number) {
    return this.db
      .selectFrom('practice_lessons as pl')
      .innerJoin('lessons as l', 'l.id', 'pl.lesson_id')
      .innerJoin('modules as m', 'm.id', 'l.module_id')
      .leftJoin('practice_attempts as a', 'a.lesson_id', 'pl.lesson_id')
      .select(['pl.lesson_id', 'l.title', 'pl.mode', 'pl.rubric'])
      .select((eb) => [
        eb.fn.count<string>('a.id').as('attempts'),
        eb.fn.count<string>('a.id').filterWhere('a.status', '=', 'graded').as('graded'),
        eb.fn.count<string>('a.id').filterWhere('a.status', '=', 'graded').filterWhere('a.passed', '=', true).as('passed'),
        eb.fn.avg<string | null>('a.total').filterWhere('a.status', '=', 'graded').as('average_total'),
      ])
      .where('l.course_id', '=', courseId)
      .where('l.type', '=', 'practice')
      .groupBy(['pl.lesson_id', 'l.title', 'pl.mode', 'pl.rubric', 'm.order', 'l.order', 'l.id'])
      .orderBy('m.order')
      .orderBy('l.order')
      .orderBy('l.id')
      .execute();
  }

  /** The mean score of each criterion over the graded attempts at the course's practice lessons. */
  @GenerateSql({ params: [1] })
  async criterionAverages(courseId: number) {
    const { rows } = await sql<{ lesson_id: number; criterion_id: string; average: string }>`
      select a.lesson_id, s.value->>'criterionId' as criterion_id, avg((s.value->>'score')::numeric) as average
      from practice_attempts a
      join lessons l on l.id = a.lesson_id
      cross join lateral jsonb_array_elements(a.scores) s
      where l.course_id = ${courseId} and a.status = 'graded' and a.scores is not null
      group by a.lesson_id, s.value->>'criterionId'`.execute(this.db);
    return rows;
  }
}
