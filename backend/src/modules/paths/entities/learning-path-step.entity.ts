import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { Lesson } from '../../catalog/entities/lesson.entity.js';
import { LearningPath } from './learning-path.entity.js';

/**
 * A step of a learning path: a course (`lesson` null), or one practice or sourcing lesson of `course`
 * as a capstone. A course step is complete when the learner holds the course's certificate, a lesson
 * step when the learner completed the lesson. A course or lesson is a step of a path at most once.
 */
const LearningPathStepSchema = defineEntity({
  name: 'LearningPathStep',
  tableName: 'learning_path_steps',
  uniques: [{ properties: ['path', 'lesson'] }],
  indexes: [
    { name: 'learning_path_steps_path_position_index', properties: ['path', 'position'] },
    {
      name: 'learning_path_steps_course_step_unique',
      expression:
        'create unique index "learning_path_steps_course_step_unique" on "learning_path_steps" ("path_id", "course_id") where "lesson_id" is null',
    },
  ],
  checks: [{ name: 'learning_path_steps_position_check', expression: 'position >= 0' }],
  properties: {
    id: p.integer().primary(),
    path: () => p.manyToOne(LearningPath).deleteRule('cascade'),
    /** The course of the step; for a lesson step, the lesson's own course (a lesson never leaves its course). */
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    lesson: () => p.manyToOne(Lesson).nullable().deleteRule('cascade').index(),
    /** The step's place in the path, 0 first. */
    position: p.integer(),
    /** Optional steps are shown and tracked, but completing the path does not wait for them. */
    isRequired: p.boolean().default(true),
  },
});

export class LearningPathStep extends LearningPathStepSchema.class {}
LearningPathStepSchema.setClass(LearningPathStep);
export { LearningPathStepSchema };
