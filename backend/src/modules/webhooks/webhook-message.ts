import type { WebhookEvent } from './entities/webhook-event.entity.js';

/** The `webhook-id` of an event: the same for every attempt and redelivery, so receivers can drop repeats. */
export function webhookId(event: Pick<WebhookEvent, 'id'>): string {
  return `msg_${event.id}`;
}

/** The Standard Webhooks body: the event's type, when it happened, and its data. */
export function webhookBody(event: Pick<WebhookEvent, 'type' | 'occurredAt' | 'data'>): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
}
