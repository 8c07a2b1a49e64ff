import { defineEntity, p } from '@mikro-orm/core';

/** Every Stripe event applied, by Stripe's id: a redelivered event is recognised and skipped. */
const StripeEventSchema = defineEntity({
  name: 'StripeEvent',
  tableName: 'stripe_events',
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    processedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class StripeEvent extends StripeEventSchema.class {}
StripeEventSchema.setClass(StripeEvent);
export { StripeEventSchema };
