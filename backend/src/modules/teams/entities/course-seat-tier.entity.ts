import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';

/** A volume discount an admin sets on a course: buying at least `minSeats` seats at once takes `discountPercent` off each seat. */
const CourseSeatTierSchema = defineEntity({
  name: 'CourseSeatTier',
  tableName: 'course_seat_tiers',
  uniques: [{ properties: ['course', 'minSeats'] }],
  checks: [
    { name: 'course_seat_tiers_min_seats_check', expression: 'min_seats >= 2' },
    { name: 'course_seat_tiers_discount_check', expression: '(discount_percent >= 1) AND (discount_percent <= 90)' },
  ],
  properties: {
    id: p.integer().primary(),
    course: () => p.manyToOne(Course).deleteRule('cascade'),
    minSeats: p.integer(),
    discountPercent: p.integer(),
  },
});

export class CourseSeatTier extends CourseSeatTierSchema.class {}
CourseSeatTierSchema.setClass(CourseSeatTier);
export { CourseSeatTierSchema };
