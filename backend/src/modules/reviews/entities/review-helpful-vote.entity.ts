import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { Review } from './review.entity.js';

/** A learner found another learner's review helpful: one vote per learner and review. */
const ReviewHelpfulVoteSchema = defineEntity({
  name: 'ReviewHelpfulVote',
  tableName: 'review_helpful_votes',
  properties: {
    review: () => p.manyToOne(Review).deleteRule('cascade').primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').primary().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ReviewHelpfulVote extends ReviewHelpfulVoteSchema.class {}
ReviewHelpfulVoteSchema.setClass(ReviewHelpfulVote);
export { ReviewHelpfulVoteSchema };
