import { defineEntity, p } from '@mikro-orm/core';
import { CERTIFICATIONS } from '../public/credit-rules.js';

/**
 * What each certification asks for in a recertification cycle: an academy setting that admins change,
 * seeded by the migration with the bodies' published figures (docs/product-rules.md#continuing-education-credits).
 */
const CertificationRequirementSchema = defineEntity({
  name: 'CertificationRequirement',
  tableName: 'certification_requirements',
  checks: [
    {
      name: 'certification_requirements_amounts_check',
      expression:
        '((total_hundredths IS NULL) OR ((total_hundredths > 0) AND (total_hundredths <= 100000))) AND (ethics_hundredths >= 0) AND (business_hundredths >= 0) AND (global_hundredths >= 0)',
    },
    { name: 'certification_requirements_cycle_years_check', expression: '(cycle_years >= 1) AND (cycle_years <= 10)' },
  ],
  properties: {
    certification: p.enum(CERTIFICATIONS).primary(),
    /** Credits needed in a cycle; null: no requirement (the learner tracks hours only). */
    totalHundredths: p.integer().nullable(),
    /** Of the total, at least this many in HRCI's ethics, business and global categories. */
    ethicsHundredths: p.integer().default(0),
    businessHundredths: p.integer().default(0),
    globalHundredths: p.integer().default(0),
    /** A cycle's length, which the learner's end date starts from. */
    cycleYears: p.smallint().default(3),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class CertificationRequirement extends CertificationRequirementSchema.class {}
CertificationRequirementSchema.setClass(CertificationRequirement);
export { CertificationRequirementSchema };
