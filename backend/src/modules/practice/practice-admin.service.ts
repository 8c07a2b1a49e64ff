import { isDeepStrictEqual } from 'node:util';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { Clock } from '../../common/clock.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import type { User } from '../users/entities/user.entity.js';
import { displayName } from '../users/public/display-name.js';
import type {
  AdminPracticeAttemptDto,
  OverridePracticeScoreDto,
  PracticeAnalyticsDto,
  PracticeAttemptPageDto,
  PracticeSettingsDto,
} from './dto/practice-admin.dto.js';
import { PracticeAdminRepository } from './practice-admin.repository.js';
import { PracticeAttemptsService, type PracticeRow } from './practice-attempts.service.js';
import { gradingStalled, iso, reviewCriteria, toAttemptDto, type AttemptRow } from './practice-rows.js';
import { parsePracticeSettings } from './practice-settings.js';
import { CRITERION_SCORE_MAX, type CriterionResult } from './public/practice-types.js';
import { PracticeRepository } from './practice.repository.js';
import { replyAt, scenarioResults } from './scenario-scoring.js';
import { passes, rubricTotal } from './scoring.js';

/** Practice authoring, review and analytics (the controller is admin-only). */
@Injectable()
export class PracticeAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly admin: PracticeAdminRepository,
    private readonly practice: PracticeRepository,
    private readonly shared: PracticeAttemptsService,
    private readonly catalog: CatalogService,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async settings(lessonId: number): Promise<PracticeSettingsDto> {
    const lesson = await this.lesson(lessonId);
    const settings = await this.admin.settings(lessonId);
    if (!settings) throw new AppError(ErrorCode.PRACTICE_NOT_FOUND, 'This lesson has no practice conversation yet');
    return {
      lessonId,
      lessonTitle: lesson.title,
      courseId: lesson.course_id,
      mode: settings.mode,
      persona: settings.persona,
      objective: settings.objective,
      openingLine: settings.opening_line,
      maxTurns: settings.max_turns,
      rubric: settings.rubric,
      passMark: settings.pass_mark,
      maxAttempts: settings.max_attempts,
      graph: settings.graph,
      attemptCount: Number(settings.attempt_count ?? 0),
      updatedAt: iso(settings.updated_at)!,
    };
  }

  /** Creates or replaces the lesson's practice settings, after every check (practice-settings.ts). */
  async saveSettings(lessonId: number, input: unknown): Promise<PracticeSettingsDto> {
    const lesson = await this.lesson(lessonId);
    if (lesson.type !== 'practice')
      throw new AppError(ErrorCode.PRACTICE_SETTINGS_INVALID, 'Only practice lessons can have a practice conversation.');
    const settings = parsePracticeSettings(input);
    const { before, graded } = await this.em.transactional(async (em) => {
      const previous = await this.practice.practiceOfLesson(lessonId);
      const now = this.clock.now();
      await this.admin.saveSettings(lessonId, settings, now);
      // The outline shows a practice lesson's length from its settings.
      await this.catalog.courseShownChanged(em, lesson.course_id);
      const changed = previous !== undefined && (previous.mode !== settings.mode || !isDeepStrictEqual(previous.graph, settings.graph));
      return { before: previous, graded: changed ? await this.endInProgress(previous, now) : [] };
    });
    for (const attemptId of graded) await this.shared.finishGraded(attemptId, { practice: before });
    return this.settings(lessonId);
  }

  /**
   * A new mode or scenario graph would strand the lesson's attempts in progress (their node, or their
   * mode, gone): they end now, as the learner had ended them, under the settings they were played
   * with. A scenario is graded from the choices made so far. An AI conversation with nothing said by
   * the learner scores 0 (as ending it would); one with messages goes to a reviewer: grading it needs
   * the model, which is not called inside this transaction, and a reviewer can weigh a conversation
   * cut short by the change. Returns the attempts graded, for what a grading sets off after the commit.
   */
  private async endInProgress(practice: PracticeRow, now: Date): Promise<number[]> {
    const attempts = await this.practice.lockInProgressOfLesson(practice.lesson_id);
    const turns = await this.practice.turns(attempts.map((attempt) => attempt.id));
    const graded: number[] = [];
    for (const attempt of attempts) {
      await this.practice.endAttempt(attempt.id, 'learner', now);
      const learnerTurns = turns.filter((turn) => turn.attempt_id === attempt.id && turn.speaker === 'learner');
      let scores: CriterionResult[] | null;
      if (attempt.mode === 'scenario') {
        const chosen = learnerTurns
          .map((turn) => (practice.graph ? replyAt(practice.graph, turn.node_id, turn.reply_id) : undefined))
          .filter((reply) => reply !== undefined);
        scores = scenarioResults(practice.rubric, chosen);
      } else {
        scores =
          learnerTurns.length === 0
            ? practice.rubric.map((criterion) => ({ criterionId: criterion.id, score: 0, evidence: '', tip: criterion.good }))
            : null;
      }
      const total = scores === null ? null : rubricTotal(practice.rubric, scores);
      await this.practice.saveOutcome(attempt.id, {
        status: scores === null ? 'needs_review' : 'graded',
        scores,
        total,
        passed: total === null ? null : passes(total, practice.pass_mark),
        now,
      });
      if (scores !== null) graded.push(attempt.id);
    }
    return graded;
  }

  async attempts(lessonId: number, page: number, pageSize: number): Promise<PracticeAttemptPageDto> {
    await this.lesson(lessonId);
    const { items, total } = await this.admin.attemptPage(lessonId, pageSize, (page - 1) * pageSize);
    return {
      items: items.map((row) => ({
        id: row.id,
        learner: {
          id: row.user_id,
          name: displayName({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
          email: row.email,
        },
        attemptNumber: row.attempt_number,
        mode: row.mode,
        status: row.status,
        total: row.total,
        passed: row.passed,
        startedAt: iso(row.started_at)!,
        endedAt: iso(row.ended_at),
      })),
      total,
      page,
      pageSize,
    };
  }

  async attempt(attemptId: number, known?: PracticeRow): Promise<AdminPracticeAttemptDto> {
    const row = await this.admin.attempt(attemptId, false);
    if (!row) throw new AppError(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found');
    const [practice, turns, tokens] = await Promise.all([
      known ?? this.shared.practiceOf(row.lesson_id),
      this.practice.turns([attemptId]),
      this.practice.attemptTokens(attemptId),
    ]);
    return {
      ...toAttemptDto(row, practice, turns, this.shared.times()),
      learner: {
        id: row.user_id,
        name: displayName({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
        email: row.email,
      },
      hiddenFacts: practice.persona.hiddenFacts,
      tokens,
      total: row.total,
      passed: row.passed,
      criteria: reviewCriteria(row, practice.rubric),
    };
  }

  /**
   * Sets one criterion's score with the reviewer's comment and recomputes the total and pass here. An
   * attempt awaiting review, or left in `grading` with no grading running (gradingStalled), is graded
   * once every criterion has a score. The row is locked meanwhile, so two reviewers do not overwrite
   * each other; the learner's e-mail is written with the change. What a grading sets off (completion,
   * the webhook event) follows only when the attempt becomes graded or its total or pass changes.
   */
  async override(
    reviewer: User,
    attemptId: number,
    criterionId: string,
    input: OverridePracticeScoreDto,
  ): Promise<AdminPracticeAttemptDto> {
    const { practice, changed } = await this.em.transactional(async (em) => {
      const attempt = await this.admin.attempt(attemptId, true);
      if (!attempt) throw new AppError(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found');
      if (attempt.status === 'in_progress' || (attempt.status === 'grading' && !gradingStalled(attempt, this.shared.times())))
        throw new AppError(ErrorCode.PRACTICE_NOT_GRADED, 'This attempt is not graded yet: review it once it has ended and been graded.');
      const practice = await this.shared.practiceOf(attempt.lesson_id);
      const criterion = practice.rubric.find((item) => item.id === criterionId);
      if (!criterion) throw new AppError(ErrorCode.PRACTICE_CRITERION_NOT_FOUND, 'This criterion is not in the lesson’s rubric.');
      const now = this.clock.now();
      const scores: CriterionResult[] = [...(attempt.scores ?? [])];
      const index = scores.findIndex((result) => result.criterionId === criterionId);
      const previous = index === -1 ? undefined : scores[index];
      const updated: CriterionResult = {
        criterionId,
        score: input.score,
        evidence: previous?.evidence ?? '',
        tip: previous?.tip || (input.score < CRITERION_SCORE_MAX ? criterion.good : ''),
        override: {
          originalScore: previous?.override ? previous.override.originalScore : (previous?.score ?? null),
          comment: input.comment,
          adminId: reviewer.id,
          at: now.toISOString(),
        },
      };
      if (index === -1) scores.push(updated);
      else scores[index] = updated;
      const complete = practice.rubric.every((item) => scores.some((result) => result.criterionId === item.id));
      const total = complete ? rubricTotal(practice.rubric, scores) : null;
      const passed = total === null ? null : passes(total, practice.pass_mark);
      await this.practice.saveOutcome(attemptId, { status: complete ? 'graded' : 'needs_review', scores, total, passed, now });
      this.outbox.add(em, attempt.email, 'practiceReviewed', {
        learnerName: displayName({ firstName: attempt.first_name, lastName: attempt.last_name, email: attempt.email }),
        lessonTitle: practice.lesson_title,
        courseTitle: practice.course_title,
        criterionName: criterion.name,
        score: input.score,
        comment: input.comment,
        total,
        passed,
        lessonUrl: `${this.config.publicUrl}/lessons/${attempt.lesson_id}`,
      });
      return { practice, changed: complete && !sameOutcome(attempt, total, passed) };
    });
    if (changed) await this.shared.finishGraded(attemptId, { reviewed: true, practice });
    return this.attempt(attemptId, practice);
  }

  /** Per practice lesson of the course: attempts, pass rate, average total and each criterion's average. Three queries, whatever the number of lessons and attempts. */
  async analytics(courseId: number): Promise<PracticeAnalyticsDto> {
    const [exists, lessons, averages] = await Promise.all([
      this.admin.courseExists(courseId),
      this.admin.lessonStats(courseId),
      this.admin.criterionAverages(courseId),
    ]);
    if (!exists) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    const averageOf = new Map(averages.map((row) => [`${row.lesson_id}:${row.criterion_id}`, Number(row.average)]));
    return {
      lessons: lessons.map((lesson) => {
        const graded = Number(lesson.graded);
        const average = (key: string) => {
          const value = averageOf.get(key);
          return value === undefined ? null : Math.round(value * 10) / 10;
        };
        return {
          lessonId: lesson.lesson_id,
          title: lesson.title,
          mode: lesson.mode,
          attempts: Number(lesson.attempts),
          graded,
          passRate: graded === 0 ? null : Math.round((Number(lesson.passed) / graded) * 100),
          averageTotal: lesson.average_total === null ? null : Math.round(Number(lesson.average_total)),
          criteria: lesson.rubric.map((criterion) => ({
            criterionId: criterion.id,
            name: criterion.name,
            averageScore: average(`${lesson.lesson_id}:${criterion.id}`),
          })),
        };
      }),
    };
  }

  private async lesson(lessonId: number) {
    const lesson = await this.admin.lesson(lessonId);
    if (!lesson) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
    return lesson;
  }
}

/** An attempt already graded with this total and pass: a review that keeps both sets nothing off again. */
function sameOutcome(attempt: AttemptRow, total: number | null, passed: boolean | null): boolean {
  return attempt.status === 'graded' && attempt.total === total && attempt.passed === passed;
}
