import { defineEntity, p } from '@mikro-orm/core';
import { Lesson } from '../../catalog/entities/lesson.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { SCORM_COMPLETION_STATUSES, SCORM_SUCCESS_STATUSES, SCORM_VERSIONS, type ScormCmi } from '../public/scorm-types.js';

/** A learner's run-time data for a SCORM lesson: one row per learner and lesson, rewritten by every commit. */
const ScormAttemptSchema = defineEntity({
  name: 'ScormAttempt',
  tableName: 'scorm_attempts',
  uniques: [{ properties: ['lesson', 'user'] }],
  indexes: [{ properties: ['user'] }],
  checks: [
    {
      name: 'scorm_attempts_score_scaled_check',
      expression: "(score_scaled IS NULL) OR ((score_scaled >= '-1'::double precision) AND (score_scaled <= '1'::double precision))",
    },
    { name: 'scorm_attempts_total_seconds_check', expression: 'total_seconds >= 0' },
  ],
  properties: {
    id: p.integer().primary(),
    lesson: () => p.manyToOne(Lesson).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** The package (its storageId) the data belongs to: a replaced package starts afresh. */
    packageId: p.uuid(),
    version: p.enum(SCORM_VERSIONS),
    /** The elements kept to resume (location, suspend data, statuses, score, total time). */
    cmi: p.json<ScormCmi>(),
    completionStatus: p.enum(SCORM_COMPLETION_STATUSES).default('not_attempted'),
    successStatus: p.enum(SCORM_SUCCESS_STATUSES).default('unknown'),
    scoreRaw: p.double().nullable(),
    scoreMin: p.double().nullable(),
    scoreMax: p.double().nullable(),
    scoreScaled: p.double().nullable(),
    totalSeconds: p.integer().default(0),
    commitCount: p.integer().default(0),
    /** When the package first reported the lesson done (completed, and passed if it reports success); never cleared. */
    completedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime(),
  },
});

export class ScormAttempt extends ScormAttemptSchema.class {}
ScormAttemptSchema.setClass(ScormAttempt);
export { ScormAttemptSchema };
