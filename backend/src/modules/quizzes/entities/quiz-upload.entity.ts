import { defineEntity, p } from '@mikro-orm/core';
import { QuizAttempt } from './quiz-attempt.entity.js';
import { QuizQuestion } from './quiz-question.entity.js';

/** The file answering a file_upload question: one per attempt and question, stored in PostgreSQL. */
const QuizUploadSchema = defineEntity({
  name: 'QuizUpload',
  tableName: 'quiz_uploads',
  uniques: [{ properties: ['attempt', 'question'] }],
  checks: [{ name: 'quiz_uploads_size_check', expression: '((size >= 1) AND (size <= 10485760)) AND (octet_length(data) = size)' }],
  properties: {
    id: p.integer().primary(),
    attempt: () => p.manyToOne(QuizAttempt).deleteRule('cascade'),
    question: () => p.manyToOne(QuizQuestion).deleteRule('cascade').index(),
    fileName: p.string().length(255),
    contentType: p.string().length(120),
    size: p.integer(),
    data: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class QuizUpload extends QuizUploadSchema.class {}
QuizUploadSchema.setClass(QuizUpload);
export { QuizUploadSchema };
