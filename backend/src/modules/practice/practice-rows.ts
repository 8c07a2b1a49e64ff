import type { ErrorCode } from '../../common/errors/error-codes.js';
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
}

/** What building an attempt's DTO needs of its lesson. */
export interface PracticeLessonRow {
  lesson_id: number;
  rubric: RubricCriterion[];
  pass_mark: number;
  max_turns: number;
  graph: ScenarioGraph | null;
}

export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** What a learner reads about a persona reply that failed; each says they can retry. */
const TURN_ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  MODEL_TIMEOUT: 'The reply took too long to arrive. Retry to ask for it again.',
  MODEL_RATE_LIMITED: 'The AI provider is busy right now. Wait a moment, then retry.',
  MODEL_UNAVAILABLE: 'The AI provider could not be reached. Retry in a moment.',
  MODEL_KEY_REFUSED: 'The AI provider refused the academy’s key. Retry later; if it keeps failing, tell the academy’s admins.',
  PRACTICE_ATTEMPT_BUDGET_SPENT: 'This conversation has used all the AI time it may. End it to get your result.',
  PRACTICE_DAILY_BUDGET_SPENT: 'You have used today’s AI practice time. Retry tomorrow.',
};

export function turnErrorMessage(code: string): string {
  return TURN_ERROR_MESSAGES[code as ErrorCode] ?? 'The reply failed. Retry to ask for it again.';
}

export function toTurn(turn: TurnRow): PracticeTurnDto {
  return {
    seq: turn.seq,
    speaker: turn.speaker,
    content: turn.content,
    status: turn.status,
    error: turn.status === 'failed' && turn.error_code ? { code: turn.error_code, message: turnErrorMessage(turn.error_code) } : null,
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
export function toAttemptDto(attempt: AttemptRow, lesson: PracticeLessonRow, turns: readonly TurnRow[]): PracticeAttemptDto {
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
    turns: turns.map(toTurn),
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
      originalScore: result?.override ? result.override.originalScore : null,
      evidence: result?.evidence ?? '',
      tip: result?.tip ?? '',
      overridden: result?.override ? { comment: result.override.comment } : null,
    };
  });
}
