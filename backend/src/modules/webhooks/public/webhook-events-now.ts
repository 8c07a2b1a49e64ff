import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Optional } from '@nestjs/common';
import { CompiledQuery } from 'kysely';
import { runCompiled } from '../../../database/kysely.js';
import { WebhookRelay } from '../webhook-relay.js';
import type { WebhookEventInput } from './webhook-event-types.js';

/**
 * The events, in order, and at once their deliveries: one per endpoint on and subscribed to an event's
 * type now, as the relay's fan-out would make them, with the events marked dispatched. One statement
 * for any number of events ($1 their types, $2 their data as JSON, $3 when they occurred).
 */
const RECORD_FANNED_OUT = `with "event" as (
  insert into "webhook_events" ("type", "data", "occurred_at", "dispatched_at")
  select "e"."type", "e"."data"::jsonb, $3, $3 from unnest($1::text[], $2::text[]) with ordinality as "e"("type", "data", "n") order by "e"."n"
  returning "id", "type"
), "delivery" as (
  insert into "webhook_deliveries" ("endpoint_id", "event_id", "status", "attempts", "created_at")
  select "w"."id", "event"."id", 'pending', 0, $3 from "webhook_endpoints" as "w" inner join "event" on "event"."type" = any("w"."events")
  where "w"."disabled_at" is null
  returning "id"
)
select count(*)::int as "deliveries" from "delivery"`;

/**
 * Webhook events written with their deliveries in the caller's transaction, for hot paths (a lesson
 * completed): no relay pass is needed to fan them out, and the relay is asked to queue the deliveries
 * only when there are some, after the commit. `recordWebhookEvent` leaves the fan-out to the relay.
 */
@Injectable()
export class WebhookEvents {
  /** Absent where no relay runs (service-level tests): the deliveries then stay pending rows. */
  constructor(@Optional() private readonly relay?: WebhookRelay) {}

  async record(em: EntityManager, events: WebhookEventInput[]): Promise<void> {
    if (events.length === 0) return;
    const occurredAt = new Date();
    const data = events.map((event) => JSON.stringify({ ...event.data, occurredAt: occurredAt.toISOString() }));
    const query = CompiledQuery.raw(RECORD_FANNED_OUT, [events.map((event) => event.type), data, occurredAt]);
    const [{ deliveries }] = (await runCompiled(em, query)) as { deliveries: number }[];
    if (deliveries > 0) this.relay?.kickAfterCommit(em);
  }
}
