import { defineEntity, p } from '@mikro-orm/core';

/**
 * A promotion code an admin made, mirrored at Stripe as a Coupon and its Promotion Code. This row is
 * the authority at checkout: Stripe's `applies_to` is per product, while ours is per course (all of
 * them, or the courses listed in `coupon_courses`), and card-form payments never redeem at Stripe.
 */
const CouponSchema = defineEntity({
  name: 'Coupon',
  tableName: 'coupons',
  checks: [
    { name: 'coupons_one_discount_check', expression: '(percent_off IS NULL) <> (amount_off IS NULL)' },
    { name: 'coupons_percent_off_check', expression: '(percent_off >= 1) AND (percent_off <= 100)' },
    { name: 'coupons_amount_off_check', expression: 'amount_off >= 1' },
    { name: 'coupons_max_redemptions_check', expression: 'max_redemptions >= 1' },
    { name: 'coupons_times_redeemed_check', expression: 'times_redeemed >= 0' },
  ],
  properties: {
    id: p.integer().primary(),
    /** Upper case; what buyers type (compared in upper case). */
    code: p.string().length(40).unique(),
    percentOff: p.integer().nullable(),
    /** Integer cents off the course's price. */
    amountOff: p.integer().nullable(),
    /** True: every paid course; false: the courses in `coupon_courses`. */
    allCourses: p.boolean(),
    expiresAt: p.datetime().nullable(),
    maxRedemptions: p.integer().nullable(),
    /** Payments with this code that succeeded (each counted once, when it succeeds). */
    timesRedeemed: p.integer().default(0),
    active: p.boolean().default(true),
    stripeCouponId: p.string().length(255),
    stripePromotionCodeId: p.string().length(255).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Coupon extends CouponSchema.class {}
CouponSchema.setClass(Coupon);
export { CouponSchema };
