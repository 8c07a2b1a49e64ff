import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { PracticeAttempt } from './practice-attempt.entity.js';

export const MODEL_USAGE_PURPOSES = ['reply', 'grading'] as const;
export type ModelUsagePurpose = (typeof MODEL_USAGE_PURPOSES)[number];

/**
 * Tokens spent at the academy's model provider, one row per call: the learner's daily budget and the
 * admins' per-course, per-month report read it. The row outlives a deleted account or attempt (the
 * academy paid for it), without saying whose it was.
 */
const ModelUsageSchema = defineEntity({
  name: 'ModelUsage',
  tableName: 'model_usage',
  indexes: [
    { name: 'model_usage_user_day_index', properties: ['user', 'createdAt'] },
    { name: 'model_usage_course_month_index', properties: ['course', 'createdAt'] },
    { properties: ['attempt'] },
    { name: 'model_usage_created_at_index', properties: ['createdAt'] },
  ],
  checks: [{ name: 'model_usage_tokens_check', expression: 'tokens >= 0' }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('set null').nullable(),
    course: () => p.manyToOne(Course).deleteRule('set null').nullable(),
    attempt: () => p.manyToOne(PracticeAttempt).deleteRule('set null').nullable(),
    purpose: p.enum(MODEL_USAGE_PURPOSES),
    tokens: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ModelUsage extends ModelUsageSchema.class {}
ModelUsageSchema.setClass(ModelUsage);
export { ModelUsageSchema };
