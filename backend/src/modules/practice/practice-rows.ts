import { ErrorCode } from '../../common/errors/error-codes.js';
import type { PracticeAttemptDto, PracticeChoiceDto, PracticeCriterionResultDto, PracticeTurnDto } from './dto/practice.dto.js';
import type { AdminCriterionScoreDto } from './dto/practice-admin.dto.js';
import type { PracticeAttemptStatus, PracticeEndReason } from './entities/practice-attempt.entity.js';
import type { PracticeSpeaker, PracticeTurnStatus } from './entities/practice-turn.entity.js';
import {
  CRITERION_SCORE_MAX,
  type CriterionResult,
  type PracticeMode,
  type RubricCriterion,
  type ScenarioGraph,
} from './public/practice-types.js';
import { replyAt } from './scenario-scoring.js';
import { modelErrorMessage } from './model/model-errors.js';

export const NOT_ENROLLED = 'Enroll in this course to practise';
export const AI_UNAVAILABLE_MESSAGE = 'Practice with AI is not available on this academy yet';
export const DAILY_BUDGET_GRADING_MESSAGE = 'You have used today’s AI practice time. Your conversation is saved: grade it again tomorrow.';
export const DAILY_BUDGET_MESSAGE = 'You have used today’s AI practice time. Your conversation is saved: continue it tomorrow.';
/** Beyond the reply timeout, a margin for the turn's last write: a pending reply older than both was lost. */
export const LOST_MARGIN_MS = 15_000;

export interface AttemptRow {
  id: number;
  lesson_id: number;
  user_id: number;
  attempt_number: number;
  mode: PracticeMode;
  status: PracticeAttemptStatus;
  current_node: string | null;
  started_at: Date | string;
  ended_at: Date | string | null;
  end_reason: PracticeEndReason | null;
  graded_at: Date | string | null;
  scores: CriterionResult[] | null;
  total: number | null;
  passed: boolean | null;
  grading_error: string | null;
  grading_started_at: Date | string | null;
}

export interface TurnRow {
  attempt_id: number;
  seq: number;
  speaker: PracticeSpeaker;
  content: string;
  status: PracticeTurnStatus;
  error_code: string | null;
  node_id: string | null;
  reply_id: string | null;
  created_at: Date | string;
}

/** What telling a lost reply or a stalled grading apart needs: the time and the model's deadlines. */
export interface DtoTimes {
  now: Date;
  replyTimeoutMs: number;
  gradingTimeoutMs: number;
}

/** What building an attempt's DTO needs of its lesson. */
export interface PracticeLessonRow {
  lesson_id: number;
  rubric: RubricCriterion[];
  pass_mark: number;
  max_turns: number;
  graph: ScenarioGraph | null;
}

/** The start of `now`'s UTC day: the learner's daily token budget counts from there. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A pending reply older than the reply timeout (and a margin) was lost with the server that wrote it. */
export function isLostReply(createdAt: Date | string, times: Pick<DtoTimes, 'now' | 'replyTimeoutMs'>): boolean {
  return times.now.getTime() - new Date(createdAt).getTime() > times.replyTimeoutMs + LOST_MARGIN_MS;
}

/**
 * Whether an attempt in `grading` is not being graded: its last grading failed, or started longer ago
 * than two grading calls (a first answer and its retry) could take, so it was lost with its server.
 */
export function gradingStalled(attempt: AttemptRow, times: DtoTimes): boolean {
  if (attempt.status !== 'grading') return false;
  if (attempt.grading_error !== null) return true;
  const started = attempt.grading_started_at ?? attempt.ended_at;
  return started === null || times.now.getTime() - new Date(started).getTime() > 2 * times.gradingTimeoutMs + LOST_MARGIN_MS;
}

export function gradingErrorMessage(code: string): string {
  return code === ErrorCode.PRACTICE_DAILY_BUDGET_SPENT ? DAILY_BUDGET_GRADING_MESSAGE : modelErrorMessage(code);
}

/** A lost pending reply reads as failed with MODEL_TIMEOUT, so the learner can retry it. */
export function toTurn(turn: TurnRow, times: DtoTimes): PracticeTurnDto {
  if (turn.status === 'pending' && isLostReply(turn.created_at, times)) {
    return {
      seq: turn.seq,
      speaker: turn.speaker,
      content: '',
      status: 'failed',
      error: { code: ErrorCode.MODEL_TIMEOUT, message: modelErrorMessage(ErrorCode.MODEL_TIMEOUT) },
    };
  }
  return {
    seq: turn.seq,
    speaker: turn.speaker,
    content: turn.content,
    status: turn.status,
    error: turn.status === 'failed' && turn.error_code ? { code: turn.error_code, message: modelErrorMessage(turn.error_code) } : null,
  };
}

/** The scenario choices in the order made: the persona's line each answered, the reply and its feedback. */
export function choicesOf(graph: ScenarioGraph | null, turns: readonly TurnRow[]): PracticeChoiceDto[] {
  const choices: PracticeChoiceDto[] = [];
  let line = '';
  for (const turn of turns) {
    if (turn.speaker === 'persona') line = turn.content;
    else if (turn.reply_id !== null) {
      const reply = graph ? replyAt(graph, turn.node_id, turn.reply_id) : undefined;
      choices.push({ line, reply: turn.content, feedback: reply?.feedback ?? '' });
    }
  }
  return choices;
}

function criterionResult(rubric: readonly RubricCriterion[], result: CriterionResult): PracticeCriterionResultDto {
  const criterion = rubric.find((item) => item.id === result.criterionId);
  return {
    criterionId: result.criterionId,
    name: criterion?.name ?? result.criterionId,
    weight: criterion?.weight ?? 0,
    score: result.score,
    maxScore: CRITERION_SCORE_MAX,
    evidence: result.evidence,
    tip: result.tip,
    overridden: result.override ? { comment: result.override.comment } : null,
  };
}

/** An attempt as its learner sees it; `turns` are its own, in order. */
export function toAttemptDto(
  attempt: AttemptRow,
  lesson: PracticeLessonRow,
  turns: readonly TurnRow[],
  times: DtoTimes,
): PracticeAttemptDto {
  const node =
    attempt.mode === 'scenario' && attempt.status === 'in_progress' && lesson.graph
      ? lesson.graph.nodes.find((item) => item.id === attempt.current_node)
      : undefined;
  const learnerTurns = turns.filter((turn) => turn.speaker === 'learner').length;
  const graded = attempt.status === 'graded' && attempt.scores !== null && attempt.total !== null;
  return {
    id: attempt.id,
    lessonId: attempt.lesson_id,
    attemptNumber: attempt.attempt_number,
    mode: attempt.mode,
    status: attempt.status,
    startedAt: iso(attempt.started_at)!,
    endedAt: iso(attempt.ended_at),
    endReason: attempt.end_reason,
    turnsLeft: attempt.mode === 'ai' ? Math.max(0, lesson.max_turns - learnerTurns) : null,
    turns: turns.map((turn) => toTurn(turn, times)),
    options: node ? node.replies.map((reply) => ({ id: reply.id, text: reply.text })) : [],
    result: graded
      ? {
          total: attempt.total!,
          passed: attempt.passed === true,
          passMark: lesson.pass_mark,
          criteria: attempt.scores!.map((result) => criterionResult(lesson.rubric, result)),
          choices: attempt.mode === 'scenario' ? choicesOf(lesson.graph, turns) : [],
        }
      : null,
    gradingError: gradingStalled(attempt, times)
      ? {
          code: attempt.grading_error ?? ErrorCode.MODEL_TIMEOUT,
          message: gradingErrorMessage(attempt.grading_error ?? ErrorCode.MODEL_TIMEOUT),
        }
      : null,
  };
}

/** Every rubric criterion of an ended attempt with its score so far, for the reviewer. */
export function reviewCriteria(attempt: AttemptRow, rubric: readonly RubricCriterion[]): AdminCriterionScoreDto[] {
  if (attempt.status === 'in_progress') return [];
  const scores = new Map((attempt.scores ?? []).map((result) => [result.criterionId, result]));
  return rubric.map((criterion) => {
    const result = scores.get(criterion.id);
    return {
      criterionId: criterion.id,
      name: criterion.name,
      weight: criterion.weight,
      score: result ? result.score : null,
      originalScore: result?.override?.originalScore ?? null,
      evidence: result?.evidence ?? '',
      tip: result?.tip ?? '',
      overridden: result?.override ? { comment: result.override.comment } : null,
    };
  });
}
