import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { LearningPath } from '../../paths/entities/learning-path.entity.js';
import { TeamSeat } from '../../teams/entities/team-seat.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Cohort } from './cohort.entity.js';

/**
 * A learner in a cohort: at most one cohort per course and one per path (`course` or `path` is the
 * cohort's, kept here for that rule). `teamSeat`: placed there by their team's manager, through that seat.
 */
const CohortMemberSchema = defineEntity({
  name: 'CohortMember',
  tableName: 'cohort_members',
  uniques: [
    { name: 'cohort_members_course_user_unique', properties: ['course', 'user'] },
    { name: 'cohort_members_path_user_unique', properties: ['path', 'user'] },
  ],
  checks: [{ name: 'cohort_members_course_or_path_check', expression: '(course_id IS NULL) <> (path_id IS NULL)' }],
  indexes: [
    { name: 'cohort_members_cohort_index', properties: ['cohort', 'joinedAt'] },
    { name: 'cohort_members_user_index', properties: ['user'] },
    { name: 'cohort_members_team_seat_index', properties: ['teamSeat'] },
  ],
  properties: {
    id: p.integer().primary(),
    cohort: () => p.manyToOne(Cohort).deleteRule('cascade'),
    course: () => p.manyToOne(Course).nullable().deleteRule('cascade'),
    path: () => p.manyToOne(LearningPath).nullable().deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    teamSeat: () => p.manyToOne(TeamSeat).nullable().deleteRule('set null'),
    joinedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CohortMember extends CohortMemberSchema.class {}
CohortMemberSchema.setClass(CohortMember);
export { CohortMemberSchema };
