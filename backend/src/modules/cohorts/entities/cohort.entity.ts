import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';

/** The longest cohort title, in characters. */
export const COHORT_TITLE_MAX = 120;

/**
 * A run of a course with dates of its own ("March 2027 cohort"): its members start together, its drip
 * modules unlock relative to its start, and its live sessions are theirs. Joining needs the course
 * itself (free enrolment, a purchase, a grant or a team seat); capacity, when set, caps the members.
 */
const CohortSchema = defineEntity({
  name: 'Cohort',
  tableName: 'cohorts',
  indexes: [{ name: 'cohorts_course_starts_index', properties: ['course', 'startsAt'] }],
  checks: [
    { name: 'cohorts_dates_check', expression: 'ends_at > starts_at' },
    { name: 'cohorts_capacity_check', expression: '(capacity IS NULL) OR (capacity > 0)' },
  ],
  properties: {
    id: p.integer().primary(),
    course: () => p.manyToOne(Course).deleteRule('cascade'),
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
