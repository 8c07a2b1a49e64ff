import { defineEntity, p } from '@mikro-orm/core';
import { CreditEntry } from './credit-entry.entity.js';

/** The evidence file of a learner's own credit entry (a certificate of attendance), kept in PostgreSQL like library files. */
const CreditEvidenceSchema = defineEntity({
  name: 'CreditEvidence',
  tableName: 'credit_evidence',
  checks: [{ name: 'credit_evidence_size_check', expression: '((size >= 1) AND (size <= 10485760)) AND (octet_length(data) = size)' }],
  properties: {
    entry: () => p.oneToOne(CreditEntry).primary().owner().deleteRule('cascade'),
    fileName: p.string().length(255),
    contentType: p.string().length(120),
    size: p.integer(),
    data: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CreditEvidence extends CreditEvidenceSchema.class {}
CreditEvidenceSchema.setClass(CreditEvidence);
export { CreditEvidenceSchema };
