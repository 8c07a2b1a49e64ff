import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { User } from '../users/entities/user.entity.js';
import type { PracticeAttemptDto } from './dto/practice.dto.js';
import type { ModelUsagePurpose } from './entities/model-usage.entity.js';
import { checkGrading, gradingFormat, gradingMessages, gradingRetryMessages, keepQuotedEvidence } from './model/grading-prompt.js';
import type { ChatMessage } from './model/model-client.js';
import { estimateTokens, ModelClient } from './model/model-client.js';
import { ModelError, toModelError } from './model/model-errors.js';
import { personaMessages, type TranscriptLine } from './model/persona-prompt.js';
import { PracticeAttemptsService, type PracticeRow } from './practice-attempts.service.js';
import { AI_UNAVAILABLE_MESSAGE, DAILY_BUDGET_MESSAGE, isLostReply, utcDayStart, type AttemptRow } from './practice-rows.js';
import { PracticeConversationRepository } from './practice-conversation.repository.js';
import { PracticeRepository } from './practice.repository.js';
import type { CriterionResult } from './public/practice-types.js';

/** Stored at most: a provider that ignores max_tokens cannot fill the transcript. */
export const PERSONA_REPLY_MAX_CHARS = 4000;
export const AI_NOT_CONFIGURED_REASON =
  'No model provider is configured: set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if the provider needs one) to any OpenAI-compatible Chat Completions endpoint.';

/** A persona reply the server has promised: its turn is stored as pending, the model is asked next. */
export interface PendingReply {
  attemptId: number;
  userId: number;
  courseId: number;
  /** The learner turn just stored (sendPracticeMessage), or null for a retry. */
  learnerSeq: number | null;
  personaSeq: number;
  messages: ChatMessage[];
  /** The learner's message was the last one the lesson allows: the attempt ends after this reply. */
  lastTurn: boolean;
}

export type ReplyOutcome = { ok: true; attempt: PracticeAttemptDto } | { ok: false; error: ModelError };

/**
 * AI conversations: a learner message and the persona's streamed reply, the retry of a failed reply,
 * the end of the conversation and its grading by the model. Every turn is stored as it happens, so a
 * reload or a lost connection loses nothing; a reply goes on being written after the client has gone.
 */
@Injectable()
export class PracticeConversationService {
  private readonly logger = new Logger(PracticeConversationService.name);
  /** Gradings running in this process, by attempt: a second "end" waits for the first. */
  private readonly grading = new Map<number, Promise<PracticeAttemptDto>>();

  constructor(
    private readonly em: EntityManager,
    private readonly attempts: PracticeAttemptsService,
    private readonly practiceRepository: PracticeRepository,
    private readonly repository: PracticeConversationRepository,
    private readonly model: ModelClient,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Whether AI practice can run here, and with which model (for admins and health). */
  status(): { aiAvailable: boolean; model: string | null; reason: string | null } {
    return this.model.configured
      ? { aiAvailable: true, model: this.model.modelName, reason: null }
      : { aiAvailable: false, model: null, reason: AI_NOT_CONFIGURED_REASON };
  }

  /**
   * Stores the learner's message and a pending persona turn, in one transaction, after every check:
   * the attempt is theirs, in progress, in AI mode, has no reply still being written, and neither the
   * attempt's nor the learner's daily token budget is spent.
   */
  async prepareMessage(user: User, attemptId: number, text: string): Promise<PendingReply> {
    const { attempt, practice } = await this.writableAttempt(user, attemptId);
    return this.em.transactional(async () => {
      await this.lockInProgress(attemptId);
      const [last] = await this.repository.lastTurns(attemptId);
      const learnerTurns = Number(last?.learner_turns ?? 0);
      if (last?.speaker === 'persona' && last.status === 'pending' && !this.isLost(last.created_at)) {
        throw new AppError(ErrorCode.PRACTICE_REPLY_PENDING, 'The reply to your last message is still being written: wait for it.');
      }
      if (last && (last.speaker === 'learner' || last.status !== 'complete')) {
        throw new AppError(
          ErrorCode.PRACTICE_REPLY_PENDING,
          'The reply to your last message did not arrive: retry it before you write again.',
        );
      }
      if (learnerTurns >= practice.max_turns)
        throw new AppError(ErrorCode.PRACTICE_ATTEMPT_ENDED, 'This conversation has used all its turns.');
      await this.checkBudgets(attempt);
      const now = this.clock.now();
      const learnerSeq = (last?.seq ?? -1) + 1;
      await this.practiceRepository.addTurns([
        { attemptId, seq: learnerSeq, speaker: 'learner', content: text, createdAt: now },
        { attemptId, seq: learnerSeq + 1, speaker: 'persona', content: '', status: 'pending', createdAt: now },
      ]);
      return {
        attemptId,
        userId: user.id,
        courseId: practice.course_id,
        learnerSeq,
        personaSeq: learnerSeq + 1,
        messages: await this.personaRequest(practice, attemptId),
        lastTurn: learnerTurns + 1 >= practice.max_turns,
      };
    });
  }

  /** The persona's reply to the last learner message again, in the same turn, after it failed or was lost. */
  async prepareRetry(user: User, attemptId: number): Promise<PendingReply> {
    const { attempt, practice } = await this.writableAttempt(user, attemptId);
    return this.em.transactional(async () => {
      await this.lockInProgress(attemptId);
      const [last, previous] = await this.repository.lastTurns(attemptId);
      const learnerTurns = Number(last?.learner_turns ?? 0);
      const retryable =
        last?.speaker === 'persona' && (last.status === 'failed' || (last.status === 'pending' && this.isLost(last.created_at)));
      if (last?.speaker === 'persona' && last.status === 'pending' && !retryable) {
        throw new AppError(ErrorCode.PRACTICE_REPLY_PENDING, 'The reply to your last message is still being written: wait for it.');
      }
      if (!retryable || previous?.speaker !== 'learner') {
        throw new AppError(ErrorCode.PRACTICE_NOTHING_TO_RETRY, 'There is no failed reply to retry.');
      }
      await this.checkBudgets(attempt);
      await this.repository.restartTurn(attemptId, last.seq, this.clock.now());
      return {
        attemptId,
        userId: user.id,
        courseId: practice.course_id,
        learnerSeq: null,
        personaSeq: last.seq,
        messages: await this.personaRequest(practice, attemptId),
        lastTurn: learnerTurns >= practice.max_turns,
      };
    });
  }

  /**
   * Asks the model for the reply, passing each piece to `onDelta`, and stores the outcome: the reply,
   * or the pending turn as failed with the provider error's code. Runs to its end whether or not anyone
   * still listens. After the last turn the lesson allows, the attempt ends and is graded.
   */
  async generate(reply: PendingReply, onDelta: (text: string) => void): Promise<ReplyOutcome> {
    let answer;
    try {
      answer = await this.model.streamReply(reply.messages, onDelta);
    } catch (error) {
      const failure = toModelError(error);
      this.logger.warn(`Practice reply for attempt ${reply.attemptId} failed: ${failure.code} (${failure.providerDetail})`);
      await this.em.fork().transactional(async () => {
        await this.repository.failTurn(reply.attemptId, reply.personaSeq, failure.code);
        // The provider may bill what it read and wrote before failing: counted as estimated.
        await this.recordUsage(reply, 'reply', estimateTokens(reply.messages, failure.partial));
      });
      return { ok: false, error: failure };
    }
    await this.em.fork().transactional(async () => {
      const content = answer.content.trim().slice(0, PERSONA_REPLY_MAX_CHARS).trim();
      await this.repository.completeTurn(reply.attemptId, reply.personaSeq, content || '…');
      await this.recordUsage(reply, 'reply', answer.tokens);
    });
    if (reply.lastTurn) {
      try {
        await this.attempts.endAttempt(reply.attemptId, 'max_turns');
        return { ok: true, attempt: await this.gradeOnce(reply.attemptId) };
      } catch (error) {
        // The reply is stored; a grading that failed leaves the attempt in `grading` with its error
        // (the attempt says so), and "end" grades it again.
        if (!(error instanceof AppError)) throw error;
        this.logger.warn(`Grading attempt ${reply.attemptId} after its last turn failed: ${error.code}`);
      }
    }
    return { ok: true, attempt: await this.attempts.attemptDto(reply.attemptId) };
  }

  /**
   * Ends the conversation and grades it (status graded, or needs_review when the model's grading is
   * invalid twice, or when AI practice has been turned off meanwhile). An attempt left in `grading`
   * (a provider error, a spent daily budget, a lost grading) is graded again; an attempt already
   * graded is returned as it is.
   */
  async end(user: User, attemptId: number): Promise<PracticeAttemptDto> {
    const attempt = await this.attempts.readableAttempt(user, attemptId);
    if (attempt.user_id !== user.id) throw new AppError(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found');
    if (attempt.mode !== 'ai') throw new AppError(ErrorCode.PRACTICE_WRONG_MODE, 'A scenario ends when you reach its last line.');
    if (attempt.status === 'graded' || attempt.status === 'needs_review') return this.attempts.attemptDto(attemptId);
    if (attempt.status === 'in_progress') {
      await this.attempts.learnerAttempt(user, attemptId);
      // Locked: a reply that starts meanwhile waits, and is then refused (the attempt has ended).
      await this.em.transactional(async () => {
        const locked = await this.practiceRepository.lockAttempt(attemptId);
        // Ended meanwhile (the last turn's reply, or a second click): graded below all the same.
        if (!locked || locked.status !== 'in_progress') return;
        const [last] = await this.repository.lastTurns(attemptId);
        if (last?.speaker === 'persona' && last.status === 'pending' && !this.isLost(last.created_at)) {
          throw new AppError(ErrorCode.PRACTICE_REPLY_PENDING, 'The reply to your last message is still being written: wait for it.');
        }
        await this.attempts.endAttempt(attemptId, 'learner');
      });
    }
    return this.gradeOnce(attemptId);
  }

  /** One grading per attempt at a time in this process; a second caller gets the first one's outcome. */
  private gradeOnce(attemptId: number): Promise<PracticeAttemptDto> {
    let running = this.grading.get(attemptId);
    if (!running) {
      running = this.grade(attemptId).finally(() => this.grading.delete(attemptId));
      this.grading.set(attemptId, running);
    }
    return running;
  }

  /**
   * The model grades the transcript: one structured-output call, checked strictly; an invalid answer is
   * asked for once more, then the attempt goes to review. The total is always the server's (saveGrading).
   * Nothing said by the learner scores 0 everywhere without a call; with AI practice turned off, a
   * reviewer grades. A provider error or a spent daily budget is stored on the attempt, which stays in
   * `grading`, and thrown (retryable).
   */
  private async grade(attemptId: number): Promise<PracticeAttemptDto> {
    const attempt = await this.practiceRepository.startGrading(attemptId, this.clock.now());
    if (!attempt) return this.attempts.attemptDto(attemptId);
    const practice = await this.attempts.practiceOf(attempt.lesson_id);
    const transcript = await this.transcript(attemptId);
    const said = transcript.filter((line) => line.speaker === 'learner').map((line) => line.content);
    if (said.length === 0) {
      const zeros = practice.rubric.map((criterion) => ({ criterionId: criterion.id, score: 0, evidence: '', tip: criterion.good }));
      await this.attempts.saveGrading(attemptId, zeros, practice);
      return this.attempts.attemptDto(attemptId, practice);
    }
    if (!this.model.configured) {
      await this.attempts.saveGrading(attemptId, null, practice);
      return this.attempts.attemptDto(attemptId, practice);
    }
    let results: CriterionResult[] | null;
    try {
      await this.checkDailyBudget(attempt.user_id);
      results = await this.askGrading(attempt, practice, transcript);
    } catch (error) {
      if (error instanceof ModelError || (error instanceof AppError && error.code === ErrorCode.PRACTICE_DAILY_BUDGET_SPENT)) {
        await this.practiceRepository.failGrading(attemptId, error.code);
      }
      throw error;
    }
    await this.attempts.saveGrading(attemptId, results && keepQuotedEvidence(results, said), practice);
    return this.attempts.attemptDto(attemptId, practice);
  }

  /** The model's grading, checked; null when it was invalid twice. */
  private async askGrading(attempt: AttemptRow, practice: PracticeRow, transcript: TranscriptLine[]): Promise<CriterionResult[] | null> {
    const scene = { persona: practice.persona, objective: practice.objective, rubric: practice.rubric };
    const format = gradingFormat(practice.rubric);
    const usage = { attemptId: attempt.id, userId: attempt.user_id, courseId: practice.course_id };
    const first = gradingMessages(scene, transcript);
    let messages = first;
    for (let round = 0; round < 2; round++) {
      const answer = await this.model.completeJson(messages, format, this.config.model.gradingTimeoutMs);
      await this.em.fork().transactional(() => this.recordUsage(usage, 'grading', answer.tokens));
      const checked = checkGrading(practice.rubric, answer.content);
      if (checked.ok) return checked.criteria;
      this.logger.warn(`The grading of attempt ${attempt.id} is invalid (round ${round + 1}): ${checked.problem}`);
      messages = gradingRetryMessages(first, answer.content, checked.problem);
    }
    return null;
  }

  /** The attempt, locked until the transaction ends, while it is still in progress. */
  private async lockInProgress(attemptId: number): Promise<void> {
    const locked = await this.practiceRepository.lockAttempt(attemptId);
    if (!locked || locked.status !== 'in_progress') throw new AppError(ErrorCode.PRACTICE_ATTEMPT_ENDED, 'This conversation has ended.');
  }

  private async writableAttempt(user: User, attemptId: number): Promise<{ attempt: AttemptRow; practice: PracticeRow }> {
    const attempt = await this.attempts.learnerAttempt(user, attemptId);
    if (attempt.mode !== 'ai') throw new AppError(ErrorCode.PRACTICE_WRONG_MODE, 'This practice is a scenario: choose one of the replies.');
    this.requireModel();
    return { attempt, practice: await this.attempts.practiceOf(attempt.lesson_id) };
  }

  private requireModel(): void {
    if (!this.model.configured) throw new AppError(ErrorCode.PRACTICE_AI_UNAVAILABLE, AI_UNAVAILABLE_MESSAGE);
  }

  /** Refuses a new reply once the attempt's budget, or the learner's for today (UTC), is spent. */
  private async checkBudgets(attempt: AttemptRow): Promise<void> {
    const spent = await this.repository.tokensSpent(attempt.id, attempt.user_id, utcDayStart(this.clock.now()));
    if (spent.attempt >= this.config.model.attemptTokenBudget) {
      throw new AppError(
        ErrorCode.PRACTICE_ATTEMPT_BUDGET_SPENT,
        'This conversation has used all the AI time it may: end it to get your feedback.',
      );
    }
    if (spent.day >= this.config.model.dailyTokenBudget) throw new AppError(ErrorCode.PRACTICE_DAILY_BUDGET_SPENT, DAILY_BUDGET_MESSAGE);
  }

  /** Refuses a grading once the learner's tokens of today (UTC) are spent (a conversation's own budget does not stop its grading). */
  private async checkDailyBudget(userId: number): Promise<void> {
    if ((await this.repository.tokensSince(userId, utcDayStart(this.clock.now()))) >= this.config.model.dailyTokenBudget)
      throw new AppError(ErrorCode.PRACTICE_DAILY_BUDGET_SPENT, DAILY_BUDGET_MESSAGE);
  }

  private isLost(createdAt: Date | string): boolean {
    return isLostReply(createdAt, this.attempts.times());
  }

  private async personaRequest(practice: PracticeRow, attemptId: number): Promise<ChatMessage[]> {
    return personaMessages({ persona: practice.persona, objective: practice.objective }, await this.transcript(attemptId));
  }

  /** The complete lines of the conversation, in order. */
  private async transcript(attemptId: number): Promise<TranscriptLine[]> {
    const turns = await this.practiceRepository.turns([attemptId]);
    return turns.filter((turn) => turn.status === 'complete').map((turn) => ({ speaker: turn.speaker, content: turn.content }));
  }

  private recordUsage(
    usage: { attemptId: number; userId: number; courseId: number },
    purpose: ModelUsagePurpose,
    tokens: number,
  ): Promise<void> {
    return this.repository.recordUsage({ ...usage, purpose, tokens: Math.max(0, Math.round(tokens)), createdAt: this.clock.now() });
  }

  /** Tokens per course and UTC month over the last `months` months (this one included). */
  async usage(months: number) {
    const now = this.clock.now();
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
    const rows = await this.repository.usageByCourseAndMonth(since);
    return {
      months: rows.map((row) => ({ month: row.month, courseId: row.course_id, courseTitle: row.title, tokens: Number(row.tokens) })),
    };
  }
}
