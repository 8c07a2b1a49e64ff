import { defineEntity, p } from '@mikro-orm/core';

/** The share of a course (percent of its lessons) a learner completes before rating it, until an admin changes it. */
export const DEFAULT_REVIEW_MIN_PROGRESS = 30;

/** The academy's settings that admins change: one row, written by the migration. */
const AcademySettingsSchema = defineEntity({
  name: 'AcademySettings',
  tableName: 'academy_settings',
  checks: [
    { name: 'academy_settings_single_row', expression: '(id = 1)' },
    { name: 'academy_settings_review_min_progress_check', expression: '(review_min_progress >= 0) AND (review_min_progress <= 100)' },
  ],
  properties: {
    id: p.smallint().primary().autoincrement(false),
    /** Percent of a course's lessons a learner must have completed to review it, 0–100. */
    reviewMinProgress: p.smallint().default(DEFAULT_REVIEW_MIN_PROGRESS),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class AcademySettings extends AcademySettingsSchema.class {}
AcademySettingsSchema.setClass(AcademySettings);
export { AcademySettingsSchema };
