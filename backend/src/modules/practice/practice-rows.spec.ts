import type { AttemptRow, DtoTimes, PracticeLessonRow, TurnRow } from './practice-rows.js';
import { gradingStalled, toAttemptDto } from './practice-rows.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const TIMES: DtoTimes = { now: NOW, replyTimeoutMs: 30_000, gradingTimeoutMs: 60_000 };
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const LESSON: PracticeLessonRow = {
  lesson_id: 1,
  rubric: [{ id: 'c', name: 'C', weight: 1, good: 'Good', poor: 'Poor' }],
  pass_mark: 50,
  max_turns: 5,
  graph: null,
};

function attempt(overrides: Partial<AttemptRow> = {}): AttemptRow {
  return {
    id: 1,
    lesson_id: 1,
    user_id: 1,
    attempt_number: 1,
    mode: 'ai',
    status: 'in_progress',
    current_node: null,
    started_at: ago(600_000),
    ended_at: null,
    end_reason: null,
    graded_at: null,
    scores: null,
    total: null,
    passed: null,
    grading_error: null,
    grading_started_at: null,
    ...overrides,
  };
}

const turn = (seq: number, speaker: TurnRow['speaker'], status: TurnRow['status'], createdAt: Date): TurnRow => ({
  attempt_id: 1,
  seq,
  speaker,
  content: status === 'complete' ? `line ${seq}` : '',
  status,
  error_code: null,
  node_id: null,
  reply_id: null,
  created_at: createdAt,
});

describe('an attempt as its learner sees it', () => {
  it('reports a pending reply older than the reply timeout and its margin as failed with MODEL_TIMEOUT, so it can be retried', () => {
    const turns = [
      turn(0, 'persona', 'complete', ago(60_000)),
      turn(1, 'learner', 'complete', ago(45_001)),
      turn(2, 'persona', 'pending', ago(45_001)),
    ];
    const lost = toAttemptDto(attempt(), LESSON, turns, TIMES).turns[2];
    expect(lost).toEqual({
      seq: 2,
      speaker: 'persona',
      content: '',
      status: 'failed',
      error: { code: 'MODEL_TIMEOUT', message: expect.stringMatching(/try again/) },
    });
    turns[2] = turn(2, 'persona', 'pending', ago(45_000));
    expect(toAttemptDto(attempt(), LESSON, turns, TIMES).turns[2]).toMatchObject({ status: 'pending', error: null });
  });

  it('gives a failed reply the same message as the live error', () => {
    const failed = { ...turn(1, 'persona', 'failed', NOW), error_code: 'MODEL_RATE_LIMITED' };
    expect(toAttemptDto(attempt(), LESSON, [failed], TIMES).turns[0].error).toEqual({
      code: 'MODEL_RATE_LIMITED',
      message: 'The AI is busy right now. Nothing is lost: wait a moment and try again.',
    });
  });

  it('says a grading failed or was lost, and says nothing while one runs', () => {
    const grading = { status: 'grading' as const, ended_at: ago(1000) };
    expect(toAttemptDto(attempt(grading), LESSON, [], TIMES).gradingError).toBeNull();
    expect(toAttemptDto(attempt({ ...grading, grading_error: 'MODEL_UNAVAILABLE' }), LESSON, [], TIMES).gradingError).toEqual({
      code: 'MODEL_UNAVAILABLE',
      message: 'The AI could not be reached. Nothing is lost: try again in a moment.',
    });
    expect(toAttemptDto(attempt({ ...grading, grading_error: 'PRACTICE_DAILY_BUDGET_SPENT' }), LESSON, [], TIMES).gradingError).toEqual({
      code: 'PRACTICE_DAILY_BUDGET_SPENT',
      message: expect.stringContaining('tomorrow'),
    });
    // Started longer ago than a grading and its retry can take: lost with its server.
    const lost = attempt({ status: 'grading', ended_at: ago(600_000), grading_started_at: ago(135_001) });
    expect(toAttemptDto(lost, LESSON, [], TIMES).gradingError).toMatchObject({ code: 'MODEL_TIMEOUT' });
    expect(gradingStalled({ ...lost, grading_started_at: ago(135_000) }, TIMES)).toBe(false);
    expect(gradingStalled(attempt({ status: 'graded', grading_error: 'MODEL_TIMEOUT' }), TIMES)).toBe(false);
  });
});
