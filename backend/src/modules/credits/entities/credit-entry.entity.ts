import { defineEntity, p } from '@mikro-orm/core';
import { SessionAttendance } from '../../cohorts/entities/session-attendance.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { CREDIT_BODIES, CREDIT_CATEGORIES } from '../public/credit-rules.js';

/**
 * Credits a learner earned elsewhere and adds to their own ledger (a conference, a webinar, another
 * provider's course), or that the academy recorded for a live session they attended (`attendance` set:
 * the learner cannot change those, and withdrawing the confirmation removes them).
 */
const CreditEntrySchema = defineEntity({
  name: 'CreditEntry',
  tableName: 'credit_entries',
  indexes: [
    { name: 'credit_entries_user_earned_on_index', properties: ['user', 'earnedOn'] },
    { name: 'credit_entries_attendance_index', properties: ['attendance'] },
  ],
  checks: [
    { name: 'credit_entries_hundredths_check', expression: '(hundredths > 0) AND (hundredths <= 100000)' },
    { name: 'credit_entries_general_unless_hrci', expression: "(body = 'hrci') OR (category = 'general')" },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** The day the credits were earned ('YYYY-MM-DD'). */
    earnedOn: p.date(),
    provider: p.string().length(200),
    activityTitle: p.string().length(200),
    body: p.enum(CREDIT_BODIES),
    category: p.enum(CREDIT_CATEGORIES).default('general'),
    /** The CPD body named for CPD hours, if the learner gave one. */
    bodyName: p.string().length(100).nullable(),
    /** The body's activity ID, if the learner has one. */
    activityId: p.string().length(40).nullable(),
    hundredths: p.integer(),
    attendance: () => p.manyToOne(SessionAttendance).nullable().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class CreditEntry extends CreditEntrySchema.class {}
CreditEntrySchema.setClass(CreditEntry);
export { CreditEntrySchema };
