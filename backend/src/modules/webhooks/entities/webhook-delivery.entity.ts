import { defineEntity, p } from '@mikro-orm/core';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEvent } from './webhook-event.entity.js';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * One event on its way to one endpoint, and the log of its attempts (the last one's answer). A
 * redelivery is a new row for the same event.
 */
const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  indexes: [
    { name: 'webhook_deliveries_endpoint_idx', properties: ['endpoint', 'id'] },
    {
      name: 'webhook_deliveries_pending_idx',
      expression: 'create index "webhook_deliveries_pending_idx" on "webhook_deliveries" ("id") where "status" = \'pending\'',
    },
  ],
  properties: {
    id: p.integer().primary(),
    endpoint: () => p.manyToOne(WebhookEndpoint).deleteRule('cascade'),
    event: () => p.manyToOne(WebhookEvent).deleteRule('cascade').index(),
    status: p.enum(WEBHOOK_DELIVERY_STATUSES).default('pending'),
    attempts: p.integer().default(0),
    /** The HTTP status of the last attempt (null: no answer, e.g. refused, timed out, unreachable). */
    responseStatus: p.integer().nullable(),
    durationMs: p.integer().nullable(),
    /** Why the last attempt failed, in words. */
    lastError: p.string().length(1000).nullable(),
    /** The start of the last answer's body. */
    responseExcerpt: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    queuedAt: p.datetime().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    /** When it succeeded or gave up. */
    finishedAt: p.datetime().nullable(),
  },
});

export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery);
export { WebhookDeliverySchema };
