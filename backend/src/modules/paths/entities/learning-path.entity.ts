import { defineEntity, p } from '@mikro-orm/core';
import { PAYMENT_TYPES } from '../../catalog/entities/course.entity.js';

export const PATH_TITLE_MAX = 200;
export const PATH_SLUG_MAX = 220;
export const PATH_LEVEL_MAX = 60;
export const PATH_DESCRIPTION_MAX = 5000;

/**
 * A learning path: an ordered list of steps (courses, and practice or sourcing lessons as capstones)
 * with prerequisites between them, shown in the catalogue once published. Completing every required
 * step earns `certificateTitle` (the certificate itself comes with the path certificates).
 */
const LearningPathSchema = defineEntity({
  name: 'LearningPath',
  tableName: 'learning_paths',
  indexes: [
    {
      name: 'learning_paths_published_position_index',
      expression:
        'create index "learning_paths_published_position_index" on "learning_paths" ("position") where "is_published" and "deleted_at" is null',
    },
  ],
  checks: [
    { name: 'learning_paths_position_check', expression: 'position >= 0' },
    { name: 'learning_paths_price_check', expression: 'price >= 0' },
  ],
  properties: {
    id: p.integer().primary(),
    title: p.string().length(PATH_TITLE_MAX),
    /** The path's address (`/paths/{slug}`): made from the title when the path is created, then fixed. */
    slug: p.string().length(PATH_SLUG_MAX).unique(),
    /** Plain text: markup is removed on the way in. */
    description: p.text().default(''),
    /** The rung of the ladder, as the admin names it: "Foundation", "Practitioner", "Expert". */
    levelLabel: p.string().length(PATH_LEVEL_MAX),
    /** What completing the path makes the learner: "Certified Recruiter — Practitioner". */
    certificateTitle: p.string().length(PATH_TITLE_MAX),
    isPublished: p.boolean().default(false),
    /** The path's place in the catalogue, 0 first. */
    position: p.integer().default(0),
    /** Sold as one product granting every course of the path (docs/product-rules.md#learning-path-purchases). */
    isPaid: p.boolean().default(false),
    /** Integer cents; 0 when the path is not sold. */
    price: p.integer().default(0),
    paymentType: p.enum(PAYMENT_TYPES).default('one_time'),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When anything a visitor reads about the path last changed (the sitemap's lastmod), its steps included. */
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** Deleted paths leave the catalogue; the row stays for what may refer to it. */
    deletedAt: p.datetime().nullable(),
  },
});

export class LearningPath extends LearningPathSchema.class {}
LearningPathSchema.setClass(LearningPath);
export { LearningPathSchema };
