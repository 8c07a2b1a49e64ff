import { defineEntity, p } from '@mikro-orm/core';
import { TOUCH_COURSE_TRIGGER } from './touch-course.trigger.js';
import { Course } from './course.entity.js';

const CourseModuleSchema = defineEntity({
  name: 'CourseModule',
  tableName: 'modules',
  triggers: [TOUCH_COURSE_TRIGGER],
  checks: [
    {
      name: 'modules_unlock_after_days_check',
      expression: '(unlock_after_days IS NULL) OR ((unlock_after_days >= 1) AND (unlock_after_days <= 365))',
    },
  ],
  properties: {
    id: p.integer().primary(),
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    title: p.string().length(200),
    description: p.text().nullable(),
    order: p.integer().default(0),
    /**
     * Drip: the module opens this many days after the learner's start (their cohort's start, else their
     * enrolment); null: open from the start. Enforced on the server.
     */
    unlockAfterDays: p.integer().nullable(),
  },
});

/** A chapter of a course ("Module" in the product; named CourseModule to keep clear of Nest modules). */
export class CourseModule extends CourseModuleSchema.class {}
CourseModuleSchema.setClass(CourseModule);
export { CourseModuleSchema };
