import { defineEntity, p } from '@mikro-orm/core';

/** Provider records of deleted accounts are kept this many years after the credits were earned, until an admin changes it. */
export const DEFAULT_RECORD_RETENTION_YEARS = 5;

/** The academy's settings for credits that are not per certification: one row, written by the migration. */
const CreditSettingsSchema = defineEntity({
  name: 'CreditSettings',
  tableName: 'credit_settings',
  checks: [
    { name: 'credit_settings_single_row', expression: '(id = 1)' },
    { name: 'credit_settings_retention_check', expression: '(record_retention_years >= 1) AND (record_retention_years <= 50)' },
  ],
  properties: {
    id: p.smallint().primary().autoincrement(false),
    recordRetentionYears: p.smallint().default(DEFAULT_RECORD_RETENTION_YEARS),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class CreditSettings extends CreditSettingsSchema.class {}
CreditSettingsSchema.setClass(CreditSettings);
export { CreditSettingsSchema };
