import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import type { GradeOutcome } from './grading.js';
import type { QuestionFields } from './question-rules.js';
import { ATTEMPT_COLUMNS, jsonb, nullableJsonb } from './quizzes.repository.js';

const QUIZ_SETTINGS_COLUMNS = [
  'id',
  'lesson_id',
  'title',
  'description',
  'time_limit',
  'pass_mark',
  'max_attempts',
  'allow_review',
] as const;
const QUESTION_FIELDS = [
  'id',
  'type',
  'question',
  'options',
  'correct_options',
  'accepted_answers',
  'explanation',
  'search_pool_id',
  'search',
  'points',
  'order',
] as const;

const NOW = new Date('2026-01-01T12:00:00Z');
const QUESTION: QuestionFields = {
  type: 'multiple_choice',
  question: 'Which?',
  options: ['A', 'B'],
  correctOptions: [1],
  acceptedAnswers: [],
  explanation: 'Because.',
  points: 2,
  searchPoolId: null,
  search: null,
};
const SETTINGS = { title: 'Quiz', description: '', timeLimit: 30, passMark: 80, maxAttempts: 3, allowReview: true };

/** Queries of quiz authoring, attempt review and manual grading. */
@Injectable()
export class QuizAdminRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** The lesson, if its course is not deleted. */
  @GenerateSql({ params: [1] })
  async lesson(lessonId: number) {
    return this.db
      .selectFrom('lessons as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select(['l.title', 'l.course_id', 'l.type'])
      .where('l.id', '=', lessonId)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  @GenerateSql({ params: [1] })
  async quizOfLesson(lessonId: number) {
    return this.db.selectFrom('quizzes').select(QUIZ_SETTINGS_COLUMNS).where('lesson_id', '=', lessonId).executeTakeFirst();
  }

  @GenerateSql({ params: [1] })
  async quiz(quizId: number) {
    return this.db.selectFrom('quizzes').select(QUIZ_SETTINGS_COLUMNS).where('id', '=', quizId).executeTakeFirst();
  }

  /**
   * Creates the lesson's quiz or replaces its settings (created_at stays); undefined when the lesson
   * does not exist (taken from `lessons`, so that the insert needs no row checked before it).
   */
  @GenerateSql(
    { name: 'limits', params: [1, SETTINGS, NOW] },
    { name: 'no limits', params: [1, { ...SETTINGS, timeLimit: null, passMark: null, maxAttempts: null }, NOW] },
  )
  async saveQuiz(
    lessonId: number,
    settings: {
      title: string;
      description: string;
      timeLimit: number | null;
      passMark: number | null;
      maxAttempts: number | null;
      allowReview: boolean;
    },
    now: Date,
  ) {
    return this.db
      .insertInto('quizzes')
      .columns(['lesson_id', 'title', 'description', 'time_limit', 'pass_mark', 'max_attempts', 'allow_review', 'created_at', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('lessons as l')
          .select((l) => [
            'l.id',
            l.val(settings.title).as('title'),
            l.val(settings.description).as('description'),
            l.val(settings.timeLimit).as('time_limit'),
            l.val(settings.passMark).as('pass_mark'),
            l.val(settings.maxAttempts).as('max_attempts'),
            l.val(settings.allowReview).as('allow_review'),
            l.val(now).as('created_at'),
            l.val(now).as('updated_at'),
          ])
          .where('l.id', '=', lessonId),
      )
      .onConflict((conflict) =>
        conflict.column('lesson_id').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          description: eb.ref('excluded.description'),
          time_limit: eb.ref('excluded.time_limit'),
          pass_mark: eb.ref('excluded.pass_mark'),
          max_attempts: eb.ref('excluded.max_attempts'),
          allow_review: eb.ref('excluded.allow_review'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returning(QUIZ_SETTINGS_COLUMNS)
      .executeTakeFirst();
  }

  /** Deletes the lesson's quiz (its questions, attempts and files go with it); false when it had none. */
  @GenerateSql({ params: [1] })
  async deleteQuizOfLesson(lessonId: number): Promise<boolean> {
    const deleted = await this.db.deleteFrom('quizzes').where('lesson_id', '=', lessonId).returning('id').execute();
    return deleted.length > 0;
  }

  @GenerateSql({ params: [1] })
  async attemptCount(quizId: number): Promise<number> {
    const row = await this.db
      .selectFrom('quiz_attempts')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('quiz_id', '=', quizId)
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** The question with the name of the pool it searches (boolean search). */
  @GenerateSql({ params: [1] })
  async question(questionId: number) {
    return this.db
      .selectFrom('quiz_questions as qq')
      .leftJoin('candidate_pools as cp', 'cp.id', 'qq.search_pool_id')
      .select(QUESTION_FIELDS.map((column) => `qq.${column}` as const))
      .select('cp.name as pool_name')
      .where('qq.id', '=', questionId)
      .executeTakeFirst();
  }

  /** Adds the question after the quiz's last one; undefined when the quiz does not exist. */
  @GenerateSql({ params: [1, QUESTION] })
  async addQuestion(quizId: number, fields: QuestionFields) {
    return this.db
      .insertInto('quiz_questions')
      .columns([
        'quiz_id',
        'type',
        'question',
        'options',
        'correct_options',
        'accepted_answers',
        'explanation',
        'search_pool_id',
        'search',
        'points',
        'order',
      ])
      .expression((eb) =>
        eb
          .selectFrom('quizzes as q')
          .select((q) => [
            'q.id',
            q.val(fields.type).as('type'),
            q.val(fields.question).as('question'),
            jsonb(q, fields.options).as('options'),
            jsonb(q, fields.correctOptions).as('correct_options'),
            jsonb(q, fields.acceptedAnswers).as('accepted_answers'),
            q.val(fields.explanation).as('explanation'),
            q.val(fields.searchPoolId).as('search_pool_id'),
            nullableJsonb(q, fields.search).as('search'),
            q.val(fields.points).as('points'),
            q
              .selectFrom('quiz_questions as qq')
              .select((qq) => qq.fn.coalesce(qq(qq.fn.max('qq.order'), '+', qq.lit(1)), qq.lit(0)).as('order'))
              .whereRef('qq.quiz_id', '=', 'q.id')
              .as('order'),
          ])
          .where('q.id', '=', quizId),
      )
      .returning(QUESTION_FIELDS)
      .executeTakeFirst();
  }

  /** Replaces the question's fields (its place stays); undefined when there is no such question. */
  @GenerateSql({ params: [1, QUESTION] })
  async updateQuestion(questionId: number, fields: QuestionFields) {
    return this.db
      .updateTable('quiz_questions')
      .set((eb) => ({
        type: fields.type,
        question: fields.question,
        options: jsonb(eb, fields.options),
        correct_options: jsonb(eb, fields.correctOptions),
        accepted_answers: jsonb(eb, fields.acceptedAnswers),
        explanation: fields.explanation,
        search_pool_id: fields.searchPoolId,
        search: nullableJsonb(eb, fields.search),
        points: fields.points,
      }))
      .where('id', '=', questionId)
      .returning(QUESTION_FIELDS)
      .executeTakeFirst();
  }

  /** A candidate pool's name, to check an exercise's pool and name it. */
  @GenerateSql({ params: [1] })
  async pool(poolId: number) {
    return this.db.selectFrom('candidate_pools').select(['id', 'name']).where('id', '=', poolId).executeTakeFirst();
  }

  /** False when there was no such question. */
  @GenerateSql({ params: [1] })
  async deleteQuestion(questionId: number): Promise<boolean> {
    const deleted = await this.db.deleteFrom('quiz_questions').where('id', '=', questionId).returning('id').execute();
    return deleted.length > 0;
  }

  /** Numbers the quiz's questions 0, 1, … in the order of `ids` (which should name all of them). */
  @GenerateSql({ params: [1, [3, 1, 2]] })
  async reorderQuestions(quizId: number, ids: number[]): Promise<void> {
    await this.db
      .updateTable('quiz_questions')
      .set((eb) => ({ order: eb(eb.fn<number>('array_position', [eb.val(ids), eb.ref('id')]), '-', eb.lit(1)) }))
      .where('quiz_id', '=', quizId)
      .execute();
  }

  /**
   * The quiz's attempts (or only `attemptId` among them) with their learners, those awaiting review
   * first, then the latest first.
   */
  @GenerateSql({ name: 'all', params: [1] }, { name: 'one', params: [1, 1] })
  async attempts(quizId: number, attemptId?: number) {
    return this.db
      .selectFrom('quiz_attempts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(ATTEMPT_COLUMNS)
      .select(['u.email', 'u.first_name', 'u.last_name'])
      .where('a.quiz_id', '=', quizId)
      .$if(attemptId !== undefined, (query) => query.where('a.id', '=', attemptId!))
      .orderBy('a.pending_review', 'desc')
      .orderBy((eb) => eb.fn.coalesce('a.submitted_at', 'a.started_at'), 'desc')
      .orderBy('a.id', 'desc')
      .execute();
  }

  /** The attempt with its quiz's pass mark and lesson, locked until the transaction ends. */
  @GenerateSql({ params: [1] })
  async lockAttempt(attemptId: number) {
    return this.db
      .selectFrom('quiz_attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .select(ATTEMPT_COLUMNS)
      .select(['q.pass_mark', 'q.lesson_id'])
      .where('a.id', '=', attemptId)
      .forUpdate('a')
      .executeTakeFirst();
  }

  /** The questions the attempt has a file for. */
  @GenerateSql({ params: [1] })
  async uploadedQuestionIds(attemptId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('quiz_uploads').select('question_id').where('attempt_id', '=', attemptId).execute();
    return rows.map((row) => row.question_id);
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

  /**
   * The course's boolean search exercises in course order, with the averages of the search grades of
   * their finished attempts (an attempt started before the question was added has no grade for it).
   */
  @GenerateSql({ params: [1] })
  async sourcingExerciseStats(courseId: number) {
    const grade = sql<unknown>`a.search_grades -> cast(qq.id as text)`;
    const figure = (name: string) => sql<number>`cast(${grade} ->> ${sql.lit(name)} as double precision)`;
    return this.db
      .selectFrom('quiz_questions as qq')
      .innerJoin('quizzes as q', 'q.id', 'qq.quiz_id')
      .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
      .innerJoin('modules as m', 'm.id', 'l.module_id')
      .leftJoin('quiz_attempts as a', (join) =>
        join
          .onRef('a.quiz_id', '=', 'q.id')
          .on('a.status', '<>', 'in_progress')
          .on(sql<boolean>`${grade} is not null`),
      )
      .select(['qq.id as question_id', 'l.id as lesson_id', 'l.title as lesson_title', 'qq.question'])
      .select((eb) => [
        eb.fn.count<string>('a.id').as('attempts'),
        eb.fn.avg<number | null>(figure('f1')).as('average_f1'),
        eb.fn.avg<number | null>(figure('precision')).as('average_precision'),
        eb.fn.avg<number | null>(figure('recall')).as('average_recall'),
        eb.fn.avg<number | null>(sql`case when cast(${grade} ->> 'passed' as boolean) then 1.0 else 0.0 end`).as('pass_rate'),
      ])
      .where('l.course_id', '=', courseId)
      .where('qq.type', '=', 'boolean_search')
      .groupBy(['qq.id', 'l.id', 'l.title', 'qq.question', 'm.order', 'l.order', 'qq.order'])
      .orderBy('m.order')
      .orderBy('l.order')
      .orderBy('l.id')
      .orderBy('qq.order')
      .orderBy('qq.id')
      .execute();
  }

  /** The targets missed most often in each boolean search exercise of the course (up to MOST_MISSED_MAX each), from every missed id graded. */
  @GenerateSql({ params: [1] })
  async mostMissedTargets(courseId: number) {
    const { rows } = await sql<{ question_id: number; profile_id: number; name: string; title: string; missed_count: string }>`
      select ranked.question_id, ranked.profile_id, p.name, p.title, ranked.missed_count
      from (
        select qq.id as question_id, cast(missed.id as integer) as profile_id, count(*) as missed_count,
          row_number() over (partition by qq.id order by count(*) desc, cast(missed.id as integer)) as rank
        from quiz_questions qq
        join quizzes q on q.id = qq.quiz_id
        join lessons l on l.id = q.lesson_id
        join quiz_attempts a on a.quiz_id = q.id and a.status <> 'in_progress'
        cross join lateral jsonb_array_elements_text(coalesce(a.search_grades -> cast(qq.id as text) -> 'missedIds', '[]'::jsonb)) as missed(id)
        where l.course_id = ${courseId} and qq.type = 'boolean_search'
        group by qq.id, missed.id
      ) ranked
      join candidate_profiles p on p.id = ranked.profile_id
      where ranked.rank <= ${MOST_MISSED_MAX}
      order by ranked.question_id, ranked.rank`.execute(this.db);
    return rows;
  }

  @GenerateSql({ params: [1, { grades: {}, earnedPoints: 1, totalPoints: 2, score: 50, passed: null, pendingReview: true }] })
  async saveGrades(attemptId: number, outcome: GradeOutcome): Promise<void> {
    await this.db
      .updateTable('quiz_attempts')
      .set((eb) => ({
        grades: jsonb(eb, outcome.grades),
        score: outcome.score,
        earned_points: outcome.earnedPoints,
        total_points: outcome.totalPoints,
        passed: outcome.passed,
        pending_review: outcome.pendingReview,
      }))
      .where('id', '=', attemptId)
      .execute();
  }
}

/** How many of the most missed targets analytics lists per exercise. */
export const MOST_MISSED_MAX = 5;

export type QuizSettingsRow = NonNullable<Awaited<ReturnType<QuizAdminRepository['quiz']>>>;
export type AdminQuestionRow = NonNullable<Awaited<ReturnType<QuizAdminRepository['question']>>>;
