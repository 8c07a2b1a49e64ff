import type { EntityManager } from '@mikro-orm/postgresql';
import type { EnrollmentSource } from './entities/enrollment.entity.js';

/**
 * Enrols a user (idempotent, race-safe): a new row, or a revoked one made active again with the new
 * source. An active enrolment keeps its source and date. Runs in `em`'s transaction, if any.
 */
export async function activateEnrollment(em: EntityManager, userId: number, courseId: number, source: EnrollmentSource): Promise<Date> {
  const [row] = await em.getConnection().execute<{ enrolled_at: Date }[]>(
    `insert into enrollments (user_id, course_id, source, status, enrolled_at) values (?, ?, ?, 'active', now())
     on conflict (user_id, course_id) do update
       set status = 'active',
           source = case when enrollments.status = 'active' then enrollments.source else excluded.source end,
           enrolled_at = case when enrollments.status = 'active' then enrollments.enrolled_at else excluded.enrolled_at end
     returning enrolled_at`,
    [userId, courseId, source],
    'all',
    em.getTransactionContext(),
  );
  return new Date(row.enrolled_at);
}
