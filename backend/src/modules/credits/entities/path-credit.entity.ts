import { defineEntity, p } from '@mikro-orm/core';
import { LearningPath } from '../../paths/entities/learning-path.entity.js';
import { CREDIT_BODIES, CREDIT_CATEGORIES } from '../public/credit-rules.js';

/**
 * The continuing-education credits a learning path's certificate earns, line for line like a course's
 * (`course_credits`): what completing the whole path adds to the credits of its courses.
 */
const PathCreditSchema = defineEntity({
  name: 'PathCredit',
  tableName: 'path_credits',
  uniques: [{ properties: ['path', 'body', 'category'] }],
  checks: [
    { name: 'path_credits_hundredths_check', expression: '(hundredths > 0) AND (hundredths <= 10000) AND ((hundredths % 25) = 0)' },
    { name: 'path_credits_general_unless_hrci', expression: "(body = 'hrci') OR (category = 'general')" },
    { name: 'path_credits_body_name_check', expression: "(body = 'cpd') = (body_name IS NOT NULL)" },
    { name: 'path_credits_activity_id_check', expression: "(body <> 'hrci') OR (activity_id IS NOT NULL)" },
  ],
  properties: {
    id: p.integer().primary(),
    path: () => p.manyToOne(LearningPath).deleteRule('cascade'),
    body: p.enum(CREDIT_BODIES),
    category: p.enum(CREDIT_CATEGORIES).default('general'),
    hundredths: p.integer(),
    activityId: p.string().length(20).nullable(),
    bodyName: p.string().length(100).nullable(),
  },
});

export class PathCredit extends PathCreditSchema.class {}
PathCreditSchema.setClass(PathCredit);
export { PathCreditSchema };
