import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * When a learner's start in a course was, for drip modules: their cohort's start in the course, else
 * the earliest start of their cohorts of learning paths the course is a step of, else their active
 * enrolment's (docs/product-rules.md#cohorts-drip-and-live-sessions). Null when they have none.
 */
export function dripStart(userId: number | null, courseId: Expression<number>): RawBuilder<Date | null> {
  if (userId === null) return sql<null>`null::timestamptz`;
  return learnerStart(sql`${userId}`, courseId);
}

/** `dripStart` for the user of a column (the drip sweep runs it for every enrolment). */
export function learnerStart(userId: Expression<number>, courseId: Expression<number>): RawBuilder<Date | null> {
  // Aliases of their own: `userId` and `courseId` may be columns of the caller's `e`, `cm` or `co`.
  return sql<Date | null>`coalesce(
    (select dco.starts_at from cohort_members dcm join cohorts dco on dco.id = dcm.cohort_id where dcm.user_id = ${userId} and dcm.course_id = ${courseId}),
    (select min(dco.starts_at) from cohort_members dcm join cohorts dco on dco.id = dcm.cohort_id join learning_paths dlp on dlp.id = dcm.path_id and dlp.deleted_at is null
      where dcm.user_id = ${userId} and exists (select 1 from learning_path_steps dps where dps.path_id = dcm.path_id and dps.course_id = ${courseId})),
    (select de.enrolled_at from enrollments de where de.user_id = ${userId} and de.course_id = ${courseId} and de.status = 'active'))`;
}

/**
 * When module `unlockAfterDays` opens for the learner: null when it has no drip or the learner no start
 * (admins and people outside the course see no lock; their access is decided elsewhere). Days of 24
 * hours, as the learning page counts them: an interval of calendar days would follow the database
 * session's time zone across daylight saving changes.
 */
export function moduleUnlocksAt(
  userId: number | null,
  courseId: Expression<number>,
  unlockAfterDays: Expression<number | null>,
): RawBuilder<Date | null> {
  return sql<Date | null>`(${dripStart(userId, courseId)} + make_interval(hours => 24 * ${unlockAfterDays}))`;
}

/** The lock of a module at `now`: the moment it opens while it is still ahead, else null. Admins never wait. */
export function lockedUntil(unlocksAt: Date | string | null, now: Date, role: string): Date | null {
  if (unlocksAt === null || role === 'admin') return null;
  const at = new Date(unlocksAt);
  return at > now ? at : null;
}

/** "This module unlocks on March 8, 2027." in UTC: clients show the same instant in the learner's zone from `unlocksAt`. */
export function moduleLockedMessage(at: Date): string {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  return `This module unlocks on ${day}.`;
}

/** `moduleUnlocksAt` for the module of the lesson `l` in scope. */
export function lessonUnlocksAt(userId: number | null): RawBuilder<Date | null> {
  return moduleUnlocksAt(userId, sql.ref('l.course_id'), sql`(select m.unlock_after_days from modules m where m.id = l.module_id)`);
}
