import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { activateEnrollment } from '../learning/enrollments.js';
import { User } from '../users/entities/user.entity.js';
import { Payment } from './entities/payment.entity.js';
import type { PaymentKind, PaymentStatus } from './entities/payment.entity.js';

interface PaymentRow {
  id: number;
  user_id: number | null;
  email: string;
  course_id: number;
  kind: PaymentKind;
  status: PaymentStatus;
  last_event_at: string | null;
}

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
 */
@Injectable()
export class PaymentLedgerService {
  private readonly logger = new Logger(PaymentLedgerService.name);

  /** Paid: the buyer is enrolled (a visitor's purchase waits for the e-mail's account). */
  async markSucceeded(em: EntityManager, paymentId: number, eventTime: number, ids: StripeIds = {}): Promise<boolean> {
    const payment = await this.lock(em, paymentId);
    if (!payment || !this.applies(payment, eventTime)) return false;
    const userId = payment.user_id ?? (await this.accountFor(em, payment.email));
    await this.execute(
      em,
      `update payments set status = 'succeeded', user_id = coalesce(user_id, ?),
         payment_intent_id = coalesce(payment_intent_id, ?), subscription_id = coalesce(subscription_id, ?),
         customer_id = coalesce(customer_id, ?), last_event_at = ?, updated_at = now()
       where id = ?`,
      [userId, ids.paymentIntentId ?? null, ids.subscriptionId ?? null, ids.customerId ?? null, eventTime, paymentId],
    );
    if (userId) await activateEnrollment(em, userId, payment.course_id, sourceOf(payment.kind));
    return true;
  }

  /** Refunded, cancelled or unpaid: access bought with this payment ends (a grant or another payment keeps it). */
  async markEnded(em: EntityManager, paymentId: number, status: 'refunded' | 'canceled' | 'unpaid', eventTime: number): Promise<void> {
    const payment = await this.lock(em, paymentId);
    if (!payment || !this.applies(payment, eventTime)) return;
    await this.execute(em, `update payments set status = ?, last_event_at = ?, updated_at = now() where id = ?`, [status, eventTime, paymentId]);
    if (payment.user_id && ENDS_ACCESS.has(status)) {
      await this.execute(
        em,
        `update enrollments set status = 'revoked'
         where user_id = ? and course_id = ? and status = 'active' and source in ('purchase', 'subscription')
           and not exists (select 1 from payments p where p.user_id = ? and p.course_id = ? and p.status = 'succeeded' and p.id <> ?)`,
        [payment.user_id, payment.course_id, payment.user_id, payment.course_id, paymentId],
      );
    }
  }

  /** A card payment that failed: the learner may try again with the same payment. */
  async markFailed(em: EntityManager, paymentId: number, eventTime: number): Promise<void> {
    const payment = await this.lock(em, paymentId);
    if (!payment || payment.status !== 'pending' || !this.applies(payment, eventTime)) return;
    await this.execute(em, `update payments set status = 'failed', last_event_at = ?, updated_at = now() where id = ?`, [eventTime, paymentId]);
  }

  /**
   * A visitor's hosted checkout, claimed by the account that registered on returning from it (the
   * caller has confirmed with Stripe that this checkout paid for that account's address).
   */
  async claimPaidCheckout(em: EntityManager, paymentId: number, userId: number, eventTime: number, ids: StripeIds): Promise<void> {
    const payment = await this.lock(em, paymentId);
    if (!payment || payment.user_id !== null) return;
    await em.nativeUpdate(Payment, { id: paymentId }, { user: userId, updatedAt: new Date() });
    if (payment.status === 'succeeded') await activateEnrollment(em, userId, payment.course_id, sourceOf(payment.kind));
    else await this.markSucceeded(em, paymentId, eventTime, ids);
  }

  /** Once an address is proven (verification, reset, invite): purchases made as a visitor with it become the account's enrolments. */
  async claimVisitorPurchases(em: EntityManager, userId: number, email: string): Promise<number> {
    const claimed = await em.getConnection().execute<{ course_id: number; kind: PaymentKind; status: PaymentStatus }[]>(
      `update payments set user_id = ?, updated_at = now() where user_id is null and email = ? returning course_id, kind, status`,
      [userId, email],
      'all',
      em.getTransactionContext(),
    );
    const paid = claimed.filter((payment) => payment.status === 'succeeded');
    for (const payment of paid) await activateEnrollment(em, userId, payment.course_id, sourceOf(payment.kind));
    if (paid.length > 0) this.logger.log(`Sign-up claimed ${paid.length} purchase(s) made before the account existed`);
    return paid.length;
  }

  private applies(payment: PaymentRow, eventTime: number): boolean {
    if (FINAL.has(payment.status)) return false;
    return payment.last_event_at === null || eventTime >= Number(payment.last_event_at);
  }

  private async lock(em: EntityManager, paymentId: number): Promise<PaymentRow | undefined> {
    const [payment] = await em
      .getConnection()
      .execute<PaymentRow[]>(
        `select id, user_id, email, course_id, kind, status, last_event_at from payments where id = ? for update`,
        [paymentId],
        'all',
        em.getTransactionContext(),
      );
    if (!payment) this.logger.warn(`Stripe referred to payment ${paymentId}, which does not exist`);
    return payment;
  }

  private async accountFor(em: EntityManager, email: string): Promise<number | null> {
    // Only an account that proved it owns the address receives what was bought for it.
    const user = await em.findOne(User, { email, emailVerifiedAt: { $ne: null } }, { fields: ['id'] });
    return user?.id ?? null;
  }

  private execute(em: EntityManager, sql: string, params: unknown[]) {
    return em.getConnection().execute(sql, params, 'run', em.getTransactionContext());
  }
}

const sourceOf = (kind: PaymentKind) => (kind === 'subscription' ? 'subscription' : 'purchase');
