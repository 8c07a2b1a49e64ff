import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';

/** A coupon as a checkout checks it (`forCheckout`). */
export type CheckoutCoupon = NonNullable<Awaited<ReturnType<CouponsRepository['forCheckout']>>>;

/** The coupons tables' queries; they join the caller's transaction when there is one. */
@Injectable()
export class CouponsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** Every coupon, newest first, with the courses it is limited to (none for one for all courses). */
  @GenerateSql()
  list() {
    return this.db
      .selectFrom('coupons as c')
      .select((eb) => [
        'c.id',
        'c.code',
        'c.percent_off',
        'c.amount_off',
        'c.all_courses',
        'c.expires_at',
        'c.max_redemptions',
        'c.times_redeemed',
        'c.active',
        'c.created_at',
        jsonArrayFrom(
          eb
            .selectFrom('coupon_courses as cc')
            .innerJoin('courses as course', 'course.id', 'cc.course_id')
            .select(['course.id', 'course.title'])
            .whereRef('cc.coupon_id', '=', 'c.id')
            .orderBy('course.title'),
        ).as('courses'),
      ])
      .orderBy('c.id', 'desc')
      .execute();
  }

  /** The courses a coupon can be limited to: paid one-time courses, by title. */
  @GenerateSql()
  couponableCourses() {
    return this.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('is_paid', '=', true)
      .where('payment_type', '=', 'one_time')
      .where('price', '>', 0)
      .orderBy('title')
      .orderBy('id')
      .execute();
  }

  /** Which of `courseIds` are courses, and whether each can take a code (a paid one-time course, as listed above). */
  @GenerateSql({ params: [[1, 2]] })
  existingCourses(courseIds: number[]) {
    return this.db
      .selectFrom('courses')
      .select('id')
      .select((eb) => eb.and([eb('is_paid', '=', true), eb('payment_type', '=', 'one_time'), eb('price', '>', 0)]).as('couponable'))
      .where('id', 'in', courseIds)
      .execute();
  }

  /** Whether a coupon has this (upper-case) code. */
  @GenerateSql({ params: ['SPRING25'] })
  async codeTaken(code: string): Promise<boolean> {
    const row = await this.db.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Locks the row of the coupon with this (upper-case) code until the transaction ends, so that
   * checkouts racing for its last redemption take turns. A statement of its own: a query that waited
   * for the lock would still read the other tables as they were when it started (READ COMMITTED), so
   * what it counts is read by the next statement.
   */
  @GenerateSql({ params: ['SPRING25'] })
  async lock(code: string): Promise<void> {
    await this.db.selectFrom('coupons').select('id').where('code', '=', code).forUpdate().execute();
  }

  /**
   * The coupon with this (upper-case) code as a checkout of `courseId` checks it: whether it applies to
   * the course, and how many redemptions other buyers' checkouts hold (payments with it still pending,
   * started within `holdMinutes`, other than `userId`'s own; -1 for a visitor counts them all).
   */
  @GenerateSql({ params: ['SPRING25', 1, 1, 30] })
  forCheckout(code: string, courseId: number, userId: number, holdMinutes: number) {
    return this.db
      .selectFrom('coupons as c')
      .select((eb) => [
        'c.id',
        'c.code',
        'c.percent_off',
        'c.amount_off',
        'c.expires_at',
        'c.max_redemptions',
        'c.times_redeemed',
        'c.active',
        'c.stripe_promotion_code_id',
        eb
          .or([
            eb('c.all_courses', '=', true),
            eb.exists(
              eb
                .selectFrom('coupon_courses as cc')
                .select('cc.course_id')
                .whereRef('cc.coupon_id', '=', 'c.id')
                .where('cc.course_id', '=', courseId),
            ),
          ])
          .$castTo<boolean>()
          .as('applies'),
        eb
          .selectFrom('payments as p')
          .select((p) => p.fn.countAll<string>().as('held'))
          .whereRef('p.coupon_id', '=', 'c.id')
          .where('p.status', '=', 'pending')
          .where((p) => p(p.fn.coalesce('p.user_id', p.lit(0)), '<>', userId))
          .where((p) =>
            p(
              'p.created_at',
              '>',
              p(
                p.fn<Date>('now'),
                '-',
                p.fn<Date>('make_interval', [p.lit(0), p.lit(0), p.lit(0), p.lit(0), p.lit(0), p.val(holdMinutes)]),
              ),
            ),
          )
          .$asScalar()
          .$notNull()
          .as('held'),
      ])
      .where('c.code', '=', code)
      .executeTakeFirst();
  }

  /** One more redemption, when a payment with the coupon succeeds. */
  @GenerateSql({ params: [1] })
  async redeem(couponId: number): Promise<void> {
    await this.db
      .updateTable('coupons')
      .set((eb) => ({ times_redeemed: eb('times_redeemed', '+', 1) }))
      .where('id', '=', couponId)
      .execute();
  }
}
