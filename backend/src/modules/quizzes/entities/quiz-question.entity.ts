import { defineEntity, p } from '@mikro-orm/core';
import { Quiz } from './quiz.entity.js';

export const QUESTION_TYPES = ['multiple_choice', 'short_answer', 'long_answer', 'file_upload'] as const;
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
    points: p.integer().default(1),
    order: p.integer().default(0),
  },
});

export class QuizQuestion extends QuizQuestionSchema.class {}
QuizQuestionSchema.setClass(QuizQuestion);
export { QuizQuestionSchema };
