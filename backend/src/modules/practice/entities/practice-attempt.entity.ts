import { defineEntity, p } from '@mikro-orm/core';
import { Lesson } from '../../catalog/entities/lesson.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { PRACTICE_MODES, type CriterionResult } from '../public/practice-types.js';

/**
 * `in_progress`: the conversation goes on; `grading`: ended, the model grades it; `graded`: scores are
 * final; `needs_review`: the model's grading failed twice, an admin scores it.
 */
export const PRACTICE_ATTEMPT_STATUSES = ['in_progress', 'grading', 'graded', 'needs_review'] as const;
export type PracticeAttemptStatus = (typeof PRACTICE_ATTEMPT_STATUSES)[number];
export const PRACTICE_END_REASONS = ['learner', 'max_turns', 'scenario_end'] as const;
export type PracticeEndReason = (typeof PRACTICE_END_REASONS)[number];

/** One try at a practice lesson. At most one `in_progress` attempt per learner and lesson. */
const PracticeAttemptSchema = defineEntity({
  name: 'PracticeAttempt',
  tableName: 'practice_attempts',
  uniques: [{ properties: ['lesson', 'user', 'attemptNumber'] }],
  indexes: [
    { properties: ['user'] },
    {
      name: 'practice_attempts_lesson_started_index',
      expression: `create index "practice_attempts_lesson_started_index" on "practice_attempts" ("lesson_id", "started_at" desc)`,
    },
    {
      name: 'practice_attempts_one_in_progress',
      expression: `create unique index "practice_attempts_one_in_progress" on "practice_attempts" ("lesson_id", "user_id") where status = 'in_progress'`,
    },
  ],
  checks: [
    { name: 'practice_attempts_attempt_number_check', expression: 'attempt_number >= 1' },
    { name: 'practice_attempts_ended_check', expression: "(status = 'in_progress') = (ended_at IS NULL)" },
    { name: 'practice_attempts_total_check', expression: '(total IS NULL) OR ((total >= 0) AND (total <= 100))' },
  ],
  properties: {
    id: p.integer().primary(),
    lesson: () => p.manyToOne(Lesson).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    attemptNumber: p.smallint(),
    /** The lesson's mode when the attempt started. */
    mode: p.enum(PRACTICE_MODES),
    status: p.enum(PRACTICE_ATTEMPT_STATUSES).default('in_progress'),
    /** Scenario mode: the node the learner is at. */
    currentNode: p.string().length(64).nullable(),
    startedAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    endReason: p.enum(PRACTICE_END_REASONS).nullable(),
    gradedAt: p.datetime().nullable(),
    scores: p.json<CriterionResult[]>().nullable(),
    /** Percent, computed by the server from the rubric's weights. */
    total: p.smallint().nullable(),
    passed: p.boolean().nullable(),
    /** The error code of the last grading that failed (cleared when a grading starts or succeeds). */
    gradingError: p.string().length(64).nullable(),
    /** When the latest grading started: one older than the grading deadlines was lost. */
    gradingStartedAt: p.datetime().nullable(),
  },
});

export class PracticeAttempt extends PracticeAttemptSchema.class {}
PracticeAttemptSchema.setClass(PracticeAttempt);
export { PracticeAttemptSchema };
