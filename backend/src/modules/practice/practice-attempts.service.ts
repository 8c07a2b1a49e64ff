/*
 * Shared by every way of practising (scenario choices, AI conversations, reviews):
 * - attemptDto(attemptId): the attempt as its learner sees it (the SSE `done` event sends it);
 * - learnerAttempt(user, attemptId): the caller's own attempt to write to (404 / 403 / 409 otherwise);
 * - practiceOf(lessonId): the lesson's settings (rubric, pass mark, persona…);
 * - endAttempt(attemptId, reason): in_progress → grading;
 * - saveGrading(attemptId, results | null): stores the scores of an attempt in `grading` with the
 *   server's total and pass (null results: needs_review), then finishGraded when graded;
 * - finishGraded(attemptId): after scores, total and passed are stored: completes the lesson on a
 *   pass and records the `practice.completed` webhook event.
 */
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError, isAppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { Clock } from '../../common/clock.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { User } from '../users/entities/user.entity.js';
import { recordWebhookEvent } from '../webhooks/public/webhook-events.js';
import { displayName } from '../users/public/display-name.js';
import type { PracticeAttemptDto } from './dto/practice.dto.js';
import type { PracticeEndReason } from './entities/practice-attempt.entity.js';
import { PracticeEventsService } from './practice-events.service.js';
import { NOT_ENROLLED, toAttemptDto, type AttemptRow, type DtoTimes } from './practice-rows.js';
import { PracticeRepository } from './practice.repository.js';
import type { CriterionResult } from './public/practice-types.js';
import { clampScore, passes, rubricTotal } from './scoring.js';

export type PracticeRow = NonNullable<Awaited<ReturnType<PracticeRepository['practiceOfLesson']>>>;

@Injectable()
export class PracticeAttemptsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: PracticeRepository,
    private readonly events: PracticeEventsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The attempt as its learner sees it; `practice`: its lesson's settings when the caller has them already. */
  async attemptDto(attemptId: number, practice?: PracticeRow): Promise<PracticeAttemptDto> {
    const attempt = await this.repository.attempt(attemptId);
    if (!attempt) throw new AppError(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found');
    const [lesson, turns] = await Promise.all([practice ?? this.practiceOf(attempt.lesson_id), this.repository.turns([attemptId])]);
    return toAttemptDto(attempt, lesson, turns, this.times());
  }

  /** Now, and the model's deadlines: what tells a lost reply or a stalled grading (practice-rows.ts). */
  times(): DtoTimes {
    return {
      now: this.clock.now(),
      replyTimeoutMs: this.config.model.replyTimeoutMs,
      gradingTimeoutMs: this.config.model.gradingTimeoutMs,
    };
  }

  async practiceOf(lessonId: number): Promise<PracticeRow> {
    const practice = await this.repository.practiceOfLesson(lessonId);
    if (!practice) throw new AppError(ErrorCode.PRACTICE_NOT_FOUND, 'This lesson has no practice conversation');
    return practice;
  }

  /**
   * The attempt `user` may read: their own, or any for an admin, in a course they may see; anyone
   * else's is reported as missing.
   */
  async readableAttempt(user: User, attemptId: number): Promise<AttemptRow> {
    const row = await this.repository.attemptFor({ id: user.id, role: user.role }, attemptId);
    if (!row || !row.is_visible || (row.user_id !== user.id && user.role !== 'admin'))
      throw new AppError(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found');
    const { is_visible: _visible, is_enrolled: _enrolled, ...attempt } = row;
    return attempt;
  }

  /**
   * The user's own attempt, in progress, while they may still practise (enrolled, or an admin): for
   * everything that adds to a conversation.
   */
  async learnerAttempt(user: User, attemptId: number): Promise<AttemptRow> {
    const row = await this.repository.attemptFor({ id: user.id, role: user.role }, attemptId);
    if (!row || !row.is_visible || row.user_id !== user.id)
      throw new AppError(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found');
    if (!row.is_enrolled && user.role !== 'admin') throw new AppError(ErrorCode.NOT_ENROLLED, NOT_ENROLLED);
    const { is_visible: _visible, is_enrolled: _enrolled, ...attempt } = row;
    if (attempt.status !== 'in_progress') throw new AppError(ErrorCode.PRACTICE_ATTEMPT_ENDED, 'This conversation has ended.');
    return attempt;
  }

  /** Ends an attempt in progress (it goes to grading); PRACTICE_ATTEMPT_ENDED when it had ended already. */
  async endAttempt(attemptId: number, reason: PracticeEndReason): Promise<AttemptRow> {
    const ended = await this.repository.endAttempt(attemptId, reason, this.clock.now());
    if (!ended) throw new AppError(ErrorCode.PRACTICE_ATTEMPT_ENDED, 'This conversation has ended.');
    return ended;
  }

  /**
   * Stores the grading of an attempt in `grading`: the total and pass are computed here from the
   * rubric's weights. `results` null (the grading failed) leaves the attempt to a reviewer
   * (needs_review). An attempt no longer in `grading` (graded meanwhile) is returned as it is, and its
   * completion is not set off a second time.
   */
  async saveGrading(attemptId: number, results: CriterionResult[] | null, practice?: PracticeRow): Promise<AttemptRow> {
    const attempt = await this.repository.attempt(attemptId);
    if (!attempt) throw new AppError(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found');
    const lesson = practice ?? (await this.practiceOf(attempt.lesson_id));
    const now = this.clock.now();
    if (results === null) {
      const saved = await this.repository.saveOutcome(attemptId, {
        status: 'needs_review',
        scores: null,
        total: null,
        passed: null,
        now,
        onlyWhileGrading: true,
      });
      return saved ?? attempt;
    }
    const scores = results.map((result) => ({ ...result, score: clampScore(result.score) }));
    const total = rubricTotal(lesson.rubric, scores);
    const saved = await this.repository.saveOutcome(attemptId, {
      status: 'graded',
      scores,
      total,
      passed: passes(total, lesson.pass_mark),
      now,
      onlyWhileGrading: true,
    });
    if (!saved) {
      if (attempt.status === 'in_progress') throw new AppError(ErrorCode.PRACTICE_NOT_GRADED, 'This attempt is still in progress.');
      return (await this.repository.attempt(attemptId)) ?? attempt;
    }
    await this.finishGraded(attemptId, { practice: lesson });
    return saved;
  }

  /**
   * What a graded attempt sets off, once its scores, total and pass are stored: a pass completes the
   * lesson (through the learning module, like a passed quiz; a learner no longer enrolled keeps the
   * grade with nothing to complete), and a `practice.completed` webhook event is recorded.
   * `reviewed`: a reviewer set or changed a score; `practice`: the lesson's settings when the caller has them.
   */
  async finishGraded(
    attemptId: number,
    { reviewed = false, practice: known }: { reviewed?: boolean; practice?: PracticeRow } = {},
  ): Promise<void> {
    const attempt = await this.repository.attempt(attemptId);
    if (!attempt || attempt.status !== 'graded' || attempt.total === null) return;
    const practice = known ?? (await this.practiceOf(attempt.lesson_id));
    const learner = await this.em.fork().findOne(User, attempt.user_id);
    if (!learner) return;
    const names = new Map(practice.rubric.map((criterion) => [criterion.id, criterion.name]));
    await this.em.fork().transactional((em) => {
      recordWebhookEvent(em, {
        type: 'practice.completed',
        data: {
          attemptId: attempt.id,
          attemptNumber: attempt.attempt_number,
          user: { id: learner.id, email: learner.email, name: displayName(learner) },
          course: { id: practice.course_id, title: practice.course_title },
          lesson: { id: practice.lesson_id, title: practice.lesson_title },
          mode: attempt.mode,
          total: attempt.total!,
          passed: attempt.passed === true,
          passMark: practice.pass_mark,
          criteria: (attempt.scores ?? []).map((result) => ({
            criterionId: result.criterionId,
            name: names.get(result.criterionId) ?? result.criterionId,
            score: result.score,
          })),
          reviewed,
          endedAt: new Date(attempt.ended_at ?? this.clock.now()).toISOString(),
        },
      });
    });
    if (attempt.passed !== true) return;
    try {
      await this.events.practicePassed(learner, attempt.lesson_id);
    } catch (error) {
      if (!isAppError(error, ErrorCode.NOT_ENROLLED, ErrorCode.LESSON_NOT_FOUND)) throw error;
    }
  }
}
