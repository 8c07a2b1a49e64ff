import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';

const EXAMPLE_TIME = new Date('2026-12-01T09:00:00Z');

export interface ScheduleInput {
  queue: string;
  kind: string;
  key: string;
  runAt: Date;
  payload: Record<string, unknown> | null;
}

/** A scheduled job as a handler reads it. */
export type ScheduledJobRow = NonNullable<Awaited<ReturnType<SchedulerRepository['lockPending']>>>;

@Injectable()
export class SchedulerRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Writes the job, or moves the one with the same key (a new time re-arms it, done or not). Runs in
   * the caller's transaction when `em` has one.
   */
  @GenerateSql({ params: [{ queue: 'academy', kind: 'reminder', key: 'reminder:1:60', runAt: EXAMPLE_TIME, payload: null }] })
  upsert(input: ScheduleInput, em: EntityManager = this.em) {
    return kysely(em)
      .insertInto('scheduled_jobs')
      .values((eb) => ({
        id: sql<number>`default`,
        queue: input.queue,
        kind: input.kind,
        key: input.key,
        run_at: input.runAt,
        payload: input.payload === null ? null : eb.cast<Record<string, unknown>>(eb.val(JSON.stringify(input.payload)), 'jsonb'),
        created_at: sql<Date>`now()`,
      }))
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          queue: eb.ref('excluded.queue'),
          kind: eb.ref('excluded.kind'),
          run_at: eb.ref('excluded.run_at'),
          payload: eb.ref('excluded.payload'),
          queued_at: null,
          done_at: null,
        })),
      )
      .execute();
  }

  /** Drops the jobs not yet done whose key starts with `keyPrefix` (a range scan of the pending keys' index). */
  @GenerateSql({ params: ['reminder:1:'] })
  cancel(keyPrefix: string, em: EntityManager = this.em) {
    return kysely(em)
      .deleteFrom('scheduled_jobs')
      .where('done_at', 'is', null)
      .where('key', 'like', `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`)
      .execute();
  }

  /** Deletes up to `limit` jobs done before `before`: their keys are no longer needed to move or cancel them. */
  @GenerateSql({ params: [EXAMPLE_TIME, 1000] })
  purgeDone(before: Date, limit: number) {
    return this.db
      .deleteFrom('scheduled_jobs')
      .where('id', 'in', (eb) => eb.selectFrom('scheduled_jobs').select('id').where('done_at', '<', before).orderBy('done_at').limit(limit))
      .executeTakeFirst();
  }

  /**
   * Claims up to `limit` pending jobs due before `until` that are not on the queue (or were put there
   * before `lostBefore`, in case Redis lost them), marking them queued; other relays skip locked rows.
   */
  @GenerateSql({ params: ['academy', EXAMPLE_TIME, EXAMPLE_TIME, EXAMPLE_TIME, 100] })
  claimForQueue(queue: string, until: Date, lostBefore: Date, now: Date, limit: number) {
    return this.db
      .with('due', (db) =>
        db
          .selectFrom('scheduled_jobs')
          .select('id')
          .where('queue', '=', queue)
          .where('done_at', 'is', null)
          .where('run_at', '<=', until)
          .where((eb) => eb.or([eb('queued_at', 'is', null), eb('queued_at', '<', lostBefore)]))
          .orderBy('run_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .updateTable('scheduled_jobs')
      .set({ queued_at: now })
      .where('id', 'in', (eb) => eb.selectFrom('due').select('id'))
      .returning(['id', 'run_at', 'queued_at'])
      .execute();
  }

  /**
   * The job, locked for this transaction, when it is still pending. It waits for a lock rather than
   * skipping: the relay that queued the job may not have committed yet, and a second run of the same
   * job finds it done once the first commits.
   */
  @GenerateSql({ params: [1] })
  lockPending(id: number) {
    return this.db
      .selectFrom('scheduled_jobs')
      .select(['id', 'kind', 'key', 'run_at', 'payload'])
      .where('id', '=', id)
      .where('done_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  }

  @GenerateSql({ params: [1, EXAMPLE_TIME] })
  markDone(id: number, now: Date) {
    return this.db.updateTable('scheduled_jobs').set({ done_at: now }).where('id', '=', id).execute();
  }

  /** Pending jobs of this deployment due by `now`, oldest first. */
  @GenerateSql({ params: ['academy', EXAMPLE_TIME] })
  dueIds(queue: string, now: Date) {
    return this.db
      .selectFrom('scheduled_jobs')
      .select('id')
      .where('queue', '=', queue)
      .where('done_at', 'is', null)
      .where('run_at', '<=', now)
      .orderBy('run_at')
      .orderBy('id')
      .execute();
  }

  private get db() {
    return kysely(this.em);
  }
}
