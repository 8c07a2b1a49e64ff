import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

export const ACCESS_LEVELS = ['all', 'recruitpro', 'jobseeker', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const PAYMENT_TYPES = ['one_time', 'subscription'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const CourseSchema = defineEntity({
  name: 'Course',
  tableName: 'courses',
  indexes: [
    {
      name: 'courses_title_trgm_index',
      expression: 'create index "courses_title_trgm_index" on "courses" using gin ("title" gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    description: p.text().default(''),
    slug: p.string().length(220).unique(),
    /** Names the course's uploaded image (its sizes are `course_images` rows); null: the gradient and initial. */
    imageKey: p.string().length(32).nullable(),
    accessLevel: p.enum(ACCESS_LEVELS).default('all'),
    isPaid: p.boolean().default(false),
    /** Integer cents; 0 for free courses. */
    price: p.integer().default(0),
    paymentType: p.enum(PAYMENT_TYPES).default('one_time'),
    /** Minutes. */
    estimatedDuration: p.integer().nullable(),
    /** Visible reviews of the course and the sum of their ratings, kept in the transaction of each review change. */
    ratingCount: p.integer().default(0),
    ratingSum: p.integer().default(0),
    /** Non-admin users who may see the course whatever its access level. */
    specificUsers: () => p.manyToMany(User).pivotTable('course_user_access').joinColumn('course_id').inverseJoinColumn('user_id'),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * When anything a visitor reads about the course last changed (the sitemap's lastmod): set on every
     * change of the course row, and by database triggers on every change of its modules and lessons.
     */
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** Deleted courses leave the catalogue but keep their enrolments, progress and payments for the record. */
    deletedAt: p.datetime().nullable(),
  },
});

export class Course extends CourseSchema.class {}
CourseSchema.setClass(Course);
export { CourseSchema };
