import { defineEntity, p } from '@mikro-orm/core';
import { LearningPath } from '../../paths/entities/learning-path.entity.js';

/** A path's volume discount, as `course_seat_tiers` for a course: buying at least `minSeats` seats of the path at once takes `discountPercent` off each. */
const PathSeatTierSchema = defineEntity({
  name: 'PathSeatTier',
  tableName: 'path_seat_tiers',
  uniques: [{ properties: ['path', 'minSeats'] }],
  checks: [
    { name: 'path_seat_tiers_min_seats_check', expression: 'min_seats >= 2' },
    { name: 'path_seat_tiers_discount_check', expression: '(discount_percent >= 1) AND (discount_percent <= 90)' },
  ],
  properties: {
    id: p.integer().primary(),
    path: () => p.manyToOne(LearningPath).deleteRule('cascade'),
    minSeats: p.integer(),
    discountPercent: p.integer(),
  },
});

export class PathSeatTier extends PathSeatTierSchema.class {}
PathSeatTierSchema.setClass(PathSeatTier);
export { PathSeatTierSchema };
