import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { LearningPath } from '../../paths/entities/learning-path.entity.js';

/** The longest cohort title, in characters. */
export const COHORT_TITLE_MAX = 120;

/**
 * A run of a course, or of a learning path, with dates of its own ("March 2027 cohort"): its members
 * start together, drip modules (in the course, or in every course of the path) unlock relative to its
 * start, and its live sessions are theirs. Joining needs the course itself (free enrolment, a purchase,
 * a grant or a team seat), or for a path one of its courses; capacity, when set, caps the members.
 */
const CohortSchema = defineEntity({
  name: 'Cohort',
  tableName: 'cohorts',
  indexes: [
    { name: 'cohorts_course_starts_index', properties: ['course', 'startsAt'] },
    { name: 'cohorts_path_starts_index', properties: ['path', 'startsAt'] },
  ],
  checks: [
    { name: 'cohorts_course_or_path_check', expression: '(course_id IS NULL) <> (path_id IS NULL)' },
    { name: 'cohorts_dates_check', expression: 'ends_at > starts_at' },
    { name: 'cohorts_capacity_check', expression: '(capacity IS NULL) OR (capacity > 0)' },
  ],
  properties: {
    id: p.integer().primary(),
    /** The course it runs; null for a path's cohort. */
    course: () => p.manyToOne(Course).nullable().deleteRule('cascade'),
    /** The learning path it runs; null for a course's cohort. */
    path: () => p.manyToOne(LearningPath).nullable().deleteRule('cascade'),
    title: p.string().length(COHORT_TITLE_MAX),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    /** The most members it takes; null: no limit. */
    capacity: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Cohort extends CohortSchema.class {}
CohortSchema.setClass(Cohort);
export { CohortSchema };
