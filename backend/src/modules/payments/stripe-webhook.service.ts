import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { PaymentLedgerService } from './payment-ledger.service.js';
import { PaymentsRepository } from './payments.repository.js';
import { idOf } from './stripe-ids.js';
import { InjectStripe, PAYMENTS_NOT_CONFIGURED } from './stripe.client.js';

export interface WebhookResult {
  received: true;
  /** True when this event id was applied before (Stripe redelivers): nothing changed. */
  duplicate: boolean;
}

/**
 * Stripe's events, verified on the raw body and applied once each: the event id goes into
 * `stripe_events` in the same transaction as its effect, so a redelivery (even concurrent) is a no-op
 * and a failure leaves nothing behind for Stripe's retry.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly payments: PaymentsRepository,
    private readonly ledger: PaymentLedgerService,
    @InjectStripe() private readonly stripe: Stripe | null,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookResult> {
    const secret = this.config.stripe.webhookSecret;
    if (!this.stripe || !secret) throw new AppError(ErrorCode.PAYMENTS_NOT_CONFIGURED, PAYMENTS_NOT_CONFIGURED);
    if (!rawBody || !signature) throw new AppError(ErrorCode.WEBHOOK_SIGNATURE_INVALID, 'Missing Stripe signature or body');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new AppError(ErrorCode.WEBHOOK_SIGNATURE_INVALID, 'Invalid Stripe signature');
    }
    return this.em.transactional(async (em) => {
      if (!(await this.payments.recordEvent(event.id, event.type))) return { received: true, duplicate: true } as const;
      await this.apply(em, event);
      return { received: true, duplicate: false } as const;
    });
  }

  private async apply(em: EntityManager, event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const paymentId = paymentIdIn(session.metadata);
        if (!paymentId || (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')) return;
        await this.ledger.markSucceeded(em, paymentId, event.created, {
          paymentIntentId: idOf(session.payment_intent),
          subscriptionId: idOf(session.subscription),
          customerId: idOf(session.customer),
        });
        return;
      }
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        const paymentId = paymentIdIn(intent.metadata);
        if (paymentId)
          await this.ledger.markSucceeded(em, paymentId, event.created, { paymentIntentId: intent.id, customerId: idOf(intent.customer) });
        return;
      }
      case 'payment_intent.payment_failed': {
        const paymentId = paymentIdIn(event.data.object.metadata);
        if (paymentId) await this.ledger.markFailed(paymentId, event.created);
        return;
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        // A partial refund (a goodwill credit, say) keeps the course; only a full refund ends access.
        if (!charge.refunded) return;
        const paymentId = await this.paymentOfIntent(idOf(charge.payment_intent));
        if (paymentId) await this.ledger.markEnded(em, paymentId, 'refunded', event.created);
        return;
      }
      case 'invoice.paid': {
        const details = event.data.object.parent?.subscription_details;
        const paymentId = paymentIdIn(details?.metadata) ?? (await this.paymentOfSubscription(idOf(details?.subscription)));
        if (paymentId) await this.ledger.markSucceeded(em, paymentId, event.created, { subscriptionId: idOf(details?.subscription) });
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const paymentId = paymentIdIn(subscription.metadata) ?? (await this.paymentOfSubscription(subscription.id));
        if (!paymentId) return;
        // A deleted subscription is over whatever status the event's copy still shows.
        const status = event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status;
        const state = {
          status,
          currentPeriodEnd: periodEndOf(subscription),
          cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
          quantity: quantityOf(subscription),
        };
        await this.ledger.applySubscription(em, paymentId, subscription.id, state, event.created);
        return;
      }
      default:
        this.logger.debug(`Stripe event ${event.type} needs nothing from us`);
    }
  }

  /** A refund may arrive before the payment's own events told us its PaymentIntent: ask Stripe whose it is. */
  private async paymentOfIntent(paymentIntentId: string | null): Promise<number | null> {
    if (!paymentIntentId) return null;
    const known = await this.payments.paymentIdOfIntent(paymentIntentId);
    if (known) return known;
    const intent = await this.stripe!.paymentIntents.retrieve(paymentIntentId);
    return paymentIdIn(intent.metadata);
  }

  private async paymentOfSubscription(subscriptionId: string | null): Promise<number | null> {
    if (!subscriptionId) return null;
    return this.payments.paymentIdOfSubscription(subscriptionId);
  }
}

/** Stripe keeps the billing period on the subscription's items; every item of ours bills monthly together. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const end = subscription.items?.data?.[0]?.current_period_end;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}

/** Seats a team's subscription bills: the quantity of its one item. */
function quantityOf(subscription: Stripe.Subscription): number | null {
  const quantity = subscription.items?.data?.[0]?.quantity;
  return typeof quantity === 'number' && Number.isSafeInteger(quantity) ? quantity : null;
}

function paymentIdIn(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.paymentId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
