import { defineEntity, p } from '@mikro-orm/core';

/**
 * Work promised for later (a reminder, a purge), written in the transaction of the change that makes
 * it due: the outbox of scheduled work. The relay puts rows that fall due soon on the `scheduled` queue
 * as delayed jobs; the worker runs the kind's handler and marks the row done.
 */
const ScheduledJobSchema = defineEntity({
  name: 'ScheduledJob',
  tableName: 'scheduled_jobs',
  indexes: [
    {
      name: 'scheduled_jobs_pending_idx',
      expression: 'create index "scheduled_jobs_pending_idx" on "scheduled_jobs" ("queue", "run_at") where "done_at" is null',
    },
  ],
  properties: {
    id: p.integer().primary(),
    /** The queue prefix of the deployment that wrote it: only that deployment's relay moves it. */
    queue: p.string().length(100),
    /** Which handler runs it (ScheduledWork.register). */
    kind: p.string().length(60),
    /** Names the work (e.g. `certificate-expiry:42:60`): scheduling the same key again moves it instead of adding a second. */
    key: p.string().length(200).unique(),
    runAt: p.datetime(),
    payload: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    queuedAt: p.datetime().nullable(),
    doneAt: p.datetime().nullable(),
  },
});

export class ScheduledJob extends ScheduledJobSchema.class {}
ScheduledJobSchema.setClass(ScheduledJob);
export { ScheduledJobSchema };
