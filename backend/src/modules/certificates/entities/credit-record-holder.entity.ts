import { defineEntity, p } from '@mikro-orm/core';
import { Certificate } from './certificate.entity.js';

/**
 * Who earned a certificate's credits, kept when its holder deletes their account: the provider records
 * must still name the learner until the academy's retention period ends, then the daily purge drops
 * this row (docs/adr/0022-credit-records-and-account-deletion.md). While the account lives, the
 * records read the name and address from the account itself.
 */
const CreditRecordHolderSchema = defineEntity({
  name: 'CreditRecordHolder',
  tableName: 'credit_record_holders',
  properties: {
    certificate: () => p.oneToOne(Certificate).primary().owner().deleteRule('cascade'),
    /** The learner's display name and address when the account was deleted. */
    learnerName: p.string().length(255),
    email: p.string().length(320),
    accountDeletedAt: p.datetime(),
  },
});

export class CreditRecordHolder extends CreditRecordHolderSchema.class {}
CreditRecordHolderSchema.setClass(CreditRecordHolder);
export { CreditRecordHolderSchema };
