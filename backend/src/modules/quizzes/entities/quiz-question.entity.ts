import { defineEntity, p } from '@mikro-orm/core';
import { CandidatePool } from '../../sourcing/entities/candidate-pool.entity.js';
import type { SearchExercise } from '../search-exercise.js';
import { Quiz } from './quiz.entity.js';

export const QUESTION_TYPES = ['multiple_choice', 'short_answer', 'long_answer', 'file_upload', 'boolean_search'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Graded by an admin, not by the server. */
export const MANUALLY_GRADED: readonly QuestionType[] = ['long_answer', 'file_upload'];

const QuizQuestionSchema = defineEntity({
  name: 'QuizQuestion',
  tableName: 'quiz_questions',
  indexes: [{ properties: ['quiz', 'order'] }],
  checks: [{ name: 'quiz_questions_points_check', expression: '(points >= 1) AND (points <= 100)' }],
  properties: {
    id: p.integer().primary(),
    quiz: () => p.manyToOne(Quiz).deleteRule('cascade'),
    type: p.enum(QUESTION_TYPES),
    question: p.text(),
    /** Multiple choice: the choices, in the order shown. */
    options: p.json<string[]>().default('[]'),
    /** Multiple choice: zero-based indexes of the correct options (one or more). Never sent to learners. */
    correctOptions: p.json<number[]>().default('[]'),
    /** Short answer: accepted answers, compared ignoring case and extra spaces. Never sent to learners. */
    acceptedAnswers: p.json<string[]>().default('[]'),
    /** Plain text shown with the correct answer after submitting, when the quiz allows review. Never sent before. */
    explanation: p.text().default(''),
    /** Boolean search: the candidate pool searched. A pool used by a question cannot be deleted. */
    searchPool: () => p.manyToOne(CandidatePool).nullable().deleteRule('restrict').index(),
    /** Boolean search: the reference query, fields, threshold and target set. Never sent to learners. */
    search: p.json<SearchExercise>().nullable(),
    points: p.integer().default(1),
    order: p.integer().default(0),
  },
});

export class QuizQuestion extends QuizQuestionSchema.class {}
QuizQuestionSchema.setClass(QuizQuestion);
export { QuizQuestionSchema };
