import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { DiscussionPost } from './discussion-post.entity.js';

/** A learner upvoted another's post: one per user and post, counted on the post. */
const DiscussionPostUpvoteSchema = defineEntity({
  name: 'DiscussionPostUpvote',
  tableName: 'discussion_post_upvotes',
  properties: {
    post: () => p.manyToOne(DiscussionPost).deleteRule('cascade').primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').primary().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class DiscussionPostUpvote extends DiscussionPostUpvoteSchema.class {}
DiscussionPostUpvoteSchema.setClass(DiscussionPostUpvote);
export { DiscussionPostUpvoteSchema };
