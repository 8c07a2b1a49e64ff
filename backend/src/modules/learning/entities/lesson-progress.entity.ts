import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { Lesson } from '../../catalog/entities/lesson.entity.js';
import { User } from '../../users/entities/user.entity.js';

const LessonProgressSchema = defineEntity({
  name: 'LessonProgress',
  tableName: 'lesson_progress',
  uniques: [{ properties: ['user', 'lesson'] }],
  indexes: [{ properties: ['user', 'course'] }, { properties: ['user', 'completedAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    lesson: () => p.manyToOne(Lesson).deleteRule('cascade').index(),
    /** Denormalised from the lesson so progress per course is one index lookup. */
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    completedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LessonProgress extends LessonProgressSchema.class {}
LessonProgressSchema.setClass(LessonProgress);
export { LessonProgressSchema };
