import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { LearningPath } from '../../paths/entities/learning-path.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * Seats of one course, or of one learning path (a seat then gives every course of the path), bought by
 * an employer for its people. The buyer's later purchases for the same course or path add seats to the
 * same team. The manager (at first the buyer; an admin may move it) assigns
 * the seats and follows the members' progress; it is a role on the team, not a site role.
 */
const TeamSchema = defineEntity({
  name: 'Team',
  tableName: 'teams',
  uniques: [{ properties: ['course', 'purchaser'] }, { properties: ['path', 'purchaser'] }],
  checks: [
    { name: 'teams_seats_check', expression: 'seats >= 0' },
    { name: 'teams_course_or_path_check', expression: '(course_id IS NULL) <> (path_id IS NULL)' },
  ],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    /** What a seat gives: a course, or every course of a learning path; exactly one of the two. */
    course: () => p.manyToOne(Course).nullable().deleteRule('restrict').index(),
    path: () => p.manyToOne(LearningPath).nullable().deleteRule('restrict').index(),
    /** Who paid; null once that account is deleted (the team and its seats stay). */
    purchaser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    manager: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    /** Seats paid for and not refunded: assigned ones (invited or active) never exceed it. */
    seats: p.integer().default(0),
    /** When the team's access ended (its subscription ended): its seats no longer give the course (or the path's courses). */
    endedAt: p.datetime().nullable(),
    /** When the manager was told that 75% and then all of the seats are used; cleared when seats are added. */
    almostFullNotifiedAt: p.datetime().nullable(),
    fullNotifiedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Team extends TeamSchema.class {}
TeamSchema.setClass(Team);
export { TeamSchema };
