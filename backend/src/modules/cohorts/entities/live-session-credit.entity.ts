import { defineEntity, p } from '@mikro-orm/core';
import { CREDIT_BODIES, CREDIT_CATEGORIES } from '../../credits/public/credit-rules.js';
import { LiveSession } from './live-session.entity.js';

/**
 * The continuing-education credits attending a live session earns, line for line like a course's
 * (`course_credits`): an admin's confirmation of attendance records them in the learner's ledger.
 */
const LiveSessionCreditSchema = defineEntity({
  name: 'LiveSessionCredit',
  tableName: 'live_session_credits',
  uniques: [{ properties: ['session', 'body', 'category'] }],
  checks: [
    { name: 'live_session_credits_hundredths_check', expression: '(hundredths > 0) AND (hundredths <= 10000) AND ((hundredths % 25) = 0)' },
    { name: 'live_session_credits_general_unless_hrci', expression: "(body = 'hrci') OR (category = 'general')" },
    { name: 'live_session_credits_body_name_check', expression: "(body = 'cpd') = (body_name IS NOT NULL)" },
    { name: 'live_session_credits_activity_id_check', expression: "(body <> 'hrci') OR (activity_id IS NOT NULL)" },
  ],
  properties: {
    id: p.integer().primary(),
    session: () => p.manyToOne(LiveSession).deleteRule('cascade'),
    body: p.enum(CREDIT_BODIES),
    category: p.enum(CREDIT_CATEGORIES).default('general'),
    hundredths: p.integer(),
    activityId: p.string().length(20).nullable(),
    bodyName: p.string().length(100).nullable(),
  },
});

export class LiveSessionCredit extends LiveSessionCreditSchema.class {}
LiveSessionCreditSchema.setClass(LiveSessionCredit);
export { LiveSessionCreditSchema };
