export const SCHEDULED_QUEUE = 'scheduled';

/** A scheduled job names its row; the worker reads everything else from the database. */
export interface ScheduledQueueJob {
  scheduledJobId: number;
}

/** Rows due within this window go on the queue as delayed jobs; later ones wait in PostgreSQL. */
export const SCHEDULE_HORIZON_MS = 60 * 60_000;
