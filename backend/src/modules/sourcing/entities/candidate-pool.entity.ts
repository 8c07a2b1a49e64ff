import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/** A set of candidate profiles that search exercises run against: the demo pool or one an admin imported. */
const CandidatePoolSchema = defineEntity({
  name: 'CandidatePool',
  tableName: 'candidate_pools',
  indexes: [
    {
      name: 'candidate_pools_name_unique',
      expression: 'create unique index "candidate_pools_name_unique" on "candidate_pools" (lower("name"))',
    },
    {
      name: 'candidate_pools_single_default',
      expression: 'create unique index "candidate_pools_single_default" on "candidate_pools" ("is_default") where "is_default"',
    },
  ],
  checks: [{ name: 'candidate_pools_profile_count_check', expression: 'profile_count >= 0' }],
  properties: {
    id: p.integer().primary(),
    /** Unique ignoring case. */
    name: p.string().length(120),
    description: p.text().default(''),
    /** The pool new exercises start with; at most one. */
    isDefault: p.boolean().default(false),
    profileCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export class CandidatePool extends CandidatePoolSchema.class {}
CandidatePoolSchema.setClass(CandidatePool);
export { CandidatePoolSchema };
