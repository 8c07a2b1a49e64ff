import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** The longest review text, in characters. */
export const REVIEW_BODY_MAX = 2000;
/** The longest reason an admin gives for hiding a review. */
export const HIDDEN_REASON_MAX = 500;

/**
 * A learner's rating (1–5) of a course with an optional plain-text review: one per learner and course.
 * Hidden reviews (by an admin, with a reason) leave the course's average and the public lists; their
 * author still sees them with the reason.
 */
const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  uniques: [{ properties: ['user', 'course'] }],
  indexes: [
    { name: 'reviews_course_newest_index', properties: ['course', 'createdAt'] },
    { name: 'reviews_course_helpful_index', properties: ['course', 'helpfulCount'] },
    { name: 'reviews_hidden_at_index', properties: ['hiddenAt'] },
  ],
  checks: [
    { name: 'reviews_rating_check', expression: '(rating >= 1) AND (rating <= 5)' },
    { name: 'reviews_helpful_count_check', expression: 'helpful_count >= 0' },
    { name: 'reviews_hidden_reason_check', expression: '(hidden_at is null) = (hidden_reason is null)' },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    course: () => p.manyToOne(Course).deleteRule('cascade'),
    rating: p.smallint(),
    /** Plain text: markup is removed on the way in, and every screen shows it as text. */
    body: p.text().default(''),
    /** Votes of other learners who found the review helpful, kept with each vote for the "Most helpful" order. */
    helpfulCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When the author last changed the review; null: never edited. */
    editedAt: p.datetime().nullable(),
    hiddenAt: p.datetime().nullable(),
    hiddenReason: p.string().length(HIDDEN_REASON_MAX).nullable(),
  },
});

export class Review extends ReviewSchema.class {}
ReviewSchema.setClass(Review);
export { ReviewSchema };
