import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { isRowId } from '../../common/row-id.js';
import { MAX_INTEGER } from '../../common/validation.js';
import { activateEnrollment, activatePathAccess, endPaidAccess, endPathAccess } from '../learning/public/enrollments.js';
import { PathEventsService } from '../paths/path-events.service.js';
import { User } from '../users/entities/user.entity.js';
import { recordWebhookEvent } from '../webhooks/public/webhook-events.js';
import { Payment } from './entities/payment.entity.js';
import type { PaymentKind, PaymentStatus } from './entities/payment.entity.js';
import { CouponsService } from './coupons.service.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PaymentsRepository, type LockedPayment, type SubscriptionState } from './payments.repository.js';

/** Stripe object ids learned from an event, stored on the payment the first time they are seen. */
export interface StripeIds {
  paymentIntentId?: string | null;
  subscriptionId?: string | null;
  customerId?: string | null;
}

const FINAL: ReadonlySet<PaymentStatus> = new Set(['refunded', 'canceled']);
const ENDS_ACCESS: ReadonlySet<PaymentStatus> = new Set(['refunded', 'canceled', 'unpaid']);

/**
 * The one place a payment changes state and access follows it. Webhooks and the client's confirm call
 * both end here; every change locks the payment row, so deliveries racing each other apply in turn,
 * and an event older than the last one applied (Stripe does not promise order) changes nothing.
 * Each method runs in the caller's transaction: `em` is the one its `em.transactional(...)` provides,
 * and the repository's queries join that transaction through MikroORM's transaction context.
 */
@Injectable()
export class PaymentLedgerService implements OnModuleInit {
  private readonly logger = new Logger(PaymentLedgerService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly events: PaymentEventsService,
    private readonly coupons: CouponsService,
    private readonly pathEvents: PathEventsService,
  ) {}

  onModuleInit(): void {
    this.pathEvents.onStepsChanged((em, pathId) => this.grantPathCourses(em, pathId));
  }

  /**
   * Paid: the buyer is enrolled (a visitor's purchase waits for the e-mail's account). Seats bought
   * for a team never enrol the buyer: the teams module hears of them, once per payment.
   */
  async markSucceeded(em: EntityManager, paymentId: number, eventTime: number, ids: StripeIds = {}): Promise<boolean> {
    const payment = await this.lock(paymentId);
    if (!payment || !this.applies(payment, eventTime)) return false;
    if (payment.purpose === 'team') {
      await this.payments.markSucceeded(
        paymentId,
        payment.user_id,
        { paymentIntentId: ids.paymentIntentId ?? null, subscriptionId: ids.subscriptionId ?? null, customerId: ids.customerId ?? null },
        eventTime,
      );
      if (payment.status !== 'succeeded') {
        recordWebhookEvent(em, { type: 'payment.succeeded', data: paymentEvent(payment, payment.user_id) });
        const subscriptionId = payment.subscription_id ?? ids.subscriptionId ?? null;
        await this.events.seatsPaid(em, {
          paymentId,
          quantity: payment.quantity,
          kind: payment.kind,
          subscriptionId,
        });
      }
      return true;
    }
    const userId = payment.user_id ?? (await this.accountFor(em, payment.email));
    await this.payments.markSucceeded(
      paymentId,
      userId,
      { paymentIntentId: ids.paymentIntentId ?? null, subscriptionId: ids.subscriptionId ?? null, customerId: ids.customerId ?? null },
      eventTime,
    );
    // Renewals and Stripe's repeated events find the payment succeeded already: one event, and one redemption of its coupon, per payment.
    if (payment.status !== 'succeeded') {
      recordWebhookEvent(em, { type: 'payment.succeeded', data: paymentEvent(payment, userId) });
      if (payment.coupon_id !== null) await this.coupons.redeem(payment.coupon_id);
    }
    if (userId) await this.grant(em, payment, userId);
    return true;
  }

  /**
   * Refunded, cancelled or unpaid: access bought with this payment ends (a grant or another payment
   * keeps it). A refund, and the end of a subscription, are webhook events (once: both are final).
   */
  async markEnded(em: EntityManager, paymentId: number, status: 'refunded' | 'canceled' | 'unpaid', eventTime: number): Promise<void> {
    const payment = await this.lock(paymentId);
    if (!payment || !this.applies(payment, eventTime)) return;
    await this.payments.recordStatus(paymentId, status, eventTime);
    if (payment.purpose === 'team') await this.endSeats(em, payment, status);
    else if (payment.user_id && ENDS_ACCESS.has(status)) {
      if (payment.path_id !== null) await endPathAccess(em, { id: paymentId, userId: payment.user_id });
      else await endPaidAccess(em, { id: paymentId, userId: payment.user_id, courseId: payment.course_id! });
    }
    if (status === 'refunded') recordWebhookEvent(em, { type: 'payment.refunded', data: paymentEvent(payment, payment.user_id) });
    if (status === 'canceled' && payment.kind === 'subscription') {
      const ended = {
        ...paymentEvent(payment, payment.user_id),
        subscriptionId: payment.subscription_id,
        endedAt: new Date(eventTime * 1000).toISOString(),
      };
      recordWebhookEvent(em, { type: 'subscription.cancelled', data: ended });
    }
  }

  /**
   * A subscription event: its period and cancellation are kept for the account page, and access
   * follows its status. Cancelled at period end, it stays active (and so does access) until Stripe
   * deletes it when the period ends.
   */
  async applySubscription(
    em: EntityManager,
    paymentId: number,
    subscriptionId: string,
    state: SubscriptionState,
    eventTime: number,
  ): Promise<void> {
    const payment = await this.lock(paymentId);
    if (!payment || !this.applies(payment, eventTime)) return;
    await this.payments.saveSubscriptionState(paymentId, state);
    if (payment.purpose === 'team' && state.quantity !== null && state.quantity >= 1 && state.quantity !== payment.quantity) {
      await this.changeSeatQuantity(em, payment, state.quantity);
    }
    if (state.status === 'canceled') await this.markEnded(em, paymentId, 'canceled', eventTime);
    else if (state.status === 'unpaid') await this.markEnded(em, paymentId, 'unpaid', eventTime);
    else if (state.status === 'active') await this.markSucceeded(em, paymentId, eventTime, { subscriptionId });
  }

  /** A card payment that failed: the learner may try again with the same payment. */
  async markFailed(paymentId: number, eventTime: number): Promise<void> {
    const payment = await this.lock(paymentId);
    if (!payment || payment.status !== 'pending' || !this.applies(payment, eventTime)) return;
    await this.payments.recordStatus(paymentId, 'failed', eventTime);
  }

  /**
   * A visitor's hosted checkout, claimed by the account that registered on returning from it (the
   * caller has confirmed with Stripe that this checkout paid for that account's address).
   */
  async claimPaidCheckout(em: EntityManager, paymentId: number, userId: number, eventTime: number, ids: StripeIds): Promise<void> {
    const payment = await this.lock(paymentId);
    if (!payment || payment.user_id !== null || payment.purpose === 'team') return;
    await em.nativeUpdate(Payment, { id: paymentId }, { user: userId, updatedAt: new Date() });
    if (payment.status === 'succeeded') await this.grant(em, payment, userId);
    else await this.markSucceeded(em, paymentId, eventTime, ids);
  }

  /** Paid visitor purchases made with `email` that its proof (see claimVisitorPurchases) would hand over. */
  visitorPurchasesWaiting(em: EntityManager, email: string): Promise<number> {
    return em.count(Payment, { user: null, email, status: 'succeeded' });
  }

  /** Once an address is proven (verification, reset, invite): purchases made as a visitor with it become the account's enrolments. */
  async claimVisitorPurchases(em: EntityManager, userId: number, email: string): Promise<number> {
    const claimed = await this.payments.claimVisitorPayments(userId, email);
    const paid = claimed.filter((payment) => payment.status === 'succeeded');
    for (const payment of paid) await this.grant(em, payment, userId);
    if (paid.length > 0) this.logger.log(`Sign-up claimed ${paid.length} purchase(s) made before the account existed`);
    return paid.length;
  }

  /**
   * A path's steps changed: everyone whose own payment for the path stands gets the courses it now has
   * (one payment per buyer names them). A course taken out of the path stays with those who have it.
   */
  private async grantPathCourses(em: EntityManager, pathId: number): Promise<void> {
    const buyers = await this.payments.pathBuyers(pathId);
    await activatePathAccess(
      em,
      pathId,
      buyers.map((buyer) => ({ userId: buyer.user_id, pathPaymentId: buyer.id })),
      'path',
    );
  }

  /** What a paid payment of the buyer's own gives: its course, or every course of its path (naming the payment). */
  private async grant(
    em: EntityManager,
    payment: { id: number; course_id: number | null; path_id: number | null; kind: PaymentKind },
    userId: number,
  ): Promise<void> {
    if (payment.path_id !== null) await activatePathAccess(em, payment.path_id, [{ userId, pathPaymentId: payment.id }], 'path');
    else await activateEnrollment(em, userId, payment.course_id!, sourceOf(payment.kind));
  }

  /**
   * A team payment that ended: a full refund takes its seats back; a paid subscription that ended or
   * went unpaid ends what it paid for (once: not again when an unpaid one is then deleted).
   */
  private async endSeats(em: EntityManager, payment: LockedPayment, status: 'refunded' | 'canceled' | 'unpaid'): Promise<void> {
    if (status === 'refunded') await this.events.seatsRefunded(em, { paymentId: payment.id });
    else if (payment.kind === 'subscription' && payment.status === 'succeeded')
      await this.events.seatSubscriptionEnded(em, { paymentId: payment.id });
  }

  /** A team subscription billing another number of seats (the same price per seat). */
  private async changeSeatQuantity(em: EntityManager, payment: LockedPayment, quantity: number): Promise<void> {
    const unitAmount = Math.round(payment.amount / payment.quantity);
    // A quantity set at Stripe by hand is taken as it is; only the amount column's range bounds what is stored of it.
    await this.payments.saveQuantity(payment.id, quantity, Math.min(MAX_INTEGER, unitAmount * quantity));
    await this.events.seatQuantityChanged(em, { paymentId: payment.id, quantity });
  }

  private applies(payment: LockedPayment, eventTime: number): boolean {
    if (FINAL.has(payment.status)) return false;
    return payment.last_event_at === null || eventTime >= Number(payment.last_event_at);
  }

  private async lock(paymentId: number): Promise<LockedPayment | undefined> {
    // An id from an event's metadata that is no integer id names no payment.
    const payment = isRowId(paymentId) ? await this.payments.lock(paymentId) : undefined;
    if (!payment) this.logger.warn(`Stripe referred to payment ${paymentId}, which does not exist`);
    return payment;
  }

  private async accountFor(em: EntityManager, email: string): Promise<number | null> {
    // Only an account that proved it owns the address receives what was bought for it.
    const user = await em.findOne(User, { email, emailVerifiedAt: { $ne: null } }, { fields: ['id'] });
    return user?.id ?? null;
  }
}

const sourceOf = (kind: PaymentKind) => (kind === 'subscription' ? 'subscription' : 'purchase');

/** The payment, buyer and course or path as payment webhook events name them. */
function paymentEvent(payment: LockedPayment, userId: number | null) {
  return {
    payment: { id: payment.id, kind: payment.kind, amount: payment.amount, currency: payment.currency },
    user: { id: userId, email: payment.email },
    course: payment.course_id === null ? null : { id: payment.course_id, title: payment.course_title ?? '' },
    path: payment.path_id === null ? null : { id: payment.path_id, title: payment.path_title ?? '' },
  };
}
