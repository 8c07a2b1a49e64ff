import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { enrolledInCourse, visibleCourse, type Viewer } from '../catalog/public/viewer.js';
import { visiblePath } from '../paths/public/path-visibility.js';
import type { PaymentKind, PaymentPurpose, PaymentStatus } from './entities/payment.entity.js';
import type { Product } from './public/product.js';

/** The Stripe object ids a payment row stores. */
export type StripeIdColumn = 'checkout_session_id' | 'payment_intent_id' | 'subscription_id' | 'customer_id';

/** A new payment's buyer (null `userId`: a visitor, known by e-mail) and what they pay for. */
export interface NewPayment {
  userId: number | null;
  email: string;
  product: Product;
  kind: PaymentKind;
  /** Integer cents for the whole quantity. */
  amount: number;
  currency: string;
  /** The buyer's own access (the default), or seats for a team. */
  purpose?: PaymentPurpose;
  /** Seats (1 unless a team's). */
  quantity?: number;
  /** A coupon's discount: `amount` is then what is charged, `originalAmount` the price before it. */
  coupon?: { couponId: number; code: string; originalAmount: number; discountAmount: number };
}

/** Stripe ids first learned with a successful payment (each kept only where the payment has none yet). */
export interface LearnedStripeIds {
  paymentIntentId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
}

/** A subscription as its newest applied event describes it. */
export interface SubscriptionState {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The quantity its item bills (seats, for a team's subscription); null when the event does not say. */
  quantity: number | null;
}

/** A payment as the ledger locks it (`lock`). */
export type LockedPayment = NonNullable<Awaited<ReturnType<PaymentsRepository['lock']>>>;

/** A payment as `confirm` finds it (`latestOf`). */
export type StartedPayment = NonNullable<Awaited<ReturnType<PaymentsRepository['latestOf']>>>;

/**
 * The payments tables' queries. They run in the caller's transaction when there is one: the
 * services' `em.transactional(...)` is found through MikroORM's transaction context.
 */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  // ---- Starting and confirming payments (PaymentsService) ----

  /**
   * The course as a purchase needs it, if the viewer may see it (a visitor: `null`), with whether
   * `userId` (0 for nobody) already has an active enrolment in it.
   */
  @GenerateSql(
    { name: 'visitor', params: [null, 1, 0] },
    { name: 'learner', params: [{ id: 1, role: 'jobseeker' }, 1, 1] },
    { name: 'admin', params: [{ id: 1, role: 'admin' }, 1, 1] },
  )
  purchasableCourse(viewer: Viewer, courseId: number, userId: number) {
    return this.db
      .selectFrom('courses as c')
      .select((eb) => ['c.id', 'c.title', 'c.price', 'c.payment_type', 'c.is_paid', enrolledInCourse(eb, userId).as('is_enrolled')])
      .where('c.id', '=', courseId)
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
  }

  /**
   * The published path as a purchase needs it, if the viewer may see it (every course in it), with
   * whether `userId` already paid for it (a payment of their own that succeeded), how many live courses
   * it has and how many of them `userId` has no active enrolment in.
   */
  @GenerateSql({ name: 'learner', params: [{ id: 1, role: 'jobseeker' }, 1, 1] })
  purchasablePath(viewer: Viewer, pathId: number, userId: number) {
    return this.db
      .selectFrom('learning_paths as p')
      .select((eb) => {
        const liveCourses = () =>
          eb
            .selectFrom('learning_path_steps as s')
            .innerJoin('courses as c', 'c.id', 's.course_id')
            .whereRef('s.path_id', '=', 'p.id')
            .where('c.deleted_at', 'is', null);
        return [
          'p.id',
          'p.slug',
          'p.title',
          'p.price',
          'p.payment_type',
          'p.is_paid',
          eb
            .exists(
              eb
                .selectFrom('payments as paid')
                .select('paid.id')
                .whereRef('paid.path_id', '=', 'p.id')
                .where('paid.user_id', '=', userId)
                .where('paid.purpose', '=', 'self')
                .where('paid.status', '=', 'succeeded'),
            )
            .$castTo<boolean>()
            .as('has_path'),
          eb
            .cast<number>(
              liveCourses().select((count) => count.fn.count('s.course_id').distinct().as('count')),
              'integer',
            )
            .as('course_count'),
          eb
            .cast<number>(
              liveCourses()
                .select((count) => count.fn.count('s.course_id').distinct().as('count'))
                .where((step) => step.not(enrolledInCourse(step, userId))),
              'integer',
            )
            .as('missing_courses'),
        ];
      })
      .where('p.id', '=', pathId)
      .where((eb) => visiblePath(eb, viewer, false))
      .executeTakeFirst();
  }

  /** The learner's newest card form for this course or path, price and coupon (or none), still unpaid, made within `minutes` (no hosted checkout). */
  @GenerateSql(
    { name: 'no coupon', params: [1, { type: 'course', id: 1 }, 'one_time', 4900, null, 1380] },
    { name: 'a coupon', params: [1, { type: 'course', id: 1 }, 'one_time', 3675, 1, 30] },
    { name: 'a path', params: [1, { type: 'path', id: 1 }, 'subscription', 9900, null, 1380] },
  )
  reusablePending(userId: number, product: Product, kind: PaymentKind, amount: number, couponId: number | null, minutes: number) {
    return (
      this.db
        .selectFrom('payments')
        .select(['payment_intent_id', 'subscription_id'])
        .where('user_id', '=', userId)
        .where(product.type === 'course' ? 'course_id' : 'path_id', '=', product.id)
        .where('kind', '=', kind)
        .where('amount', '=', amount)
        .where((eb) => (couponId === null ? eb('coupon_id', 'is', null) : eb('coupon_id', '=', couponId)))
        .where('status', '=', 'pending')
        .where('checkout_session_id', 'is', null)
        .where((eb) => eb.or([eb('payment_intent_id', 'is not', null), eb('subscription_id', 'is not', null)]))
        // now() - make_interval(years, months, weeks, days, hours, mins): typed as a time, as Kysely types both operands of `-` alike.
        .where((eb) =>
          eb(
            'created_at',
            '>',
            eb(
              eb.fn<Date>('now'),
              '-',
              eb.fn<Date>('make_interval', [eb.lit(0), eb.lit(0), eb.lit(0), eb.lit(0), eb.lit(0), eb.val(minutes)]),
            ),
          ),
        )
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    );
  }

  /**
   * A pending payment for the course or path; returns its id, or undefined when the course or path does
   * not exist (taken from its table, so that the insert needs no row checked before it).
   */
  @GenerateSql(
    {
      name: 'learner',
      params: [
        { userId: 1, email: 'learner@example.com', product: { type: 'course', id: 1 }, kind: 'one_time', amount: 4900, currency: 'usd' },
      ],
    },
    {
      name: 'visitor',
      params: [
        {
          userId: null,
          email: 'visitor@example.com',
          product: { type: 'course', id: 1 },
          kind: 'subscription',
          amount: 1900,
          currency: 'usd',
        },
      ],
    },
    {
      name: 'with a coupon',
      params: [
        {
          userId: 1,
          email: 'learner@example.com',
          product: { type: 'course', id: 1 },
          kind: 'one_time',
          amount: 3675,
          currency: 'usd',
          coupon: { couponId: 1, code: 'SPRING25', originalAmount: 4900, discountAmount: 1225 },
        },
      ],
    },
    {
      name: 'team seats',
      params: [
        {
          userId: 1,
          email: 'buyer@example.com',
          product: { type: 'course', id: 1 },
          kind: 'one_time',
          amount: 13_230,
          currency: 'usd',
          purpose: 'team',
          quantity: 3,
        },
      ],
    },
    {
      name: 'a path',
      params: [
        { userId: 1, email: 'learner@example.com', product: { type: 'path', id: 1 }, kind: 'one_time', amount: 19_900, currency: 'usd' },
      ],
    },
  )
  async insertPending(payment: NewPayment): Promise<number | undefined> {
    const { product } = payment;
    const row = await this.db
      .insertInto('payments')
      .columns([
        'user_id',
        'email',
        'course_id',
        'path_id',
        'kind',
        'purpose',
        'quantity',
        'status',
        'amount',
        'currency',
        'original_amount',
        'discount_amount',
        'coupon_id',
        'coupon_code',
        'created_at',
        'updated_at',
      ])
      .expression((eb) =>
        eb
          // Either table has the id; typed as one of them, whose columns this select does not read otherwise.
          .selectFrom((product.type === 'course' ? 'courses as src' : 'learning_paths as src') as 'courses as src')
          .select((c) => [
            c.val(payment.userId).as('user_id'),
            c.val(payment.email).as('email'),
            product.type === 'course' ? c.ref('src.id').as('course_id') : c.val<number | null>(null).as('course_id'),
            product.type === 'path' ? c.ref('src.id').as('path_id') : c.val<number | null>(null).as('path_id'),
            c.val(payment.kind).as('kind'),
            c.val<PaymentPurpose>(payment.purpose ?? 'self').as('purpose'),
            c.val(payment.quantity ?? 1).as('quantity'),
            c.val<PaymentStatus>('pending').as('status'),
            c.val(payment.amount).as('amount'),
            c.val(payment.currency).as('currency'),
            c.val(payment.coupon?.originalAmount ?? null).as('original_amount'),
            c.val(payment.coupon?.discountAmount ?? 0).as('discount_amount'),
            c.val(payment.coupon?.couponId ?? null).as('coupon_id'),
            c.val(payment.coupon?.code ?? null).as('coupon_code'),
            c.fn<Date>('now').as('created_at'),
            c.fn<Date>('now').as('updated_at'),
          ])
          .where('src.id', '=', product.id),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Stores the Stripe ids a payment was started with. */
  @GenerateSql(
    { name: 'payment intent', params: [1, { payment_intent_id: 'pi_example' }] },
    { name: 'subscription', params: [1, { subscription_id: 'sub_example', customer_id: 'cus_example' }] },
  )
  async saveStripeIds(paymentId: number, ids: Partial<Record<StripeIdColumn, string>>): Promise<void> {
    await this.db
      .updateTable('payments')
      .set((eb) => ({ ...ids, updated_at: eb.fn<Date>('now') }))
      .where('id', '=', paymentId)
      .execute();
  }

  /** The Stripe customer of the learner's newest payment that has one. */
  @GenerateSql({ params: [1] })
  async knownCustomer(userId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('payments')
      .select('customer_id')
      .where('user_id', '=', userId)
      .where('customer_id', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.customer_id ?? null;
  }

  /** Removes a payment that never reached Stripe (still pending, no event applied). */
  @GenerateSql({ params: [1] })
  async deleteUnsent(paymentId: number): Promise<void> {
    await this.db
      .deleteFrom('payments')
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .where('last_event_at', 'is', null)
      .execute();
  }

  /** The learner's newest payment for their own access to the course or path (not one for a team's seats). */
  @GenerateSql({ name: 'a course', params: [1, { type: 'course', id: 1 }] }, { name: 'a path', params: [1, { type: 'path', id: 1 }] })
  latestOf(userId: number, product: Product) {
    return this.db
      .selectFrom('payments')
      .select(['id', 'kind', 'status', 'checkout_session_id', 'payment_intent_id', 'subscription_id'])
      .where('user_id', '=', userId)
      .where(product.type === 'course' ? 'course_id' : 'path_id', '=', product.id)
      .where('purpose', '=', 'self')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The payment's status, and whether its buyer has an active enrolment in its course. */
  @GenerateSql({ params: [1] })
  stateOf(paymentId: number) {
    return this.db
      .selectFrom('payments as p')
      .select((eb) => [
        'p.status',
        eb
          .exists(
            eb
              .selectFrom('enrollments as e')
              .select('e.id')
              .whereRef('e.user_id', '=', 'p.user_id')
              .whereRef('e.course_id', '=', 'p.course_id')
              .where('e.status', '=', 'active'),
          )
          .$castTo<boolean>()
          .as('is_enrolled'),
      ])
      .where('p.id', '=', paymentId)
      .executeTakeFirst();
  }

  /** The learner's subscriptions that were ever paid for, newest first, with their course's or path's title. */
  @GenerateSql({ params: [1] })
  subscriptionsOf(userId: number) {
    return this.db
      .selectFrom('payments as p')
      .leftJoin('courses as c', 'c.id', 'p.course_id')
      .leftJoin('learning_paths as lp', 'lp.id', 'p.path_id')
      .select([
        'p.id',
        'p.course_id',
        'c.title as course_title',
        'p.path_id',
        'lp.slug as path_slug',
        'lp.title as path_title',
        'p.purpose',
        'p.quantity',
        'p.status',
        'p.subscription_status',
        'p.current_period_end',
        'p.cancel_at_period_end',
      ])
      .where('p.user_id', '=', userId)
      .where('p.kind', '=', 'subscription')
      .where('p.subscription_id', 'is not', null)
      .where('p.status', 'in', ['succeeded', 'unpaid', 'canceled'])
      .orderBy('p.id', 'desc')
      .execute();
  }

  /** The Stripe customer of the learner's own subscription payment `paymentId` (nothing for another learner's). */
  @GenerateSql({ params: [1, 1] })
  subscriptionCustomer(paymentId: number, userId: number) {
    return this.db
      .selectFrom('payments')
      .select(['customer_id', 'status'])
      .where('id', '=', paymentId)
      .where('user_id', '=', userId)
      .where('kind', '=', 'subscription')
      .where('subscription_id', 'is not', null)
      .executeTakeFirst();
  }

  /** A team's subscription payment, to change its quantity at Stripe. */
  @GenerateSql({ params: [1] })
  teamSubscription(paymentId: number) {
    return this.db
      .selectFrom('payments')
      .select(['subscription_id', 'status', 'amount', 'quantity'])
      .where('id', '=', paymentId)
      .where('purpose', '=', 'team')
      .where('kind', '=', 'subscription')
      .executeTakeFirst();
  }

  // ---- The ledger (PaymentLedgerService): run in the caller's transaction ----

  /** The payment (with its course's title), its row locked until the transaction ends. */
  @GenerateSql({ params: [1] })
  lock(paymentId: number) {
    return this.db
      .selectFrom('payments')
      .select([
        'id',
        'user_id',
        'email',
        'course_id',
        'path_id',
        'kind',
        'purpose',
        'quantity',
        'status',
        'amount',
        'currency',
        'subscription_id',
        'last_event_at',
        'coupon_id',
      ])
      .select((eb) => [
        eb.selectFrom('courses as c').select('c.title').whereRef('c.id', '=', 'payments.course_id').$asScalar().as('course_title'),
        eb.selectFrom('learning_paths as lp').select('lp.title').whereRef('lp.id', '=', 'payments.path_id').$asScalar().as('path_title'),
      ])
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Paid: the buyer (where the payment has none yet) and the Stripe ids learned are kept, with the event's time. */
  @GenerateSql({ params: [1, 1, { paymentIntentId: 'pi_example', subscriptionId: null, customerId: 'cus_example' }, 1767225600] })
  async markSucceeded(paymentId: number, userId: number | null, ids: LearnedStripeIds, eventTime: number): Promise<void> {
    await this.db
      .updateTable('payments')
      .set((eb) => ({
        status: 'succeeded',
        user_id: eb.fn.coalesce('user_id', eb.val(userId)),
        payment_intent_id: eb.fn.coalesce('payment_intent_id', eb.val(ids.paymentIntentId)),
        subscription_id: eb.fn.coalesce('subscription_id', eb.val(ids.subscriptionId)),
        customer_id: eb.fn.coalesce('customer_id', eb.val(ids.customerId)),
        last_event_at: eventTime,
        updated_at: eb.fn<Date>('now'),
      }))
      .where('id', '=', paymentId)
      .execute();
  }

  /** A new status from an event at `eventTime`. */
  @GenerateSql({ params: [1, 'refunded', 1767225600] })
  async recordStatus(paymentId: number, status: PaymentStatus, eventTime: number): Promise<void> {
    await this.db
      .updateTable('payments')
      .set((eb) => ({ status, last_event_at: eventTime, updated_at: eb.fn<Date>('now') }))
      .where('id', '=', paymentId)
      .execute();
  }

  /** What the newest applied subscription event says about its period and cancellation. */
  @GenerateSql({
    params: [1, { status: 'active', currentPeriodEnd: new Date('2026-02-01T00:00:00Z'), cancelAtPeriodEnd: true, quantity: 1 }],
  })
  async saveSubscriptionState(paymentId: number, state: SubscriptionState): Promise<void> {
    await this.db
      .updateTable('payments')
      .set((eb) => ({
        subscription_status: state.status,
        current_period_end: eb.fn.coalesce(eb.val(state.currentPeriodEnd), 'current_period_end'),
        cancel_at_period_end: state.cancelAtPeriodEnd,
        updated_at: eb.fn<Date>('now'),
      }))
      .where('id', '=', paymentId)
      .execute();
  }

  /** A team subscription's new quantity, and what it now charges each period. */
  @GenerateSql({ params: [1, 5, 9500] })
  async saveQuantity(paymentId: number, quantity: number, amount: number): Promise<void> {
    await this.db
      .updateTable('payments')
      .set((eb) => ({ quantity, amount, updated_at: eb.fn<Date>('now') }))
      .where('id', '=', paymentId)
      .execute();
  }

  /** Visitor payments made with `email` become the account's; returns them. */
  @GenerateSql({ params: [1, 'learner@example.com'] })
  claimVisitorPayments(userId: number, email: string) {
    return this.db
      .updateTable('payments')
      .set((eb) => ({ user_id: userId, updated_at: eb.fn<Date>('now') }))
      .where('user_id', 'is', null)
      .where('email', '=', email)
      .returning(['id', 'course_id', 'path_id', 'kind', 'status'])
      .execute();
  }

  /** Who paid for the path themself and still has it: one standing payment per buyer (their oldest). */
  @GenerateSql({ params: [1] })
  pathBuyers(pathId: number) {
    return this.db
      .selectFrom('payments')
      .distinctOn('user_id')
      .select(['id', 'user_id'])
      .where('path_id', '=', pathId)
      .where('purpose', '=', 'self')
      .where('status', '=', 'succeeded')
      .where('user_id', 'is not', null)
      .orderBy('user_id')
      .orderBy('id')
      .$narrowType<{ user_id: number }>()
      .execute();
  }

  // ---- Stripe's events (StripeWebhookService) ----

  /** Records the event as applied; false when it was recorded before (a redelivery). */
  @GenerateSql({ params: ['evt_example', 'payment_intent.succeeded'] })
  async recordEvent(eventId: string, type: string): Promise<boolean> {
    const recorded = await this.db
      .insertInto('stripe_events')
      .values((eb) => ({ id: eventId, type, processed_at: eb.fn<Date>('now') }))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    return recorded.length > 0;
  }

  /** The payment made with this PaymentIntent. */
  @GenerateSql({ params: ['pi_example'] })
  async paymentIdOfIntent(paymentIntentId: string): Promise<number | null> {
    const row = await this.db.selectFrom('payments').select('id').where('payment_intent_id', '=', paymentIntentId).executeTakeFirst();
    return row?.id ?? null;
  }

  /** The payment that started this subscription. */
  @GenerateSql({ params: ['sub_example'] })
  async paymentIdOfSubscription(subscriptionId: string): Promise<number | null> {
    const row = await this.db.selectFrom('payments').select('id').where('subscription_id', '=', subscriptionId).executeTakeFirst();
    return row?.id ?? null;
  }
}
