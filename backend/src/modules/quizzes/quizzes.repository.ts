import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ExpressionBuilder } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { enrolledInCourse, visibleCourse, type Viewer } from '../catalog/public/viewer.js';
import { lessonUnlocksAt } from '../cohorts/public/drip.js';
import type { AnswerMap, AnswerValue, AttemptStatus } from './entities/quiz-attempt.entity.js';
import type { GradeOutcome } from './grading.js';
import type { SearchGradeMap } from './search-exercise.js';

/** An attempt's columns (all of quiz_attempts), for `returning`. */
const ATTEMPT_FIELDS = [
  'id',
  'quiz_id',
  'user_id',
  'attempt_number',
  'status',
  'started_at',
  'deadline',
  'submitted_at',
  'answers',
  'grades',
  'search_grades',
  'score',
  'earned_points',
  'total_points',
  'passed',
  'pending_review',
] as const;
/** The same columns selected from `quiz_attempts as a`. */
export const ATTEMPT_COLUMNS = ATTEMPT_FIELDS.map((field) => `a.${field}` as const);

const QUESTION_COLUMNS = [
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
const UPLOAD_COLUMNS = ['id', 'attempt_id', 'question_id', 'file_name', 'content_type', 'size'] as const;

const LEARNER = { id: 1, role: 'jobseeker' } as const;
const ADMIN = { id: 1, role: 'admin' } as const;
const NOW = new Date('2026-01-01T12:00:00Z');

/** `value` as a jsonb parameter (an array would otherwise be sent as a PostgreSQL array). */
export function jsonb<T, DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, value: T) {
  return eb.cast<T>(eb.val(JSON.stringify(value)), 'jsonb');
}

/** `value` as a jsonb parameter, or SQL null (not the JSON null) for null. */
export function nullableJsonb<T, DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, value: T | null) {
  return eb.cast<T | null>(eb.val(value === null ? null : JSON.stringify(value)), 'jsonb');
}

/** Queries of the learner's side of quizzes (taking them) and the question and upload reads both sides share. */
@Injectable()
export class QuizzesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * The quiz (by its id or its lesson's) in a course `viewer` may see, with whether they are enrolled
   * in the course and have completed the lesson.
   */
  @GenerateSql(
    { name: 'by id, learner', params: [LEARNER, 'id', 1] },
    { name: 'by lesson, learner', params: [LEARNER, 'lesson_id', 1] },
    { name: 'by id, admin', params: [ADMIN, 'id', 1] },
  )
  async visibleQuiz(viewer: NonNullable<Viewer>, by: 'id' | 'lesson_id', id: number) {
    return this.db
      .selectFrom('quizzes as q')
      .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select([
        'q.id',
        'q.lesson_id',
        'l.course_id',
        'c.title as course_title',
        'q.title',
        'q.description',
        'q.time_limit',
        'q.pass_mark',
        'q.max_attempts',
        'q.allow_review',
      ])
      .select((eb) => [
        enrolledInCourse(eb, viewer.id).as('is_enrolled'),
        eb
          .exists(
            eb
              .selectFrom('lesson_progress as lp')
              .select('lp.id')
              .whereRef('lp.lesson_id', '=', 'l.id')
              .where('lp.user_id', '=', viewer.id),
          )
          .$castTo<boolean>()
          .as('is_completed'),
        lessonUnlocksAt(viewer.id).as('unlocks_at'),
      ])
      .where(`q.${by}`, '=', id)
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
  }

  /** The quiz's questions in their order, with the name and size of the pool a boolean search question searches. */
  @GenerateSql({ params: [1] })
  async questions(quizId: number) {
    return this.db
      .selectFrom('quiz_questions as qq')
      .leftJoin('candidate_pools as cp', 'cp.id', 'qq.search_pool_id')
      .select(QUESTION_COLUMNS.map((column) => `qq.${column}` as const))
      .select(['cp.name as pool_name', 'cp.profile_count as pool_size'])
      .where('qq.quiz_id', '=', quizId)
      .orderBy('qq.order')
      .orderBy('qq.id')
      .execute();
  }

  /** File metadata of the attempts' uploads (the bytes are read when a file is downloaded); no query for no attempts. */
  @GenerateSql({ name: 'one attempt', params: [[1]] }, { name: 'several attempts', params: [[1, 2, 3]] })
  async uploads(attemptIds: number[]) {
    if (attemptIds.length === 0) return [];
    return this.db
      .selectFrom('quiz_uploads')
      .select(UPLOAD_COLUMNS)
      .where((eb) => eb('attempt_id', '=', eb.fn.any(eb.val(attemptIds))))
      .orderBy('id')
      .execute();
  }

  /** The learner's attempts at the quiz, in order. */
  @GenerateSql({ params: [1, 1] })
  async attempts(quizId: number, userId: number) {
    return this.db
      .selectFrom('quiz_attempts as a')
      .select(ATTEMPT_COLUMNS)
      .where('a.quiz_id', '=', quizId)
      .where('a.user_id', '=', userId)
      .orderBy('a.attempt_number')
      .execute();
  }

  /** The learner's attempt in progress (at most one). */
  @GenerateSql({ params: [1, 1] })
  async inProgress(quizId: number, userId: number) {
    return this.db
      .selectFrom('quiz_attempts as a')
      .select(ATTEMPT_COLUMNS)
      .where('a.quiz_id', '=', quizId)
      .where('a.user_id', '=', userId)
      .where('a.status', '=', 'in_progress')
      .executeTakeFirst();
  }

  @GenerateSql({ params: [1, 1] })
  async attemptCount(quizId: number, userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('quiz_attempts')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('quiz_id', '=', quizId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /**
   * Starts the learner's next attempt, numbered after their last one, unless that would exceed the
   * quiz's max_attempts or collide with another start, or the quiz does not exist (then nothing is
   * inserted and undefined returned).
   */
  @GenerateSql({ name: 'untimed', params: [1, 1, NOW, null] }, { name: 'timed', params: [1, 1, NOW, new Date('2026-01-01T12:30:00Z')] })
  async startAttempt(quizId: number, userId: number, now: Date, deadline: Date | null) {
    return this.db
      .insertInto('quiz_attempts')
      .columns([
        'quiz_id',
        'user_id',
        'attempt_number',
        'status',
        'started_at',
        'deadline',
        'answers',
        'grades',
        'search_grades',
        'pending_review',
      ])
      .expression((eb) =>
        eb
          .selectFrom('quiz_attempts as a')
          .select((inner) => {
            const lastNumber = inner.fn.coalesce(inner.fn.max('a.attempt_number'), inner.lit(0));
            return [
              inner.val(quizId).as('quiz_id'),
              inner.val(userId).as('user_id'),
              inner(lastNumber, '+', inner.lit(1)).as('attempt_number'),
              inner.val<AttemptStatus>('in_progress').as('status'),
              inner.val(now).as('started_at'),
              inner.val(deadline).as('deadline'),
              jsonb(inner, {}).as('answers'),
              jsonb(inner, {}).as('grades'),
              jsonb(inner, {}).as('search_grades'),
              inner.lit(false).as('pending_review'),
            ];
          })
          .where('a.quiz_id', '=', quizId)
          .where('a.user_id', '=', userId)
          .having((inner) =>
            inner(
              inner.fn.coalesce(inner.fn.max('a.attempt_number'), inner.lit(0)),
              '<',
              inner
                .selectFrom('quizzes')
                .select((quiz) => quiz.fn.coalesce('max_attempts', quiz.lit(2147483647)).as('max_attempts'))
                .where('id', '=', quizId),
            ),
          ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning(ATTEMPT_FIELDS)
      .executeTakeFirst();
  }

  /**
   * Applies `changes` (null clears an answer) to an attempt still in progress whose deadline is not
   * before `notBefore`; false when no attempt matched.
   */
  @GenerateSql({ params: [1, { '1': [0], '2': 'An answer', '3': null }, NOW] })
  async saveAnswers(attemptId: number, changes: Record<string, AnswerValue | null>, notBefore: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable('quiz_attempts')
      .set((eb) => ({ answers: eb.fn<AnswerMap>('jsonb_strip_nulls', [eb('answers', '||', jsonb(eb, changes as AnswerMap))]) }))
      .where('id', '=', attemptId)
      .where('status', '=', 'in_progress')
      .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>=', notBefore)]))
      .returning('id')
      .execute();
    return updated.length > 0;
  }

  /**
   * Closes an attempt still in progress with its answers and grades; undefined when it was not in
   * progress any more (another request finished it).
   */
  @GenerateSql({
    params: [
      1,
      {
        status: 'submitted',
        now: NOW,
        answers: { '1': [0] },
        searchGrades: {},
        outcome: { grades: {}, earnedPoints: 1, totalPoints: 1, score: 100, passed: true, pendingReview: false },
      },
    ],
  })
  async finishAttempt(
    attemptId: number,
    finish: {
      status: Exclude<AttemptStatus, 'in_progress'>;
      now: Date;
      answers: AnswerMap;
      searchGrades: SearchGradeMap;
      outcome: GradeOutcome;
    },
  ) {
    const { outcome } = finish;
    return this.db
      .updateTable('quiz_attempts')
      .set((eb) => ({
        status: finish.status,
        submitted_at: finish.now,
        answers: jsonb(eb, finish.answers),
        grades: jsonb(eb, outcome.grades),
        search_grades: jsonb(eb, finish.searchGrades),
        score: outcome.score,
        earned_points: outcome.earnedPoints,
        total_points: outcome.totalPoints,
        passed: outcome.passed,
        pending_review: outcome.pendingReview,
      }))
      .where('id', '=', attemptId)
      .where('status', '=', 'in_progress')
      .returning(ATTEMPT_FIELDS)
      .executeTakeFirst();
  }

  /**
   * The learner's own attempt, with whether its course is visible to them and whether they are
   * enrolled in it; someone else's attempt is undefined.
   */
  @GenerateSql({ name: 'learner', params: [LEARNER, 1] }, { name: 'admin', params: [ADMIN, 1] })
  async ownAttempt(viewer: NonNullable<Viewer>, attemptId: number) {
    return this.db
      .selectFrom('quiz_attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select(ATTEMPT_COLUMNS)
      .select((eb) => [visibleCourse(eb, viewer).as('is_visible'), enrolledInCourse(eb, viewer.id).as('is_enrolled')])
      .where('a.id', '=', attemptId)
      .where('a.user_id', '=', viewer.id)
      .executeTakeFirst();
  }

  /** The question's type, if it belongs to the quiz. */
  @GenerateSql({ params: [1, 1] })
  async questionType(questionId: number, quizId: number) {
    const row = await this.db
      .selectFrom('quiz_questions')
      .select('type')
      .where('id', '=', questionId)
      .where('quiz_id', '=', quizId)
      .executeTakeFirst();
    return row?.type;
  }

  /** A boolean search question of the quiz with its pool (the answer key stays on the server). */
  @GenerateSql({ params: [1, 1] })
  async searchQuestion(questionId: number, quizId: number) {
    return this.db
      .selectFrom('quiz_questions')
      .select(['id', 'type', 'search_pool_id', 'search'])
      .where('id', '=', questionId)
      .where('quiz_id', '=', quizId)
      .executeTakeFirst();
  }

  /** Locks the user's row until the transaction ends, so that their uploads take turns. */
  @GenerateSql({ params: [1] })
  async lockUser(userId: number): Promise<void> {
    await this.db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
  }

  /**
   * Bytes of all the user's uploads and the number of files in the attempt, leaving out the file
   * answering `questionId` in that attempt (which a new upload replaces).
   */
  @GenerateSql({ params: [1, 1, 1] })
  async uploadUsage(userId: number, attemptId: number, questionId: number): Promise<{ bytes: number; files: number }> {
    const usage = await this.db
      .selectFrom('quiz_uploads as u')
      .innerJoin('quiz_attempts as a', 'a.id', 'u.attempt_id')
      .where('a.user_id', '=', userId)
      .where((eb) => eb.or([eb('u.attempt_id', '<>', attemptId), eb('u.question_id', '<>', questionId)]))
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<string>('u.size'), eb.lit(0)).as('bytes'),
        eb.fn.countAll<string>().filterWhere('u.attempt_id', '=', attemptId).as('files'),
      ])
      .executeTakeFirstOrThrow();
    return { bytes: Number(usage.bytes), files: Number(usage.files) };
  }

  /**
   * Stores the file answering `questionId`, replacing the one uploaded before, while the attempt is
   * in progress; undefined when it is not.
   */
  @GenerateSql({ params: [1, 1, { fileName: 'notes.txt', contentType: 'text/plain', data: Buffer.from('notes') }, NOW] })
  async storeUpload(attemptId: number, questionId: number, file: { fileName: string; contentType: string; data: Buffer }, now: Date) {
    return this.db
      .insertInto('quiz_uploads')
      .columns(['attempt_id', 'question_id', 'file_name', 'content_type', 'size', 'data', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('quiz_attempts as a')
          .select([
            'a.id',
            eb.val(questionId).as('question_id'),
            eb.val(file.fileName).as('file_name'),
            eb.val(file.contentType).as('content_type'),
            eb.val(file.data.length).as('size'),
            eb.val(file.data).as('data'),
            eb.val(now).as('created_at'),
          ])
          .where('a.id', '=', attemptId)
          .where('a.status', '=', 'in_progress'),
      )
      .onConflict((conflict) =>
        conflict.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
          file_name: eb.ref('excluded.file_name'),
          content_type: eb.ref('excluded.content_type'),
          size: eb.ref('excluded.size'),
          data: eb.ref('excluded.data'),
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .returning('id')
      .executeTakeFirst();
  }

  /** An uploaded file with its bytes and the learner who uploaded it. */
  @GenerateSql({ params: [1] })
  async upload(uploadId: number) {
    return this.db
      .selectFrom('quiz_uploads as u')
      .innerJoin('quiz_attempts as a', 'a.id', 'u.attempt_id')
      .select(['u.file_name', 'u.content_type', 'u.data', 'a.user_id'])
      .where('u.id', '=', uploadId)
      .executeTakeFirst();
  }
}

export type QuizRow = NonNullable<Awaited<ReturnType<QuizzesRepository['visibleQuiz']>>>;
export type QuestionRow = Awaited<ReturnType<QuizzesRepository['questions']>>[number];
export type UploadRow = Awaited<ReturnType<QuizzesRepository['uploads']>>[number];
export type AttemptRow = NonNullable<Awaited<ReturnType<QuizzesRepository['inProgress']>>>;
