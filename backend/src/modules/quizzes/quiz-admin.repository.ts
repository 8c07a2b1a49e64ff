import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import type { GradeOutcome } from './grading.js';
import type { QuestionFields } from './question-rules.js';
import { ATTEMPT_COLUMNS, jsonb } from './quizzes.repository.js';

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

  @GenerateSql({ params: [1] })
  async question(questionId: number) {
    return this.db.selectFrom('quiz_questions').select(QUESTION_FIELDS).where('id', '=', questionId).executeTakeFirst();
  }

  /** Adds the question after the quiz's last one; undefined when the quiz does not exist. */
  @GenerateSql({ params: [1, QUESTION] })
  async addQuestion(quizId: number, fields: QuestionFields) {
    return this.db
      .insertInto('quiz_questions')
      .columns(['quiz_id', 'type', 'question', 'options', 'correct_options', 'accepted_answers', 'explanation', 'points', 'order'])
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
        points: fields.points,
      }))
      .where('id', '=', questionId)
      .returning(QUESTION_FIELDS)
      .executeTakeFirst();
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

export type QuizSettingsRow = NonNullable<Awaited<ReturnType<QuizAdminRepository['quiz']>>>;
export type AdminQuestionRow = NonNullable<Awaited<ReturnType<QuizAdminRepository['question']>>>;
