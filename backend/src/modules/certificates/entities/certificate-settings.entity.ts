import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { Lesson } from '../../catalog/entities/lesson.entity.js';
import { LearningPath } from '../../paths/entities/learning-path.entity.js';
import { MAX_VALIDITY_MONTHS, MIN_REFRESHER_VALIDITY_MONTHS } from '../public/certificate-validity.js';

/**
 * A course's or a learning path's certificate validity and refresher (docs/product-rules.md#certificate-validity-and-renewal).
 * No row: its certificates never expire. The refresher is a course, or a lesson (a quiz
 * lesson: passing its quiz); deleting it leaves the course without one.
 */
const CertificateSettingsSchema = defineEntity({
  name: 'CertificateSettings',
  tableName: 'certificate_settings',
  checks: [
    {
      name: 'certificate_settings_validity_months_check',
      expression: `(validity_months IS NULL) OR ((validity_months >= 1) AND (validity_months <= ${MAX_VALIDITY_MONTHS}))`,
    },
    { name: 'certificate_settings_one_subject_check', expression: 'num_nonnulls(course_id, path_id) = 1' },
    { name: 'certificate_settings_one_refresher_check', expression: '(refresher_course_id IS NULL) OR (refresher_lesson_id IS NULL)' },
    {
      // A refresher needs a validity longer than the renewal window (MIN_REFRESHER_VALIDITY_MONTHS).
      name: 'certificate_settings_refresher_validity_check',
      expression: `((refresher_course_id IS NULL) AND (refresher_lesson_id IS NULL)) OR ((validity_months IS NOT NULL) AND (validity_months >= ${MIN_REFRESHER_VALIDITY_MONTHS}))`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    /** Whose certificates these are: a course's or a path's (exactly one). */
    course: () => p.oneToOne(Course).owner().nullable().deleteRule('cascade'),
    path: () => p.oneToOne(LearningPath).owner().nullable().deleteRule('cascade'),
    /** Months a certificate is valid from its issue; null = never expires. */
    validityMonths: p.smallint().nullable(),
    refresherCourse: () => p.manyToOne(Course).nullable().deleteRule('set null').index(),
    refresherLesson: () => p.manyToOne(Lesson).nullable().deleteRule('set null').index(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class CertificateSettings extends CertificateSettingsSchema.class {}
CertificateSettingsSchema.setClass(CertificateSettings);
export { CertificateSettingsSchema };
