import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { MODERATION_REASON_MAX } from './discussion-post.entity.js';

/** An admin suspended a user from posting in a course's discussions, until a time or (null) until lifted. */
const DiscussionSuspensionSchema = defineEntity({
  name: 'DiscussionSuspension',
  tableName: 'discussion_suspensions',
  uniques: [{ name: 'discussion_suspensions_course_user_unique', properties: ['course', 'user'] }],
  indexes: [
    { name: 'discussion_suspensions_user_index', properties: ['user'] },
    { name: 'discussion_suspensions_suspended_by_index', properties: ['suspendedBy'] },
  ],
  properties: {
    id: p.integer().primary(),
    course: () => p.manyToOne(Course).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    reason: p.string().length(MODERATION_REASON_MAX),
    suspendedBy: () => p.manyToOne(User).deleteRule('set null').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Null: until an admin lifts it. */
    until: p.datetime().nullable(),
  },
});

export class DiscussionSuspension extends DiscussionSuspensionSchema.class {}
DiscussionSuspensionSchema.setClass(DiscussionSuspension);
export { DiscussionSuspensionSchema };
