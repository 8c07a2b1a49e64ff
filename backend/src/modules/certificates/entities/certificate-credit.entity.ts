import { defineEntity, p } from '@mikro-orm/core';
import { Certificate } from './certificate.entity.js';
import { CREDIT_BODIES, CREDIT_CATEGORIES } from '../../credits/public/credit-rules.js';

/**
 * The credits a certificate earned: the course's credits copied when the certificate was issued, in
 * the same transaction, so that later edits of the course do not change what was earned. They are
 * also the academy's provider records (docs/adr/0022-credit-records-and-account-deletion.md).
 */
const CertificateCreditSchema = defineEntity({
  name: 'CertificateCredit',
  tableName: 'certificate_credits',
  uniques: [{ properties: ['certificate', 'body', 'category'] }],
  indexes: [{ name: 'certificate_credits_body_earned_at_index', properties: ['body', 'earnedAt'] }],
  checks: [{ name: 'certificate_credits_hundredths_check', expression: 'hundredths > 0' }],
  properties: {
    id: p.integer().primary(),
    certificate: () => p.manyToOne(Certificate).deleteRule('cascade'),
    body: p.enum(CREDIT_BODIES),
    category: p.enum(CREDIT_CATEGORIES),
    hundredths: p.integer(),
    activityId: p.string().length(20).nullable(),
    bodyName: p.string().length(100).nullable(),
    /** When the certificate was issued: the provider records' date, kept here for the export's (body, date) lookups. */
    earnedAt: p.datetime(),
  },
});

export class CertificateCredit extends CertificateCreditSchema.class {}
CertificateCreditSchema.setClass(CertificateCredit);
export { CertificateCreditSchema };
