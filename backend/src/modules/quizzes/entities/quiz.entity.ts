import { defineEntity, p } from '@mikro-orm/core';
import { Lesson } from '../../catalog/entities/lesson.entity.js';

/** The quiz of a quiz lesson (at most one per lesson). */
const QuizSchema = defineEntity({
  name: 'Quiz',
  tableName: 'quizzes',
  checks: [
    { name: 'quizzes_max_attempts_check', expression: '(max_attempts IS NULL) OR ((max_attempts >= 1) AND (max_attempts <= 100))' },
    { name: 'quizzes_pass_mark_check', expression: '(pass_mark IS NULL) OR ((pass_mark >= 0) AND (pass_mark <= 100))' },
    { name: 'quizzes_time_limit_check', expression: '(time_limit IS NULL) OR ((time_limit >= 1) AND (time_limit <= 600))' },
  ],
  properties: {
    id: p.integer().primary(),
    lesson: () => p.oneToOne(Lesson).owner().unique().deleteRule('cascade'),
    title: p.string().length(200),
    description: p.text().default(''),
    /** Minutes; null = no time limit. */
    timeLimit: p.integer().nullable(),
    /** Percent needed to pass; null = no pass mark (submitting completes the lesson). */
    passMark: p.integer().nullable(),
    /** Null = unlimited. */
    maxAttempts: p.integer().nullable(),
    /** After submitting, learners see the correct answers and the explanations. */
    allowReview: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Quiz extends QuizSchema.class {}
QuizSchema.setClass(Quiz);
export { QuizSchema };
