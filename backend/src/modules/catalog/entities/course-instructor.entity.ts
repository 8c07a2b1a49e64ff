import { defineEntity, p } from '@mikro-orm/core';
import { TOUCH_COURSE_TRIGGER } from './touch-course.trigger.js';
import { Course } from './course.entity.js';
import { Instructor } from './instructor.entity.js';

/** An instructor attached to a course, at a position among the course's instructors (0 first). */
const CourseInstructorSchema = defineEntity({
  name: 'CourseInstructor',
  tableName: 'course_instructors',
  triggers: [TOUCH_COURSE_TRIGGER],
  uniques: [{ properties: ['course', 'instructor'] }],
  properties: {
    id: p.integer().primary(),
    course: () => p.manyToOne(Course).deleteRule('cascade'),
    instructor: () => p.manyToOne(Instructor).deleteRule('cascade').index(),
    position: p.integer().default(0),
  },
});

export class CourseInstructor extends CourseInstructorSchema.class {}
CourseInstructorSchema.setClass(CourseInstructor);
export { CourseInstructorSchema };
