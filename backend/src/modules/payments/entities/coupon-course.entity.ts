import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { Coupon } from './coupon.entity.js';

/** A course a coupon (not one for all courses) applies to. */
const CouponCourseSchema = defineEntity({
  name: 'CouponCourse',
  tableName: 'coupon_courses',
  properties: {
    coupon: () => p.manyToOne(Coupon).primary().deleteRule('cascade'),
    course: () => p.manyToOne(Course).primary().deleteRule('cascade').index(),
  },
});

export class CouponCourse extends CouponCourseSchema.class {}
CouponCourseSchema.setClass(CouponCourse);
export { CouponCourseSchema };
