import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import type { AttemptOutcome } from './webhook-sender.js';

const OUTCOME: AttemptOutcome = {
  ok: false,
  status: 500,
  durationMs: 120,
  error: 'The receiver answered 500',
  excerpt: 'Internal Server Error',
};

/** The delivery log and the worker's writes; each method is one statement. */
@Injectable()
export class WebhooksRepository {
  /** `em`: the injected one, or the worker's fork (its statements are labelled as the worker's). */
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** How many deliveries the endpoint has; undefined when there is no such endpoint. */
  @GenerateSql({ params: [1] })
  deliveryTotal(endpointId: number) {
    return this.db
      .selectFrom('webhook_endpoints as we')
      .select((eb) =>
        eb
          .cast<number>(
            eb
              .selectFrom('webhook_deliveries as wd')
              .select((count) => count.fn.countAll().as('count'))
              .whereRef('wd.endpoint_id', '=', 'we.id'),
            'integer',
          )
          .as('total'),
      )
      .where('we.id', '=', endpointId)
      .executeTakeFirst();
  }

  /** A page of the endpoint's deliveries, newest first, with their event. */
  @GenerateSql({ params: [1, { limit: 20, offset: 0 }] })
  deliveries(endpointId: number, window: { limit: number; offset: number }) {
    return this.db
      .selectFrom('webhook_deliveries as wd')
      .innerJoin('webhook_events as ev', 'ev.id', 'wd.event_id')
      .select([
        'wd.id',
        'wd.event_id',
        'ev.type as event_type',
        'wd.status',
        'wd.attempts',
        'wd.response_status',
        'wd.duration_ms',
        'wd.last_error',
        'wd.response_excerpt',
        'wd.created_at',
        'wd.last_attempt_at',
        'wd.finished_at',
      ])
      .where('wd.endpoint_id', '=', endpointId)
      .orderBy('wd.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  /**
   * Logs an attempt on a delivery still pending, and on its endpoint: a success resets the failure
   * streak, a failure adds to it. `gaveUp`: the last attempt failed, the delivery is over.
   */
  @GenerateSql(
    { name: 'a retry', params: [1, 1, OUTCOME, false] },
    { name: 'a success', params: [1, 1, { ...OUTCOME, ok: true, status: 204, error: null }, false] },
  )
  async recordAttempt(deliveryId: number, endpointId: number, outcome: AttemptOutcome, gaveUp: boolean): Promise<void> {
    const status = outcome.ok ? 'succeeded' : gaveUp ? 'failed' : 'pending';
    const finished = status !== 'pending';
    await this.db
      .with('attempt', (db) =>
        db
          .updateTable('webhook_deliveries')
          .set((eb) => ({
            status,
            attempts: eb('attempts', '+', 1),
            response_status: outcome.status,
            duration_ms: outcome.durationMs,
            last_error: outcome.error,
            response_excerpt: outcome.excerpt,
            last_attempt_at: eb.fn<Date>('now'),
            finished_at: finished ? eb.fn<Date>('now') : null,
          }))
          .where('id', '=', deliveryId)
          .where('status', '=', 'pending')
          .returning('id'),
      )
      .updateTable('webhook_endpoints')
      .set((eb) =>
        outcome.ok
          ? { consecutive_failures: 0, last_success_at: eb.fn<Date>('now') }
          : { consecutive_failures: eb('consecutive_failures', '+', 1), last_failure_at: eb.fn<Date>('now') },
      )
      .where('id', '=', endpointId)
      .where((eb) => eb.exists(eb.selectFrom('attempt').select('attempt.id')))
      .execute();
  }

  /** A pending delivery that will not be attempted (its endpoint was turned off meanwhile). */
  @GenerateSql({ params: [1, 'Not sent: the endpoint is turned off'] })
  async finishUnsent(deliveryId: number, reason: string): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ status: 'failed', last_error: reason, finished_at: eb.fn<Date>('now') }))
      .where('id', '=', deliveryId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Turns the endpoint off unless it already is; true when this call did. */
  @GenerateSql({ params: [1, 'Turned off after a delivery failed 8 times: The receiver answered 500'] })
  async disableEndpoint(endpointId: number, reason: string): Promise<boolean> {
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set((eb) => ({ disabled_at: eb.fn<Date>('now'), disabled_reason: reason, updated_at: eb.fn<Date>('now') }))
      .where('id', '=', endpointId)
      .where('disabled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
