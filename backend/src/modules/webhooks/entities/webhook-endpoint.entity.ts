import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { WEBHOOK_EVENT_TYPES } from '../public/webhook-event-types.js';

/**
 * A receiver an admin registered: where to POST, which events, and the secret that signs them
 * (Standard Webhooks, `whsec_` + base64). The secret is kept as is, since signing needs it.
 */
const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  checks: [
    {
      name: 'webhook_endpoints_events_known',
      expression: `cardinality(events) > 0 and events <@ array[${WEBHOOK_EVENT_TYPES.map((type) => `'${type}'`).join(', ')}]::text[]`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    url: p.string().length(2048),
    description: p.string().length(500).default(''),
    events: p.array().columnType('text[]'),
    secret: p.string().length(100),
    /** Set when an admin turns the endpoint off, or when a delivery gave up; it then receives nothing. */
    disabledAt: p.datetime().nullable(),
    disabledReason: p.string().length(500).nullable(),
    /** Failed attempts since the last success. */
    consecutiveFailures: p.integer().default(0),
    lastSuccessAt: p.datetime().nullable(),
    lastFailureAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class WebhookEndpoint extends WebhookEndpointSchema.class {}
WebhookEndpointSchema.setClass(WebhookEndpoint);
export { WebhookEndpointSchema };
