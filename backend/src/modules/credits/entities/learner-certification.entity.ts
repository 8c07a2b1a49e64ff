import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { CERTIFICATIONS } from '../public/credit-rules.js';

/** A certification the learner keeps (SHRM-CP, PHR, CPD with a body…) and the dates of its current recertification cycle. */
const LearnerCertificationSchema = defineEntity({
  name: 'LearnerCertification',
  tableName: 'learner_certifications',
  indexes: [
    {
      name: 'learner_certifications_user_certification_unique',
      expression:
        'create unique index "learner_certifications_user_certification_unique" on "learner_certifications" ("user_id", "certification", lower(coalesce("body_name", \'\')))',
    },
  ],
  checks: [
    { name: 'learner_certifications_cycle_check', expression: 'cycle_end > cycle_start' },
    { name: 'learner_certifications_body_name_check', expression: "(certification = 'cpd') = (body_name IS NOT NULL)" },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    certification: p.enum(CERTIFICATIONS),
    /** The CPD body the learner reports to (CPD only). */
    bodyName: p.string().length(100).nullable(),
    /** The cycle's first and last day, inclusive (calendar dates, 'YYYY-MM-DD'). */
    cycleStart: p.date(),
    cycleEnd: p.date(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class LearnerCertification extends LearnerCertificationSchema.class {}
LearnerCertificationSchema.setClass(LearnerCertification);
export { LearnerCertificationSchema };
