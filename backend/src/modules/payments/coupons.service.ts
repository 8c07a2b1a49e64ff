import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { RateLimiterService } from '../../common/security/rate-limiter.service.js';
import type { CouponDto, CouponQuoteDto, CouponState, CreateCouponDto } from './dto/coupon.dto.js';
import { CouponCourse } from './entities/coupon-course.entity.js';
import { Coupon } from './entities/coupon.entity.js';
import { CouponsRepository, type CheckoutCoupon } from './coupons.repository.js';
import { InjectStripe, requireStripe } from './stripe.client.js';

/** Stripe's smallest charge in US dollars, in cents. */
export const STRIPE_MINIMUM_CENTS = 50;
/**
 * A payment started with a code holds one of its redemptions for this long while it is pending, so
 * that two buyers cannot both start paying with the last one; the card form is reused only as long.
 */
export const COUPON_HOLD_MINUTES = 35;
/** Stripe's shortest hosted-checkout life (30 minutes) and a minute for the request: it closes inside the hold. */
export const CHECKOUT_WITH_CODE_MINUTES = 31;
const QUOTES_PER_IP_PER_10_MINUTES = 30;
/**
 * The buyer id of a visitor when counting held redemptions: no payment has it, so every pending
 * payment counts, visitors' included (a visitor's own earlier checkout cannot be told apart).
 */
export const VISITOR = -1;

/** A course as a discount is worked out on it. */
export interface PricedCourse {
  id: number;
  price: number;
  kind: 'one_time' | 'subscription';
}

/** A coupon applied to a course's price: what the payment row and Stripe are given. */
export interface AppliedCoupon {
  couponId: number;
  code: string;
  stripePromotionCodeId: string;
  originalAmount: number;
  discountAmount: number;
  amount: number;
  label: string;
}

/** Coupons: the admin's promotion codes (kept at Stripe too) and the checks every checkout step makes. */
@Injectable()
export class CouponsService {
  private readonly logger = new Logger(CouponsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly coupons: CouponsRepository,
    private readonly rateLimiter: RateLimiterService,
    private readonly clock: Clock,
    @InjectStripe() private readonly stripe: Stripe | null,
  ) {}

  async list(): Promise<CouponDto[]> {
    const rows = await this.coupons.list();
    const now = this.clock.now();
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      percentOff: row.percent_off,
      amountOff: row.amount_off,
      allCourses: row.all_courses,
      courses: row.courses,
      expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
      maxRedemptions: row.max_redemptions,
      timesRedeemed: row.times_redeemed,
      state: stateOf(row, now),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** The courses a coupon can be limited to (paid, one-time). */
  couponableCourses(): Promise<{ id: number; title: string }[]> {
    return this.coupons.couponableCourses();
  }

  /** A Stripe Coupon (once: the first payment, or first month) and its Promotion Code, then our row with the scope. */
  async create(input: CreateCouponDto): Promise<CouponDto> {
    const code = input.code.trim().toUpperCase();
    if ((input.percentOff === undefined) === (input.amountOff === undefined))
      throw new AppError(ErrorCode.COUPON_INVALID, 'Give either a percentage or an amount off.');
    const courseIds = input.allCourses ? [] : (input.courseIds ?? []);
    if (!input.allCourses && courseIds.length === 0)
      throw new AppError(ErrorCode.COUPON_INVALID, 'Choose the courses the code applies to, or all courses.');
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= this.clock.now().getTime())
      throw new AppError(ErrorCode.COUPON_INVALID, 'The expiry must be in the future.');
    if (courseIds.length > 0) {
      const found = new Map((await this.coupons.existingCourses(courseIds)).map((course) => [course.id, course.couponable]));
      const missing = courseIds.find((id) => !found.has(id));
      if (missing !== undefined) throw new AppError(ErrorCode.COURSE_NOT_FOUND, `Course ${missing} not found`);
      const closed = courseIds.find((id) => !found.get(id));
      if (closed !== undefined)
        throw new AppError(
          ErrorCode.COUPON_NOT_APPLICABLE,
          `Course ${closed} is free or a monthly subscription: codes apply to paid one-time purchases.`,
        );
    }
    if (await this.coupons.codeTaken(code))
      throw new AppError(ErrorCode.COUPON_CODE_TAKEN, `A coupon with the code ${code} already exists.`);

    const stripe = requireStripe(this.stripe);
    const expiresAtSeconds = expiresAt ? Math.floor(expiresAt.getTime() / 1000) : undefined;
    const { coupon, promotionCode } = await this.callStripe(async () => {
      const coupon = await stripe.coupons.create({
        name: code,
        duration: 'once',
        ...(input.percentOff !== undefined ? { percent_off: input.percentOff } : { amount_off: input.amountOff, currency: 'usd' }),
        ...(input.maxRedemptions !== undefined && { max_redemptions: input.maxRedemptions }),
        ...(expiresAtSeconds !== undefined && { redeem_by: expiresAtSeconds }),
      });
      const promotionCode = await stripe.promotionCodes.create({
        promotion: { type: 'coupon', coupon: coupon.id },
        code,
        ...(input.maxRedemptions !== undefined && { max_redemptions: input.maxRedemptions }),
        ...(expiresAtSeconds !== undefined && { expires_at: expiresAtSeconds }),
      });
      return { coupon, promotionCode };
    });
    const id = await this.em.transactional(async (em) => {
      const row = em.create(Coupon, {
        code,
        percentOff: input.percentOff ?? null,
        amountOff: input.amountOff ?? null,
        allCourses: input.allCourses,
        expiresAt,
        maxRedemptions: input.maxRedemptions ?? null,
        stripeCouponId: coupon.id,
        stripePromotionCodeId: promotionCode.id,
      });
      await em.flush();
      for (const courseId of courseIds) em.create(CouponCourse, { coupon: row.id, course: courseId });
      await em.flush();
      return row.id;
    });
    return (await this.list()).find((row) => row.id === id)!;
  }

  /** Turned off at Stripe and here: no checkout takes it afterwards (payments already started keep their price). */
  async disable(id: number): Promise<void> {
    const coupon = await this.em.findOne(Coupon, id, { fields: ['id', 'active', 'stripePromotionCodeId'] });
    if (!coupon) throw new AppError(ErrorCode.COUPON_NOT_FOUND, 'Coupon not found');
    if (!coupon.active) return;
    const stripe = requireStripe(this.stripe);
    await this.callStripe(() => stripe.promotionCodes.update(coupon.stripePromotionCodeId, { active: false }));
    await this.em.nativeUpdate(Coupon, { id }, { active: false });
  }

  /** What `code` takes off the course for this buyer (`VISITOR` for a visitor): the checkout's preview. */
  async quote(course: PricedCourse, code: string, userId: number, ip: string): Promise<CouponQuoteDto> {
    const limits = [{ key: `coupon-quote:ip:${ip}`, limit: QUOTES_PER_IP_PER_10_MINUTES, windowSeconds: 600 }];
    await this.rateLimiter.assertAllowed(limits);
    await this.rateLimiter.record(limits);
    const applied = this.apply(course, await this.coupons.forCheckout(normalizeCode(code), course.id, userId, COUPON_HOLD_MINUTES));
    return {
      code: applied.code,
      originalAmount: applied.originalAmount,
      discountAmount: applied.discountAmount,
      amount: applied.amount,
      label: applied.label,
    };
  }

  /**
   * The coupon checked again as a payment starts, its row locked (call inside the transaction that
   * records the payment): racing checkouts for its last redemption take turns, and the second finds
   * it held by the first.
   */
  async applyForPayment(course: PricedCourse, code: string, userId: number): Promise<AppliedCoupon> {
    await this.coupons.lock(normalizeCode(code));
    return this.apply(course, await this.coupons.forCheckout(normalizeCode(code), course.id, userId, COUPON_HOLD_MINUTES));
  }

  /** A payment with the coupon succeeded (once per payment: the ledger calls this on its change to succeeded). */
  async redeem(couponId: number): Promise<void> {
    await this.coupons.redeem(couponId);
  }

  private apply(course: PricedCourse, coupon: CheckoutCoupon | undefined): AppliedCoupon {
    if (!coupon) throw new AppError(ErrorCode.COUPON_NOT_FOUND, 'This code does not exist. Check it and try again.');
    if (!coupon.active) throw new AppError(ErrorCode.COUPON_DISABLED, 'This code is no longer active.');
    if (coupon.expires_at && new Date(coupon.expires_at).getTime() <= this.clock.now().getTime())
      throw new AppError(ErrorCode.COUPON_EXPIRED, 'This code has expired.');
    if (!coupon.applies) throw new AppError(ErrorCode.COUPON_NOT_APPLICABLE, 'This code does not apply to this course.');
    // docs/product-rules.md#coupons: a discount on a subscription would have to say which months it covers.
    if (course.kind === 'subscription')
      throw new AppError(ErrorCode.COUPON_NOT_APPLICABLE, 'Codes apply to one-time purchases: this course is a monthly subscription.');
    if (coupon.max_redemptions !== null && coupon.times_redeemed + Number(coupon.held) >= coupon.max_redemptions)
      throw new AppError(ErrorCode.COUPON_LIMIT_REACHED, 'This code has been used the maximum number of times.');
    const discountAmount =
      coupon.percent_off !== null ? Math.round((course.price * coupon.percent_off) / 100) : Math.min(coupon.amount_off!, course.price);
    const amount = course.price - discountAmount;
    if (amount < STRIPE_MINIMUM_CENTS)
      throw new AppError(ErrorCode.PRICE_BELOW_MINIMUM, 'With this code the price would be below the $0.50 card payment minimum.');
    return {
      couponId: coupon.id,
      code: coupon.code,
      stripePromotionCodeId: coupon.stripe_promotion_code_id,
      originalAmount: course.price,
      discountAmount,
      amount,
      label: coupon.percent_off !== null ? `${coupon.percent_off}% off` : `${dollars(coupon.amount_off!)} off`,
    };
  }

  private async callStripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.error(`Stripe refused a coupon request: ${error.type} ${error.code ?? ''} ${error.message}`);
      if (error.code === 'resource_already_exists')
        throw new AppError(ErrorCode.COUPON_CODE_TAKEN, 'An active promotion code with this code already exists at Stripe.');
      throw new AppError(ErrorCode.PAYMENT_PROVIDER_FAILED, 'The payment provider could not be reached. Please try again.');
    }
  }
}

const normalizeCode = (code: string) => code.trim().toUpperCase();
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function stateOf(
  row: { active: boolean; expires_at: Date | null; max_redemptions: number | null; times_redeemed: number },
  now: Date,
): CouponState {
  if (!row.active) return 'disabled';
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  if (row.max_redemptions !== null && row.times_redeemed >= row.max_redemptions) return 'used_up';
  return 'active';
}
