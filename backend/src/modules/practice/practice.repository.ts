import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { enrolledInCourse, visibleCourse, type Viewer } from '../catalog/public/viewer.js';
import { lessonUnlocksAt } from '../cohorts/public/drip.js';
import type { PracticeAttemptStatus, PracticeEndReason } from './entities/practice-attempt.entity.js';
import type { PracticeSpeaker, PracticeTurnStatus } from './entities/practice-turn.entity.js';
import type { CriterionResult, PracticeMode } from './public/practice-types.js';

/** Every column of practice_attempts, selected from `practice_attempts as a`. */
export const PRACTICE_ATTEMPT_COLUMNS = [
  'a.id',
  'a.lesson_id',
  'a.user_id',
  'a.attempt_number',
  'a.mode',
  'a.status',
  'a.current_node',
  'a.started_at',
  'a.ended_at',
  'a.end_reason',
  'a.graded_at',
  'a.scores',
  'a.total',
  'a.passed',
  'a.grading_error',
  'a.grading_started_at',
] as const;
const ATTEMPT_FIELDS = PRACTICE_ATTEMPT_COLUMNS.map((column) => column.slice(2) as StripAlias<typeof column>);
type StripAlias<T> = T extends `a.${infer Field}` ? Field : never;

export const PRACTICE_LESSON_COLUMNS = [
  'pl.lesson_id',
  'pl.mode',
  'pl.persona',
  'pl.objective',
  'pl.opening_line',
  'pl.max_turns',
  'pl.rubric',
  'pl.pass_mark',
  'pl.max_attempts',
  'pl.graph',
  'pl.updated_at',
] as const;

const TURN_COLUMNS = [
  'id',
  'attempt_id',
  'seq',
  'speaker',
  'content',
  'status',
  'error_code',
  'node_id',
  'reply_id',
  'created_at',
] as const;

const LEARNER = { id: 1, role: 'jobseeker' } as const;
const NOW = new Date('2026-01-01T12:00:00Z');

export interface NewTurn {
  attemptId: number;
  seq: number;
  speaker: PracticeSpeaker;
  content: string;
  status?: PracticeTurnStatus;
  nodeId?: string | null;
  replyId?: string | null;
  createdAt: Date;
}

export interface AttemptOutcome {
  status: Extract<PracticeAttemptStatus, 'graded' | 'needs_review'>;
  scores: CriterionResult[] | null;
  total: number | null;
  passed: boolean | null;
  now: Date;
  /** Only an attempt still in `grading` takes it (a grading by the model): undefined when another outcome came first. */
  onlyWhileGrading?: boolean;
}

/** `value` as a jsonb parameter (an array would otherwise be sent as a PostgreSQL array). */
function jsonb<T, DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, value: T) {
  return eb.cast<T>(eb.val(JSON.stringify(value)), 'jsonb');
}

/** Queries of practice lessons, attempts and turns, for learners and reviewers alike. */
@Injectable()
export class PracticeRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * A lesson's practice settings in a course `viewer` may see, with whether they are enrolled and have
   * completed the lesson. Undefined when the lesson is missing, hidden from them, or not set up.
   */
  @GenerateSql({ params: [LEARNER, 1] })
  async visiblePractice(viewer: NonNullable<Viewer>, lessonId: number) {
    return this.db
      .selectFrom('practice_lessons as pl')
      .innerJoin('lessons as l', 'l.id', 'pl.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select(PRACTICE_LESSON_COLUMNS)
      .select(['l.title as lesson_title', 'l.course_id', 'c.title as course_title'])
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
      .where('pl.lesson_id', '=', lessonId)
      .where('l.type', '=', 'practice')
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
  }

  /** A lesson's practice settings with its lesson and course titles, for reviewers and the grading of an attempt. */
  @GenerateSql({ params: [1] })
  async practiceOfLesson(lessonId: number) {
    return this.db
      .selectFrom('practice_lessons as pl')
      .innerJoin('lessons as l', 'l.id', 'pl.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select(PRACTICE_LESSON_COLUMNS)
      .select(['l.title as lesson_title', 'l.course_id', 'c.title as course_title'])
      .where('pl.lesson_id', '=', lessonId)
      .executeTakeFirst();
  }

  /** The learner's attempts at the lesson, in order. */
  @GenerateSql({ params: [1, 1] })
  async attempts(lessonId: number, userId: number) {
    return this.db
      .selectFrom('practice_attempts as a')
      .select(PRACTICE_ATTEMPT_COLUMNS)
      .where('a.lesson_id', '=', lessonId)
      .where('a.user_id', '=', userId)
      .orderBy('a.attempt_number')
      .execute();
  }

  @GenerateSql({ params: [1, 1] })
  async inProgress(lessonId: number, userId: number) {
    return this.db
      .selectFrom('practice_attempts as a')
      .select(PRACTICE_ATTEMPT_COLUMNS)
      .where('a.lesson_id', '=', lessonId)
      .where('a.user_id', '=', userId)
      .where('a.status', '=', 'in_progress')
      .executeTakeFirst();
  }

  /**
   * Starts the learner's next attempt, numbered by the insert itself, unless they used every attempt
   * allowed or have one in progress: two requests at once collide on the unique keys and one of them
   * gets undefined.
   */
  @GenerateSql({ params: [1, 1, 'scenario', 'start', NOW] })
  async startAttempt(lessonId: number, userId: number, mode: PracticeMode, currentNode: string | null, now: Date) {
    return this.db
      .insertInto('practice_attempts')
      .columns(['lesson_id', 'user_id', 'attempt_number', 'mode', 'status', 'current_node', 'started_at'])
      .expression((eb) =>
        eb
          .selectFrom('practice_attempts as a')
          .select((inner) => [
            inner.val(lessonId).as('lesson_id'),
            inner.val(userId).as('user_id'),
            inner(inner.fn.coalesce(inner.fn.max('a.attempt_number'), inner.lit(0)), '+', inner.lit(1)).as('attempt_number'),
            inner.val(mode).as('mode'),
            inner.val<PracticeAttemptStatus>('in_progress').as('status'),
            inner.val(currentNode).as('current_node'),
            inner.val(now).as('started_at'),
          ])
          .where('a.lesson_id', '=', lessonId)
          .where('a.user_id', '=', userId)
          .having((inner) =>
            inner(
              inner.fn.coalesce(inner.fn.max('a.attempt_number'), inner.lit(0)),
              '<',
              inner
                .selectFrom('practice_lessons')
                .select((lesson) => lesson.fn.coalesce('max_attempts', lesson.lit(32767)).as('max_attempts'))
                .where('lesson_id', '=', lessonId),
            ),
          ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning(ATTEMPT_FIELDS)
      .executeTakeFirst();
  }

  /** An attempt with what deciding who may see it needs: its course's visibility to `viewer` and their enrolment. */
  @GenerateSql({ params: [LEARNER, 1] })
  async attemptFor(viewer: NonNullable<Viewer>, attemptId: number) {
    return this.db
      .selectFrom('practice_attempts as a')
      .innerJoin('lessons as l', 'l.id', 'a.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select(PRACTICE_ATTEMPT_COLUMNS)
      .select((eb) => [visibleCourse(eb, viewer).as('is_visible'), enrolledInCourse(eb, viewer.id).as('is_enrolled')])
      .where('a.id', '=', attemptId)
      .executeTakeFirst();
  }

  /** The attempt, locked until the transaction ends: choices and reviews on one attempt take turns. */
  @GenerateSql({ params: [1] })
  async lockAttempt(attemptId: number) {
    return this.db
      .selectFrom('practice_attempts as a')
      .select(PRACTICE_ATTEMPT_COLUMNS)
      .where('a.id', '=', attemptId)
      .forUpdate()
      .executeTakeFirst();
  }

  @GenerateSql({ params: [1] })
  async attempt(attemptId: number) {
    return this.db.selectFrom('practice_attempts as a').select(PRACTICE_ATTEMPT_COLUMNS).where('a.id', '=', attemptId).executeTakeFirst();
  }

  /** The turns of the attempts, in order; no query for no attempts. */
  @GenerateSql({ name: 'one attempt', params: [[1]] }, { name: 'several attempts', params: [[1, 2]] })
  async turns(attemptIds: number[]) {
    if (attemptIds.length === 0) return [];
    return this.db
      .selectFrom('practice_turns')
      .select(TURN_COLUMNS)
      .where((eb) => eb('attempt_id', '=', eb.fn.any(eb.val(attemptIds))))
      .orderBy('attempt_id')
      .orderBy('seq')
      .execute();
  }

  // No SQL example: on the empty example database the turns would have no attempt to belong to.
  async addTurns(turns: NewTurn[]): Promise<void> {
    if (turns.length === 0) return;
    await this.db
      .insertInto('practice_turns')
      .values(
        turns.map((turn) => ({
          id: sql<number>`default`,
          attempt_id: turn.attemptId,
          seq: turn.seq,
          speaker: turn.speaker,
          content: turn.content,
          status: turn.status ?? 'complete',
          node_id: turn.nodeId ?? null,
          reply_id: turn.replyId ?? null,
          created_at: turn.createdAt,
        })),
      )
      .execute();
  }

  @GenerateSql({ params: [1, 'next'] })
  async moveTo(attemptId: number, node: string): Promise<void> {
    await this.db.updateTable('practice_attempts').set({ current_node: node }).where('id', '=', attemptId).execute();
  }

  /** Ends an attempt still in progress; undefined when it had ended already. */
  @GenerateSql({ params: [1, 'scenario_end', NOW] })
  async endAttempt(attemptId: number, reason: PracticeEndReason, now: Date) {
    return this.db
      .updateTable('practice_attempts as a')
      .set({ status: 'grading', ended_at: now, end_reason: reason })
      .where('a.id', '=', attemptId)
      .where('a.status', '=', 'in_progress')
      .returning(ATTEMPT_FIELDS)
      .executeTakeFirst();
  }

  /** Stores the grading of an ended attempt. */
  @GenerateSql({ params: [1, { status: 'graded', scores: [], total: 80, passed: true, now: NOW }] })
  async saveOutcome(attemptId: number, outcome: AttemptOutcome) {
    return this.db
      .updateTable('practice_attempts')
      .set((eb) => ({
        status: outcome.status,
        scores: outcome.scores === null ? null : jsonb(eb, outcome.scores),
        total: outcome.total,
        passed: outcome.passed,
        graded_at: outcome.status === 'graded' ? outcome.now : null,
        grading_error: null,
      }))
      .where('id', '=', attemptId)
      .where('status', outcome.onlyWhileGrading ? '=' : '<>', outcome.onlyWhileGrading ? 'grading' : 'in_progress')
      .returning(ATTEMPT_FIELDS)
      .executeTakeFirst();
  }

  /** A grading of an ended attempt starts: its last failure is forgotten. Undefined when it is no longer in `grading`. */
  @GenerateSql({ params: [1, NOW] })
  async startGrading(attemptId: number, now: Date) {
    return this.db
      .updateTable('practice_attempts')
      .set({ grading_started_at: now, grading_error: null })
      .where('id', '=', attemptId)
      .where('status', '=', 'grading')
      .returning(ATTEMPT_FIELDS)
      .executeTakeFirst();
  }

  /** The grading failed with `code`: the attempt stays in `grading`, to be graded again. */
  @GenerateSql({ params: [1, 'MODEL_TIMEOUT'] })
  async failGrading(attemptId: number, code: string): Promise<void> {
    await this.db
      .updateTable('practice_attempts')
      .set({ grading_error: code })
      .where('id', '=', attemptId)
      .where('status', '=', 'grading')
      .execute();
  }

  /** The lesson's attempts in progress, locked until the transaction ends (settings that change end them). */
  @GenerateSql({ params: [1] })
  async lockInProgressOfLesson(lessonId: number) {
    return this.db
      .selectFrom('practice_attempts as a')
      .select(PRACTICE_ATTEMPT_COLUMNS)
      .where('a.lesson_id', '=', lessonId)
      .where('a.status', '=', 'in_progress')
      .orderBy('a.id')
      .forUpdate()
      .execute();
  }

  /** Whether some attempt of the learner at the lesson passed. */
  @GenerateSql({ params: [1, 1] })
  async hasPassed(lessonId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('practice_attempts')
      .select('id')
      .where('lesson_id', '=', lessonId)
      .where('user_id', '=', userId)
      .where('passed', '=', true)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Tokens an attempt spent at the model provider. */
  @GenerateSql({ params: [1] })
  async attemptTokens(attemptId: number): Promise<number> {
    const row = await this.db
      .selectFrom('model_usage')
      .select((eb) => eb.fn.sum<string | null>('tokens').as('tokens'))
      .where('attempt_id', '=', attemptId)
      .executeTakeFirstOrThrow();
    return Number(row.tokens ?? 0);
  }

  /** A learner's name and address, for the review and its e-mail. */
  @GenerateSql({ params: [1] })
  async learner(userId: number) {
    return this.db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  }
}
