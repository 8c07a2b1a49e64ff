import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { CREDIT_BODIES, CREDIT_CATEGORIES } from '../public/credit-rules.js';

/**
 * The continuing-education credits a course offers, one row per body and category: SHRM PDCs, HRCI
 * credit hours in each of HRCI's categories, generic CPD hours with the body's name
 * (docs/product-rules.md#continuing-education-credits). Integer hundredths, in steps of 0.25.
 */
const CourseCreditSchema = defineEntity({
  name: 'CourseCredit',
  tableName: 'course_credits',
  uniques: [{ properties: ['course', 'body', 'category'] }],
  checks: [
    { name: 'course_credits_hundredths_check', expression: '(hundredths > 0) AND (hundredths <= 10000) AND ((hundredths % 25) = 0)' },
    { name: 'course_credits_general_unless_hrci', expression: "(body = 'hrci') OR (category = 'general')" },
    { name: 'course_credits_body_name_check', expression: "(body = 'cpd') = (body_name IS NOT NULL)" },
    { name: 'course_credits_activity_id_check', expression: "(body <> 'hrci') OR (activity_id IS NOT NULL)" },
  ],
  properties: {
    id: p.integer().primary(),
    course: () => p.manyToOne(Course).deleteRule('cascade'),
    body: p.enum(CREDIT_BODIES),
    category: p.enum(CREDIT_CATEGORIES).default('general'),
    hundredths: p.integer(),
    /** SHRM's (optional) or HRCI's (required) ID of the activity, as the body issued it. */
    activityId: p.string().length(20).nullable(),
    /** The CPD body's name (CPD hours only). */
    bodyName: p.string().length(100).nullable(),
  },
});

export class CourseCredit extends CourseCreditSchema.class {}
CourseCreditSchema.setClass(CourseCredit);
export { CourseCreditSchema };
