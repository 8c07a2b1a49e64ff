import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { RateLimiterService } from '../../common/security/rate-limiter.service.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { isRowId } from '../../common/row-id.js';
import type { Viewer } from '../catalog/public/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { normalizeEmail } from '../users/public/normalize-email.js';
import {
  CHECKOUT_WITH_CODE_MINUTES,
  COUPON_HOLD_MINUTES,
  CouponsService,
  dollars,
  STRIPE_MINIMUM_CENTS,
  VISITOR,
  type AppliedCoupon,
} from './coupons.service.js';
import type {
  CheckoutSessionDto,
  PathPaymentConfirmationDto,
  PaymentConfirmationDto,
  PaymentIntentDto,
  PortalSessionDto,
  SubscriptionDto,
} from './dto/checkout.dto.js';
import { Payment, type PaymentKind } from './entities/payment.entity.js';
import { PaymentLedgerService } from './payment-ledger.service.js';
import { PaymentsRepository, type StartedPayment, type StripeIdColumn } from './payments.repository.js';
import type { Product } from './public/product.js';
import { idOf } from './stripe-ids.js';
import { InjectStripe, requireStripe } from './stripe.client.js';

const CURRENCY = 'usd';
/** What a deleted account's payments keep instead of its e-mail address (a reserved domain: nobody can register or prove it). */
const DELETED_BUYER_EMAIL = 'deleted-account@deleted.invalid';
const PUBLIC_CHECKOUTS_PER_IP_PER_HOUR = 20;
/** Stripe's largest charge in US dollars, in cents ($999,999.99). */
const STRIPE_MAXIMUM_CENTS = 99_999_999;
/** An unpaid card form is offered again for a day rather than creating a new PaymentIntent per visit (one with a coupon only while it holds the coupon). */
const REUSE_PENDING_MINUTES = 23 * 60;

/** What a learner buys for themself: a course, or a learning path (every course of it). */
interface Purchasable {
  product: Product;
  title: string;
  /** Integer cents, from the database. */
  price: number;
  kind: PaymentKind;
  /** The course's or path's page, where the buyer comes back to once paid. */
  pagePath: string;
  /** Its checkout page, where a hosted checkout left unpaid comes back to. */
  checkoutPath: string;
}

interface Buyer {
  userId: number | null;
  email: string;
  name?: string;
}

/** A purchase of seats for a team, priced by the teams module (the course's or path's price less its volume discount). */
export interface SeatCheckout {
  buyer: Pick<User, 'id' | 'email'>;
  /** The course or path the seats are of. */
  product: Product & { title: string; kind: PaymentKind };
  seats: number;
  /** Integer cents per seat. */
  unitAmount: number;
  successUrl: string;
  cancelUrl: string;
  /** Writes what the seats are for (the team's order) in the transaction that records the payment. */
  recordOrder(em: EntityManager, paymentId: number): Promise<void>;
}

/** What a Checkout Session sells: one line of `quantity` at `unitAmount`, once or monthly. */
interface CheckoutLine {
  kind: PaymentKind;
  productName: string;
  unitAmount: number;
  quantity: number;
}

/** Starting payments (card form, hosted checkout, a visitor's checkout by e-mail) and confirming them. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly payments: PaymentsRepository,
    private readonly ledger: PaymentLedgerService,
    private readonly rateLimiter: RateLimiterService,
    private readonly coupons: CouponsService,
    @InjectStripe() private readonly stripe: Stripe | null,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** What a coupon code takes off a course for this viewer (a visitor: undefined); every later step checks it again. */
  async quoteCoupon(user: User | undefined, courseId: number, code: string, ip: string) {
    const viewer = user ? { id: user.id, role: user.role } : null;
    const course = await this.purchasableCourse(viewer, courseId, user?.id ?? null);
    return this.coupons.quote(pricedCourse(course), code, user?.id ?? VISITOR, ip);
  }

  /** The embedded card form's client secret for a course: a PaymentIntent, or a subscription's first invoice. */
  async createPaymentIntent(user: User, courseId: number, couponCode?: string): Promise<PaymentIntentDto> {
    const course = await this.purchasableCourse({ id: user.id, role: user.role }, courseId, user.id);
    return this.cardForm(user, course, couponCode);
  }

  /** The embedded card form's client secret for a learning path (docs/product-rules.md#learning-path-purchases). Codes do not apply to paths. */
  async createPathPaymentIntent(user: User, pathId: number): Promise<PaymentIntentDto> {
    return this.cardForm(user, await this.purchasablePath(user, pathId));
  }

  private async cardForm(user: User, course: Purchasable, couponCode?: string): Promise<PaymentIntentDto> {
    const stripe = requireStripe(this.stripe);
    const buyer = { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` };
    const started = await this.startPayment(buyer, course, couponCode, stripe);
    if (started.reusable) return { clientSecret: started.reusable };
    const { coupon } = started;
    const paymentId = started.paymentId!;
    const metadata = this.metadata(paymentId, course, buyer, coupon);
    const clientSecret = await this.callStripe(paymentId, async () => {
      if (course.kind === 'one_time') {
        const intent = await stripe.paymentIntents.create(
          {
            amount: coupon?.amount ?? course.price,
            currency: CURRENCY,
            // Stripe's receipt shows the description: the code and what it took off are on it.
            description: coupon
              ? `${course.title} (code ${coupon.code}: ${dollars(coupon.discountAmount)} off ${dollars(coupon.originalAmount)})`
              : course.title,
            receipt_email: buyer.email,
            automatic_payment_methods: { enabled: true },
            metadata,
          },
          { idempotencyKey: `payment-intent-${paymentId}` },
        );
        await this.savePaymentIds(paymentId, { payment_intent_id: intent.id });
        return intent.client_secret;
      }
      const customerId =
        (await this.knownCustomer(user.id)) ??
        (
          await stripe.customers.create(
            { email: buyer.email, name: buyer.name, metadata: { userId: String(user.id) } },
            { idempotencyKey: `customer-${paymentId}` },
          )
        ).id;
      const product = await stripe.products.create(
        { name: course.title, metadata: productMetadata(course.product) },
        { idempotencyKey: `product-${paymentId}` },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price_data: { currency: CURRENCY, product: product.id, unit_amount: course.price, recurring: { interval: 'month' } } }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata,
        },
        { idempotencyKey: `subscription-${paymentId}` },
      );
      await this.savePaymentIds(paymentId, { subscription_id: subscription.id, customer_id: customerId });
      return invoiceSecret(subscription);
    });
    if (!clientSecret)
      throw new AppError(ErrorCode.PAYMENT_PROVIDER_FAILED, 'The payment provider did not return a card form. Please try again.');
    return { clientSecret };
  }

  /** Stripe's hosted checkout for a signed-in learner; back to the course when paid. */
  async createCheckoutSession(user: User, courseId: number, couponCode?: string): Promise<CheckoutSessionDto> {
    const course = await this.purchasableCourse({ id: user.id, role: user.role }, courseId, user.id);
    const buyer = { userId: user.id, email: user.email };
    return this.checkoutSession(course, buyer, `${this.config.publicUrl}${course.pagePath}?payment=success`, couponCode);
  }

  /** Stripe's hosted checkout for a learning path; back to the path's page when paid. */
  async createPathCheckoutSession(user: User, pathId: number): Promise<CheckoutSessionDto> {
    const path = await this.purchasablePath(user, pathId);
    return this.checkoutSession(path, { userId: user.id, email: user.email }, `${this.config.publicUrl}${path.pagePath}?payment=success`);
  }

  /** A visitor pays with an e-mail only; signing up with that e-mail afterwards finds the course enrolled. */
  async createPublicCheckoutSession(email: string, courseId: number, ip: string, couponCode?: string): Promise<CheckoutSessionDto> {
    const limits = [{ key: `checkout:ip:${ip}`, limit: PUBLIC_CHECKOUTS_PER_IP_PER_HOUR, windowSeconds: 3600 }];
    await this.rateLimiter.assertAllowed(limits);
    const course = await this.purchasableCourse(null, courseId, null);
    await this.rateLimiter.record(limits);
    const buyer = { userId: null, email: normalizeEmail(email) };
    const query = new URLSearchParams({ payment: 'success', courseId: String(course.product.id), email: buyer.email });
    // Stripe puts the Checkout Session id in place of the placeholder: signing up with it claims this purchase.
    return this.checkoutSession(course, buyer, `${this.config.publicUrl}/auth?${query}&session_id={CHECKOUT_SESSION_ID}`, couponCode);
  }

  /**
   * Stripe's hosted checkout for seats of a team: one line of `seats` at the per-seat price, paid once
   * or monthly (a subscription whose quantity is the seats). The payment (purpose `team`) and what the
   * caller records with it are written together before Stripe is called; a checkout Stripe refused
   * leaves neither behind.
   */
  async createSeatCheckout(checkout: SeatCheckout): Promise<CheckoutSessionDto> {
    const stripe = requireStripe(this.stripe);
    const { buyer, product, seats, unitAmount } = checkout;
    const paymentId = await this.em.transactional(async (em) => {
      const id = await this.payments.insertPending({
        userId: buyer.id,
        email: buyer.email,
        product: { type: product.type, id: product.id },
        kind: product.kind,
        purpose: 'team',
        quantity: seats,
        amount: unitAmount * seats,
        currency: CURRENCY,
      });
      if (id === undefined) throw notFound(product);
      await checkout.recordOrder(em, id);
      return id;
    });
    const metadata = {
      paymentId: String(paymentId),
      ...productMetadata(product),
      userId: String(buyer.id),
      email: buyer.email,
      purpose: 'team',
      seats: String(seats),
    };
    const line = { kind: product.kind, productName: `${product.title} — team seat`, unitAmount, quantity: seats };
    return this.openCheckout(stripe, paymentId, line, metadata, buyer.email, checkout.successUrl, checkout.cancelUrl);
  }

  /**
   * Adds seats to a team's paid subscription at Stripe, prorated for the rest of the period; returns
   * the quantity asked for. The team grows when Stripe's `customer.subscription.updated` says so.
   */
  async addSubscriptionSeats(paymentId: number, seats: number): Promise<number> {
    const payment = await this.payments.teamSubscription(paymentId);
    if (!payment?.subscription_id || payment.status !== 'succeeded')
      throw new AppError(ErrorCode.SUBSCRIPTION_NOT_FOUND, 'Subscription not found');
    const unitAmount = Math.round(payment.amount / payment.quantity);
    if (unitAmount * (payment.quantity + seats) > STRIPE_MAXIMUM_CENTS) {
      const more = Math.max(0, Math.floor(STRIPE_MAXIMUM_CENTS / unitAmount) - payment.quantity);
      throw new AppError(
        ErrorCode.TEAM_SEATS_LIMIT,
        `A monthly charge can be at most $999,999.99: this subscription can take ${more} more ${more === 1 ? 'seat' : 'seats'}.`,
      );
    }
    const stripe = requireStripe(this.stripe);
    const subscriptionId = payment.subscription_id;
    return this.callStripe(null, async () => {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      const current = item.quantity ?? 1;
      const quantity = current + seats;
      // The same change asked twice at once (a double click) is sent once.
      await stripe.subscriptions.update(
        subscriptionId,
        { items: [{ id: item.id, quantity }], proration_behavior: 'create_prorations' },
        { idempotencyKey: `subscription-seats-${paymentId}-${current}-${quantity}` },
      );
      return quantity;
    });
  }

  /**
   * A visitor back from the hosted checkout signs up: the purchase is theirs at once when Stripe
   * confirms that this Checkout Session paid for the new account's address (else it waits for the
   * address to be confirmed, like any purchase made for it).
   */
  async claimReturningCheckout(user: User, checkoutSessionId: string): Promise<boolean> {
    const payment = await this.em.findOne(Payment, { checkoutSessionId }, { fields: ['id', 'email', 'user'] });
    if (!payment || payment.user || payment.email !== user.email || !this.stripe) return false;
    const stripe = this.stripe;
    try {
      const session = await stripe.checkout.sessions.retrieve(checkoutSessionId);
      const paidBy = normalizeEmail(session.customer_details?.email ?? session.customer_email ?? '');
      if (session.payment_status !== 'paid' || paidBy !== user.email) return false;
      const ids = {
        paymentIntentId: idOf(session.payment_intent),
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
      };
      await this.em.transactional((em) => this.ledger.claimPaidCheckout(em, payment.id, user.id, session.created, ids));
      return true;
    } catch (error) {
      this.logger.warn(`Checkout ${checkoutSessionId} not claimed at sign-up: ${(error as Error).message}`);
      return false;
    }
  }

  /**
   * After the card form or the hosted page reports success, the client asks us to look: we ask Stripe
   * (never the client) and enrol at once, so a late webhook does not keep the learner waiting.
   */
  async confirm(user: User, courseId: number): Promise<PaymentConfirmationDto> {
    const payment = isRowId(courseId) ? await this.payments.latestOf(user.id, { type: 'course', id: courseId }) : undefined;
    if (!payment) throw new AppError(ErrorCode.PAYMENT_NOT_FOUND, 'No payment was started for this course');
    if (payment.status === 'pending' || payment.status === 'failed') await this.checkWithStripe(requireStripe(this.stripe), payment);
    const state = await this.payments.stateOf(payment.id);
    if (!state) throw new AppError(ErrorCode.PAYMENT_NOT_FOUND, 'No payment was started for this course');
    return { courseId, status: state.status, isEnrolled: state.is_enrolled };
  }

  /** `confirm` for a learning path: once Stripe says it is paid, the learner has every course of the path. */
  async confirmPath(user: User, pathId: number): Promise<PathPaymentConfirmationDto> {
    const payment = await this.payments.latestOf(user.id, { type: 'path', id: pathId });
    if (!payment) throw new AppError(ErrorCode.PAYMENT_NOT_FOUND, 'No payment was started for this path');
    if (payment.status === 'pending' || payment.status === 'failed') await this.checkWithStripe(requireStripe(this.stripe), payment);
    const state = await this.payments.stateOf(payment.id);
    if (!state) throw new AppError(ErrorCode.PAYMENT_NOT_FOUND, 'No payment was started for this path');
    return { pathId, status: state.status, hasAccess: state.status === 'succeeded' };
  }

  /** The learner's subscriptions, for the account page. */
  async subscriptions(user: User): Promise<SubscriptionDto[]> {
    const rows = await this.payments.subscriptionsOf(user.id);
    return rows.map((row) => ({
      id: row.id,
      courseId: row.course_id,
      courseTitle: row.course_title,
      path: row.path_id === null ? null : { id: row.path_id, slug: row.path_slug!, title: row.path_title! },
      // Before any subscription event arrived, the ledger's own state is all there is.
      status: row.subscription_status ?? (row.status === 'succeeded' ? 'active' : row.status),
      currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end).toISOString() : null,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      teamSeats: row.purpose === 'team' ? row.quantity : null,
    }));
  }

  /** Stripe's customer portal for the learner's own subscription: cancel, resume, change the card; back to /account. */
  async createPortalSession(user: User, paymentId: number): Promise<PortalSessionDto> {
    const subscription = await this.payments.subscriptionCustomer(paymentId, user.id);
    if (!subscription?.customer_id) throw new AppError(ErrorCode.SUBSCRIPTION_NOT_FOUND, 'Subscription not found');
    const stripe = requireStripe(this.stripe);
    const customer = subscription.customer_id;
    const session = await this.callStripe(null, () =>
      stripe.billingPortal.sessions.create({ customer, return_url: `${this.config.publicUrl}/account` }),
    );
    return { url: session.url };
  }

  /** Before an account is deleted: its monthly subscriptions stop at Stripe, so nobody is charged for an account that is gone. */
  async cancelSubscriptionsOf(userId: number): Promise<void> {
    const subscriptions = await this.em.find(
      Payment,
      { user: userId, subscriptionId: { $ne: null }, status: { $in: ['pending', 'succeeded', 'unpaid'] } },
      { fields: ['subscriptionId'] },
    );
    if (subscriptions.length === 0) return;
    const stripe = requireStripe(this.stripe);
    await this.callStripe(null, async () => {
      for (const { subscriptionId } of subscriptions) {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId!);
        if (subscription.status !== 'canceled') await stripe.subscriptions.cancel(subscriptionId!);
      }
    });
  }

  /** After an account is deleted, its payments stay for the accounts without the address they were made with. */
  async forgetBuyer(em: EntityManager, userId: number): Promise<void> {
    await em.nativeUpdate(Payment, { user: userId }, { email: DELETED_BUYER_EMAIL, updatedAt: new Date() });
  }

  private async checkWithStripe(stripe: Stripe, payment: StartedPayment): Promise<void> {
    await this.callStripe(null, async () => {
      if (payment.checkout_session_id) {
        const session = await stripe.checkout.sessions.retrieve(payment.checkout_session_id);
        if (session.payment_status !== 'paid') return;
        const ids = {
          paymentIntentId: idOf(session.payment_intent),
          subscriptionId: idOf(session.subscription),
          customerId: idOf(session.customer),
        };
        await this.em.transactional((em) => this.ledger.markSucceeded(em, payment.id, session.created, ids));
      } else if (payment.payment_intent_id) {
        const intent = await stripe.paymentIntents.retrieve(payment.payment_intent_id);
        if (intent.status !== 'succeeded') return;
        await this.em.transactional((em) => this.ledger.markSucceeded(em, payment.id, intent.created));
      } else if (payment.subscription_id) {
        const subscription = await stripe.subscriptions.retrieve(payment.subscription_id);
        if (subscription.status !== 'active') return;
        await this.em.transactional((em) => this.ledger.markSucceeded(em, payment.id, subscription.created));
      }
    });
  }

  private async checkoutSession(course: Purchasable, buyer: Buyer, successUrl: string, couponCode?: string): Promise<CheckoutSessionDto> {
    const stripe = requireStripe(this.stripe);
    const { paymentId, coupon } = await this.startPayment(buyer, course, couponCode, null);
    // The line is the course's price; Stripe takes the promotion code's discount off it (and shows it on the page and receipt).
    const line = { kind: course.kind, productName: course.title, unitAmount: course.price, quantity: 1 };
    return this.openCheckout(
      stripe,
      paymentId!,
      line,
      this.metadata(paymentId!, course, buyer, coupon),
      buyer.email,
      successUrl,
      `${this.config.publicUrl}${course.checkoutPath}`,
      coupon?.stripePromotionCodeId,
    );
  }

  /**
   * The pending payment, with the coupon (checked again, its row locked) in the same transaction, so
   * that checkouts racing for a code's last redemption take turns. `stripe`: a card form, which reuses
   * the learner's unpaid one for the same price and coupon instead (`reusable`).
   */
  private async startPayment(
    buyer: Buyer,
    course: Purchasable,
    couponCode: string | undefined,
    stripe: Stripe | null,
  ): Promise<{ paymentId?: number; coupon?: AppliedCoupon; reusable?: string }> {
    if (!couponCode) {
      if (stripe && buyer.userId) {
        const reusable = await this.reusableClientSecret(stripe, buyer.userId, course, null, course.price, REUSE_PENDING_MINUTES);
        if (reusable) return { reusable };
      }
      return { paymentId: await this.recordPayment(buyer, course) };
    }
    if (course.product.type === 'path')
      throw new AppError(ErrorCode.COUPON_NOT_APPLICABLE, 'Promotion codes apply to courses only, not to learning paths.');
    return this.em.transactional(async () => {
      const coupon = await this.coupons.applyForPayment(pricedCourse(course), couponCode, buyer.userId ?? VISITOR);
      if (stripe && buyer.userId) {
        const reusable = await this.reusableClientSecret(stripe, buyer.userId, course, coupon.couponId, coupon.amount, COUPON_HOLD_MINUTES);
        if (reusable) return { reusable };
      }
      return { paymentId: await this.recordPayment(buyer, course, coupon), coupon };
    });
  }

  private async openCheckout(
    stripe: Stripe,
    paymentId: number,
    line: CheckoutLine,
    metadata: Record<string, string>,
    email: string,
    successUrl: string,
    cancelUrl: string,
    promotionCodeId?: string,
  ): Promise<CheckoutSessionDto> {
    const subscription = line.kind === 'subscription';
    const session = await this.callStripe(paymentId, () =>
      stripe.checkout.sessions.create(
        {
          mode: subscription ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: line.quantity,
              price_data: {
                currency: CURRENCY,
                unit_amount: line.unitAmount,
                product_data: { name: line.productName },
                ...(subscription && { recurring: { interval: 'month' as const } }),
              },
            },
          ],
          customer_email: email,
          // A page paid with a code must not outlive the redemption its payment holds.
          ...(promotionCodeId && {
            discounts: [{ promotion_code: promotionCodeId }],
            expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_WITH_CODE_MINUTES * 60,
          }),
          client_reference_id: String(paymentId),
          metadata,
          ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `checkout-session-${paymentId}` },
      ),
    );
    if (!session.url)
      throw new AppError(ErrorCode.PAYMENT_PROVIDER_FAILED, 'The payment provider did not return a checkout page. Please try again.');
    await this.savePaymentIds(paymentId, { checkout_session_id: session.id });
    return { checkoutUrl: session.url };
  }

  /** 404 unless the viewer may see the course; 400 for a free one or one priced under Stripe's minimum; 409 when already enrolled. No Stripe call in any of these. */
  private async purchasableCourse(viewer: Viewer, courseId: number, userId: number | null): Promise<Purchasable> {
    // An id beyond PostgreSQL's integer range names no course (as a query parameter it would fail the query).
    const course = isRowId(courseId) ? await this.payments.purchasableCourse(viewer, courseId, userId ?? 0) : undefined;
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    if (!course.is_paid || course.price <= 0)
      throw new AppError(ErrorCode.COURSE_IS_FREE, 'This course is free: enrol from the course page.');
    if (course.is_enrolled) throw new AppError(ErrorCode.ALREADY_ENROLLED, 'You are already enrolled in this course.');
    if (course.price < STRIPE_MINIMUM_CENTS) {
      throw new AppError(
        ErrorCode.PRICE_BELOW_MINIMUM,
        'This course cannot be bought online: its price is below the $0.50 card payment minimum. Please contact us.',
      );
    }
    return {
      product: { type: 'course', id: course.id },
      title: course.title,
      price: course.price,
      kind: course.payment_type === 'subscription' ? 'subscription' : 'one_time',
      pagePath: `/courses/${course.id}`,
      checkoutPath: `/checkout/${course.id}`,
    };
  }

  /**
   * A published path the learner may see (every course in it): 404 otherwise; 400 when it is not sold
   * or priced under Stripe's minimum; 409 when the learner already bought it, or already has every
   * course of it (docs/product-rules.md#learning-path-purchases). No Stripe call in any of these.
   */
  private async purchasablePath(user: User, pathId: number): Promise<Purchasable> {
    const path = isRowId(pathId) ? await this.payments.purchasablePath({ id: user.id, role: user.role }, pathId, user.id) : undefined;
    if (!path) throw new AppError(ErrorCode.PATH_NOT_FOUND, 'Path not found');
    if (!path.is_paid || path.price <= 0)
      throw new AppError(ErrorCode.PATH_NOT_FOR_SALE, 'This path is not sold: enrol in its courses one by one.');
    if (path.has_path) throw new AppError(ErrorCode.PATH_ALREADY_BOUGHT, 'You already have this path.');
    if (path.missing_courses === 0) throw new AppError(ErrorCode.PATH_ALREADY_BOUGHT, 'You already have every course of this path.');
    if (path.price < STRIPE_MINIMUM_CENTS) {
      throw new AppError(
        ErrorCode.PRICE_BELOW_MINIMUM,
        'This path cannot be bought online: its price is below the $0.50 card payment minimum. Please contact us.',
      );
    }
    return {
      product: { type: 'path', id: path.id },
      title: path.title,
      price: path.price,
      kind: path.payment_type === 'subscription' ? 'subscription' : 'one_time',
      pagePath: `/paths/${path.slug}`,
      checkoutPath: `/checkout/paths/${path.slug}`,
    };
  }

  private async reusableClientSecret(
    stripe: Stripe,
    userId: number,
    course: Purchasable,
    couponId: number | null,
    amount: number,
    minutes: number,
  ): Promise<string | null> {
    const pending = await this.payments.reusablePending(userId, course.product, course.kind, amount, couponId, minutes);
    if (!pending) return null;
    return this.callStripe(null, async () => {
      if (pending.payment_intent_id) {
        const intent = await stripe.paymentIntents.retrieve(pending.payment_intent_id);
        const open = ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status);
        return open ? intent.client_secret : null;
      }
      const subscription = await stripe.subscriptions.retrieve(pending.subscription_id!, {
        expand: ['latest_invoice.confirmation_secret'],
      });
      return subscription.status === 'incomplete' ? invoiceSecret(subscription) : null;
    });
  }

  private async recordPayment(buyer: Buyer, course: Purchasable, coupon?: AppliedCoupon): Promise<number> {
    const paymentId = await this.payments.insertPending({
      userId: buyer.userId,
      email: buyer.email,
      product: course.product,
      kind: course.kind,
      amount: coupon?.amount ?? course.price,
      currency: CURRENCY,
      ...(coupon && {
        coupon: {
          couponId: coupon.couponId,
          code: coupon.code,
          originalAmount: coupon.originalAmount,
          discountAmount: coupon.discountAmount,
        },
      }),
    });
    if (paymentId === undefined) throw notFound(course.product);
    return paymentId;
  }

  private async savePaymentIds(paymentId: number, ids: Partial<Record<StripeIdColumn, string>>): Promise<void> {
    await this.payments.saveStripeIds(paymentId, ids);
  }

  private async knownCustomer(userId: number): Promise<string | null> {
    return this.payments.knownCustomer(userId);
  }

  private metadata(paymentId: number, course: Purchasable, buyer: Buyer, coupon?: AppliedCoupon): Record<string, string> {
    return {
      paymentId: String(paymentId),
      ...productMetadata(course.product),
      userId: buyer.userId ? String(buyer.userId) : '',
      email: buyer.email,
      ...(coupon && { couponCode: coupon.code, discountAmount: String(coupon.discountAmount) }),
    };
  }

  /** Stripe failures become a 502 the client can show; a payment that never reached Stripe is removed again. */
  private async callStripe<T>(paymentId: number | null, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.error(`Stripe refused a request: ${error.type} ${error.code ?? ''} ${error.message}`);
      if (paymentId) await this.payments.deleteUnsent(paymentId);
      throw new AppError(ErrorCode.PAYMENT_PROVIDER_FAILED, 'The payment provider could not be reached. Please try again.');
    }
  }
}

function invoiceSecret(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  return invoice && typeof invoice === 'object' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
}

/** A course as coupons price it (only courses take codes). */
function pricedCourse(course: Purchasable): { id: number; price: number; kind: PaymentKind } {
  return { id: course.product.id, price: course.price, kind: course.kind };
}

/** What Stripe's objects say they are for: `courseId` or `pathId`. */
function productMetadata(product: Product): Record<string, string> {
  return product.type === 'course' ? { courseId: String(product.id) } : { pathId: String(product.id) };
}

function notFound(product: Product): AppError {
  return product.type === 'course'
    ? new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found')
    : new AppError(ErrorCode.PATH_NOT_FOUND, 'Path not found');
}
