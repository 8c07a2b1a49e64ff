import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PaymentKind } from './entities/payment.entity.js';

/** A payment for a team's seats went through (announced once per payment, and again only after it ended and was paid again). */
export interface SeatsPaid {
  paymentId: number;
  quantity: number;
  kind: PaymentKind;
  subscriptionId: string | null;
}

type Listener<Event> = (em: EntityManager, event: Event) => Promise<unknown>;

/**
 * The ledger announces here what happened to payments for team seats, without knowing who acts on it
 * (the teams module). Listeners run one after the other inside the ledger's transaction, with its
 * `em`: what they write commits or rolls back with the payment's change, and their errors reach the
 * webhook (which Stripe then delivers again).
 */
@Injectable()
export class PaymentEventsService {
  private readonly seatsPaidListeners: Listener<SeatsPaid>[] = [];
  private readonly seatsRefundedListeners: Listener<{ paymentId: number }>[] = [];
  private readonly seatQuantityChangedListeners: Listener<{ paymentId: number; quantity: number }>[] = [];
  private readonly seatSubscriptionEndedListeners: Listener<{ paymentId: number }>[] = [];

  onSeatsPaid(listener: Listener<SeatsPaid>): void {
    this.seatsPaidListeners.push(listener);
  }

  onSeatsRefunded(listener: Listener<{ paymentId: number }>): void {
    this.seatsRefundedListeners.push(listener);
  }

  onSeatQuantityChanged(listener: Listener<{ paymentId: number; quantity: number }>): void {
    this.seatQuantityChangedListeners.push(listener);
  }

  onSeatSubscriptionEnded(listener: Listener<{ paymentId: number }>): void {
    this.seatSubscriptionEndedListeners.push(listener);
  }

  /** A team payment became succeeded: its order's seats are the team's. */
  async seatsPaid(em: EntityManager, event: SeatsPaid): Promise<void> {
    for (const listener of this.seatsPaidListeners) await listener(em, event);
  }

  /** A team payment was refunded in full: its seats are taken back. */
  async seatsRefunded(em: EntityManager, event: { paymentId: number }): Promise<void> {
    for (const listener of this.seatsRefundedListeners) await listener(em, event);
  }

  /** A team subscription now bills `quantity` seats (more were added, or fewer at the customer's request). */
  async seatQuantityChanged(em: EntityManager, event: { paymentId: number; quantity: number }): Promise<void> {
    for (const listener of this.seatQuantityChangedListeners) await listener(em, event);
  }

  /** A paid team subscription ended (deleted at the end of its period) or went unpaid. */
  async seatSubscriptionEnded(em: EntityManager, event: { paymentId: number }): Promise<void> {
    for (const listener of this.seatSubscriptionEndedListeners) await listener(em, event);
  }
}
