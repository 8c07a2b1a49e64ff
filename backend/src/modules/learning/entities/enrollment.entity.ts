import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { Lesson } from '../../catalog/entities/lesson.entity.js';
import { Payment } from '../../payments/entities/payment.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** `path`: the course is part of a learning path the learner bought (`pathPayment` names that payment). */
export const ENROLLMENT_SOURCES = ['free', 'purchase', 'grant', 'subscription', 'team', 'path'] as const;
export type EnrollmentSource = (typeof ENROLLMENT_SOURCES)[number];
export const ENROLLMENT_STATUSES = ['active', 'revoked'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

const EnrollmentSchema = defineEntity({
  name: 'Enrollment',
  tableName: 'enrollments',
  uniques: [{ properties: ['user', 'course'] }],
  checks: [{ name: 'enrollments_path_payment_check', expression: "(source = 'path') = (path_payment_id IS NOT NULL)" }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    source: p.enum(ENROLLMENT_SOURCES),
    /**
     * For source `path`, the path payment that gave the course (kept once revoked, for the record): its
     * refund or end ends exactly the enrolments that name it (docs/product-rules.md#learning-path-purchases).
     */
    pathPayment: () => p.manyToOne(Payment).nullable().deleteRule('restrict').index(),
    status: p.enum(ENROLLMENT_STATUSES).default('active'),
    enrolledAt: p.datetime().onCreate(() => new Date()),
    /** Lessons of the course this learner completed, kept with each completion so reports need not count progress rows. */
    completedLessons: p.integer().default(0),
    /** The lesson this learner opened last in the course, to resume there on any device. */
    lastLesson: () => p.manyToOne(Lesson).nullable().deleteRule('set null'),
    lastViewedAt: p.datetime().nullable(),
  },
});

export class Enrollment extends EnrollmentSchema.class {}
EnrollmentSchema.setClass(Enrollment);
export { EnrollmentSchema };
