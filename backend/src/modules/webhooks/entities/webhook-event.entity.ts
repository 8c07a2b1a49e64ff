import { defineEntity, p } from '@mikro-orm/core';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '../public/webhook-event-types.js';

/**
 * The webhook outbox: an event written in the same transaction as the change it tells about. The
 * relay fans it out into one delivery per subscribed endpoint, then marks it dispatched. Its id is the
 * `webhook-id` of every delivery of it, retries and redeliveries included.
 */
const WebhookEventSchema = defineEntity({
  name: 'WebhookEvent',
  tableName: 'webhook_events',
  indexes: [
    {
      name: 'webhook_events_undispatched_idx',
      expression: 'create index "webhook_events_undispatched_idx" on "webhook_events" ("id") where "dispatched_at" is null',
    },
  ],
  properties: {
    id: p.integer().primary(),
    type: p.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]),
    data: p.json<Record<string, unknown>>(),
    occurredAt: p.datetime(),
    dispatchedAt: p.datetime().nullable(),
  },
});

export class WebhookEvent extends WebhookEventSchema.class {}
WebhookEventSchema.setClass(WebhookEvent);
export { WebhookEventSchema };
