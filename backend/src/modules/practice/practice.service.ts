import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { Clock } from '../../common/clock.js';
import { lockedUntil, moduleLockedMessage } from '../cohorts/public/drip.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { User } from '../users/entities/user.entity.js';
import type { LearnerPracticeDto, PracticeAttemptDto } from './dto/practice.dto.js';
import { PracticeAttemptsService } from './practice-attempts.service.js';
import { PracticeConversationRepository } from './practice-conversation.repository.js';
import { AI_UNAVAILABLE_MESSAGE, DAILY_BUDGET_MESSAGE, NOT_ENROLLED, toAttemptDto, utcDayStart } from './practice-rows.js';
import { PracticeRepository } from './practice.repository.js';
import { scenarioResults, replyAt } from './scenario-scoring.js';
import { passes, rubricTotal } from './scoring.js';

export const PROVIDER_NOTICE =
  "Your replies in this conversation are sent to the academy's AI provider to write the persona's answers and to grade the conversation.";

/** Practising: the lesson's conversation, attempts, and the scenario's choices. */
@Injectable()
export class PracticeService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: PracticeRepository,
    private readonly attempts: PracticeAttemptsService,
    private readonly conversations: PracticeConversationRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async lessonPractice(user: User, lessonId: number): Promise<LearnerPracticeDto> {
    const practice = await this.practice(user, lessonId);
    const attempts = await this.repository.attempts(lessonId, user.id);
    const current = attempts.find((attempt) => attempt.status === 'in_progress');
    const latest = attempts.filter((attempt) => attempt.status !== 'in_progress').at(-1);
    const turns = await this.repository.turns([current?.id, latest?.id].filter((id) => id !== undefined));
    const turnsOf = (attemptId: number) => turns.filter((turn) => turn.attempt_id === attemptId);
    const available = practice.mode === 'scenario' || this.config.model.configured;
    const times = this.attempts.times();
    return {
      lessonId,
      mode: practice.mode,
      available,
      unavailableMessage: available ? null : AI_UNAVAILABLE_MESSAGE,
      persona: { name: practice.persona.name, role: practice.persona.role, background: practice.persona.background },
      objective: practice.objective,
      openingLine: practice.opening_line,
      maxTurns: practice.max_turns,
      passMark: practice.pass_mark,
      maxAttempts: practice.max_attempts,
      attemptsUsed: attempts.length,
      rubric: practice.rubric.map(({ id, name, weight, good }) => ({ id, name, weight, good })),
      providerNotice: practice.mode === 'ai' ? PROVIDER_NOTICE : null,
      current: current ? toAttemptDto(current, practice, turnsOf(current.id), times) : null,
      latest: latest ? toAttemptDto(latest, practice, turnsOf(latest.id), times) : null,
      passed: attempts.some((attempt) => attempt.passed === true),
    };
  }

  /**
   * Resumes the attempt in progress, or starts the next one with the persona's opening line. The
   * insert numbers attempts itself; two requests at once collide on the unique keys and the loser
   * resumes the winner's attempt, so the limit holds however requests race.
   */
  async start(user: User, lessonId: number): Promise<PracticeAttemptDto> {
    const practice = await this.practice(user, lessonId);
    let current = await this.repository.inProgress(lessonId, user.id);
    if (!current) {
      const now = this.clock.now();
      if (practice.mode === 'ai') {
        if (!this.config.model.configured) throw new AppError(ErrorCode.PRACTICE_AI_UNAVAILABLE, AI_UNAVAILABLE_MESSAGE);
        if ((await this.conversations.tokensSince(user.id, utcDayStart(now))) >= this.config.model.dailyTokenBudget)
          throw new AppError(ErrorCode.PRACTICE_DAILY_BUDGET_SPENT, DAILY_BUDGET_MESSAGE);
      }
      const startNode = practice.mode === 'scenario' && practice.graph ? practice.graph.start : null;
      // The attempt and its opening line are written together: a reload never finds one without the other.
      const created = await this.em.transactional(async () => {
        const attempt = await this.repository.startAttempt(lessonId, user.id, practice.mode, startNode, now);
        if (attempt)
          await this.repository.addTurns([
            { attemptId: attempt.id, seq: 0, speaker: 'persona', content: practice.opening_line, nodeId: startNode, createdAt: now },
          ]);
        return attempt;
      });
      current = created ?? (await this.repository.inProgress(lessonId, user.id));
    }
    if (!current) {
      throw new AppError(
        ErrorCode.PRACTICE_NO_ATTEMPTS_LEFT,
        `You have used all ${practice.max_attempts ?? 0} attempts at this practice conversation.`,
      );
    }
    return toAttemptDto(current, practice, await this.repository.turns([current.id]), this.attempts.times());
  }

  async attempt(user: User, attemptId: number): Promise<PracticeAttemptDto> {
    const attempt = await this.attempts.readableAttempt(user, attemptId);
    return this.attempts.attemptDto(attempt.id);
  }

  /**
   * Says the learner's reply at the current node and the persona's next line; an end node ends and
   * grades the attempt at once. The attempt row is locked meanwhile, so two clicks advance once: the
   * second finds the node moved on (or the attempt ended) and is refused.
   */
  async choose(user: User, attemptId: number, replyId: string): Promise<PracticeAttemptDto> {
    const owned = await this.attempts.learnerAttempt(user, attemptId);
    if (owned.mode !== 'scenario')
      throw new AppError(ErrorCode.PRACTICE_WRONG_MODE, 'This is a free conversation: type your reply instead.');
    const practice = await this.attempts.practiceOf(owned.lesson_id);
    const ended = await this.em.transactional(async () => {
      const attempt = await this.repository.lockAttempt(attemptId);
      if (!attempt || attempt.status !== 'in_progress')
        throw new AppError(ErrorCode.PRACTICE_ATTEMPT_ENDED, 'This conversation has ended.');
      const graph = practice.graph;
      const reply = graph ? replyAt(graph, attempt.current_node, replyId) : undefined;
      if (!graph || !reply)
        throw new AppError(ErrorCode.PRACTICE_REPLY_NOT_FOUND, 'That reply is not one of the choices here. Reload the conversation.');
      const next = graph.nodes.find((node) => node.id === reply.next);
      if (!next) throw new AppError(ErrorCode.PRACTICE_REPLY_NOT_FOUND, 'That reply leads nowhere. Reload the conversation.');
      const turns = await this.repository.turns([attemptId]);
      const seq = (turns.at(-1)?.seq ?? -1) + 1;
      const now = this.clock.now();
      await this.repository.addTurns([
        { attemptId, seq, speaker: 'learner', content: reply.text, nodeId: attempt.current_node, replyId: reply.id, createdAt: now },
        { attemptId, seq: seq + 1, speaker: 'persona', content: next.line, nodeId: next.id, createdAt: now },
      ]);
      await this.repository.moveTo(attemptId, next.id);
      if (!next.end) return false;
      await this.repository.endAttempt(attemptId, 'scenario_end', now);
      const chosen = [...turns, { speaker: 'learner', node_id: attempt.current_node, reply_id: reply.id }]
        .filter((turn) => turn.speaker === 'learner')
        .map((turn) => replyAt(graph, turn.node_id, turn.reply_id))
        .filter((item) => item !== undefined);
      // Graded in the same transaction: a scenario's score needs no model, so it never waits in `grading`.
      const scores = scenarioResults(practice.rubric, chosen);
      const total = rubricTotal(practice.rubric, scores);
      await this.repository.saveOutcome(attemptId, { status: 'graded', scores, total, passed: passes(total, practice.pass_mark), now });
      return true;
    });
    if (ended) await this.attempts.finishGraded(attemptId, { practice });
    return this.attempts.attemptDto(attemptId, practice);
  }

  /** The lesson's practice if its course is visible to the user (404 otherwise) and they are enrolled or an admin (403 otherwise). */
  private async practice(user: User, lessonId: number) {
    const practice = await this.repository.visiblePractice({ id: user.id, role: user.role }, lessonId);
    if (!practice) throw new AppError(ErrorCode.PRACTICE_NOT_FOUND, 'This lesson has no practice conversation');
    if (!practice.is_enrolled && user.role !== 'admin') throw new AppError(ErrorCode.NOT_ENROLLED, NOT_ENROLLED);
    const locked = lockedUntil(practice.unlocks_at, this.clock.now(), user.role);
    if (locked) throw new AppError(ErrorCode.MODULE_LOCKED, moduleLockedMessage(locked));
    return practice;
  }
}
