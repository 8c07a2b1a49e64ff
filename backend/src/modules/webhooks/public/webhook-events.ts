import type { EntityManager } from '@mikro-orm/postgresql';
import { displayName } from '../../users/public/display-name.js';
import { WebhookEvent } from '../entities/webhook-event.entity.js';
import type { WebhookEventInput, WebhookUser } from './webhook-event-types.js';

/**
 * Records an event in `em`, to be flushed with the caller's change: the change and its event commit
 * or roll back together. Runs no query; the relay delivers the event after the commit.
 */
export function recordWebhookEvent(em: EntityManager, event: WebhookEventInput): void {
  const occurredAt = new Date();
  em.persist(em.create(WebhookEvent, { type: event.type, data: { ...event.data, occurredAt: occurredAt.toISOString() }, occurredAt }));
}

/** A person as events name them, from a user row or entity. */
export function webhookUser(user: { id: number; email: string; firstName: string; lastName: string }): WebhookUser {
  return { id: user.id, email: user.email, name: displayName(user) };
}
