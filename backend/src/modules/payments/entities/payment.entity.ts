import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { LearningPath } from '../../paths/entities/learning-path.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Coupon } from './coupon.entity.js';

export const PAYMENT_KINDS = ['one_time', 'subscription'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** `refunded` and `canceled` are final: no later (or late-delivered) event brings access back. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'unpaid', 'refunded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** `self`: the buyer's own access to the course or path; `team`: seats for a team (the teams module's order names the payment). */
export const PAYMENT_PURPOSES = ['self', 'team'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  indexes: [{ properties: ['user', 'course'] }, { properties: ['user', 'path'] }, { properties: ['email'] }],
  checks: [
    { name: 'payments_course_or_path_check', expression: '(course_id IS NULL) <> (path_id IS NULL)' },
    { name: 'payments_amount_check', expression: 'amount >= 0' },
    { name: 'payments_quantity_check', expression: 'quantity >= 1' },
    {
      name: 'payments_discount_check',
      expression: '(discount_amount >= 0) AND (original_amount IS NULL OR original_amount = (amount + discount_amount))',
    },
  ],
  properties: {
    id: p.integer().primary(),
    /** Null for a visitor's purchase until the e-mail's owner signs up. */
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    email: p.string().length(320),
    /** What is bought: a course, or a learning path (every course of it); exactly one of the two. */
    course: () => p.manyToOne(Course).nullable().deleteRule('restrict').index(),
    path: () => p.manyToOne(LearningPath).nullable().deleteRule('restrict').index(),
    kind: p.enum(PAYMENT_KINDS),
    purpose: p.enum(PAYMENT_PURPOSES).default('self'),
    /** Seats bought (always 1 for the buyer's own access); for a team's subscription, the subscription's current quantity. */
    quantity: p.integer().default(1),
    status: p.enum(PAYMENT_STATUSES).default('pending'),
    /** Integer cents for the whole quantity, from the course's or path's price (and seat tiers) when the payment started. */
    amount: p.integer(),
    currency: p.string().length(3).default('usd'),
    /** Integer cents before a coupon's discount; null when no coupon was used (`amount` is then the full price). */
    originalAmount: p.integer().nullable(),
    /** Integer cents a coupon took off `originalAmount`. */
    discountAmount: p.integer().default(0),
    /** The coupon used, and its code as the buyer saw it (kept should the coupon's row change). */
    coupon: () => p.manyToOne(Coupon).nullable().deleteRule('restrict').index(),
    couponCode: p.string().length(40).nullable(),
    checkoutSessionId: p.string().length(255).nullable().unique(),
    paymentIntentId: p.string().length(255).nullable().unique(),
    subscriptionId: p.string().length(255).nullable().unique(),
    customerId: p.string().length(255).nullable(),
    /** A subscription as its newest applied event describes it (null until one did, and for one-time payments). Stripe's status, unchecked: Stripe may add statuses. */
    subscriptionStatus: p.string().length(32).nullable(),
    /** The end of the period paid for: the next payment date, or when access ends if cancelled at period end. */
    currentPeriodEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    /** Creation time (Stripe's, in seconds) of the newest event applied, so an older one delivered late changes nothing. */
    lastEventAt: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);
export { PaymentSchema };
