import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import type { SearchGradeMap } from '../search-exercise.js';
import { Quiz } from './quiz.entity.js';

export const ATTEMPT_STATUSES = ['in_progress', 'submitted', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** A learner's answer to one question: option indexes (multiple choice) or text. Files live in quiz_uploads. */
export type AnswerValue = number[] | string;
/** Per question id. */
export type AnswerMap = Record<string, AnswerValue>;
/** Points given to a question (by the server, or by an admin for long answers and files). */
export interface QuestionGrade {
  points: number;
  comment: string | null;
  gradedAt: string;
  /** Admin who graded it; absent when graded by the server. */
  gradedBy?: number;
}
export type GradeMap = Record<string, QuestionGrade>;

/**
 * One attempt at a quiz. At most one `in_progress` attempt per learner and quiz, numbers 1..maxAttempts
 * (both enforced by unique indexes, the first one partial).
 */
const QuizAttemptSchema = defineEntity({
  name: 'QuizAttempt',
  tableName: 'quiz_attempts',
  uniques: [{ properties: ['quiz', 'user', 'attemptNumber'] }],
  indexes: [
    { properties: ['user'] },
    { properties: ['quiz', 'submittedAt'] },
    {
      name: 'quiz_attempts_one_in_progress',
      expression: `create unique index "quiz_attempts_one_in_progress" on "quiz_attempts" ("quiz_id", "user_id") where status = 'in_progress'`,
    },
  ],
  checks: [
    { name: 'quiz_attempts_attempt_number_check', expression: 'attempt_number >= 1' },
    { name: 'quiz_attempts_finished_check', expression: "(status = 'in_progress') = (submitted_at IS NULL)" },
  ],
  properties: {
    id: p.integer().primary(),
    quiz: () => p.manyToOne(Quiz).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    attemptNumber: p.integer(),
    status: p.enum(ATTEMPT_STATUSES).default('in_progress'),
    startedAt: p.datetime(),
    /** startedAt + the quiz's time limit when the attempt started; null = untimed. */
    deadline: p.datetime().nullable(),
    submittedAt: p.datetime().nullable(),
    answers: p.json<AnswerMap>().default('{}'),
    grades: p.json<GradeMap>().default('{}'),
    /** Boolean search questions: how the final search string did (precision, recall, F1, missed and wrong candidates). */
    searchGrades: p.json<SearchGradeMap>().default('{}'),
    /** Percent of all points, counting questions awaiting review as 0 until graded. */
    score: p.integer().nullable(),
    earnedPoints: p.integer().nullable(),
    totalPoints: p.integer().nullable(),
    /** Null while undecided (awaiting review, or the quiz has no pass mark). */
    passed: p.boolean().nullable(),
    pendingReview: p.boolean().default(false),
  },
});

export class QuizAttempt extends QuizAttemptSchema.class {}
QuizAttemptSchema.setClass(QuizAttempt);
export { QuizAttemptSchema };
