import { sql } from 'kysely';
import type { CourseScope } from './viewer.js';

/** Whether the viewer (none: a visitor) has an active enrolment in course `c`. */
export function viewerEnrolled(eb: CourseScope, viewerId: number | null) {
  return eb
    .exists(
      eb
        .selectFrom('enrollments as e')
        .select('e.id')
        .whereRef('e.course_id', '=', 'c.id')
        .where((e) => (viewerId === null ? e.lit(false) : e('e.user_id', '=', viewerId)))
        .where('e.status', '=', 'active'),
    )
    .$castTo<boolean>();
}

/** How many lessons course `c` has. */
export function lessonCount(eb: CourseScope) {
  return eb.cast<number>(
    eb
      .selectFrom('lessons as l')
      .select((count) => count.fn.countAll().as('count'))
      .whereRef('l.course_id', '=', 'c.id'),
    'integer',
  );
}

/** How many lessons of course `c` the viewer (none: a visitor) has completed. */
export function completedLessonCount(eb: CourseScope, viewerId: number | null) {
  return eb.cast<number>(
    eb
      .selectFrom('lesson_progress as lp')
      .select((count) => count.fn.countAll().as('count'))
      .whereRef('lp.course_id', '=', 'c.id')
      .where((lp) => (viewerId === null ? lp.lit(false) : lp('lp.user_id', '=', viewerId))),
    'integer',
  );
}

/** The ids of the lessons of course `c` the viewer has completed (empty for a visitor), in no particular order. */
export function completedLessonIds(eb: CourseScope, viewerId: number | null) {
  return eb.fn.coalesce(
    eb
      .selectFrom('lesson_progress as lp')
      .select((ids) => ids.fn.agg<number[]>('array_agg', ['lp.lesson_id']).as('ids'))
      .whereRef('lp.course_id', '=', 'c.id')
      .where((lp) => (viewerId === null ? lp.lit(false) : lp('lp.user_id', '=', viewerId)))
      .$asScalar(),
    sql<number[]>`'{}'::int[]`,
  );
}

/** The viewer's current certificate of course `c` (valid, expired or revoked, not one a renewal replaced; none for a visitor). */
export function viewerCertificateCode(eb: CourseScope, viewerId: number | null) {
  return eb
    .selectFrom('certificates as cert')
    .select('cert.code')
    .whereRef('cert.course_id', '=', 'c.id')
    .where('cert.renewed_at', 'is', null)
    .where((cert) => (viewerId === null ? cert.lit(false) : cert('cert.user_id', '=', viewerId)))
    .$asScalar();
}

/** Whether the viewer was given course `c` whatever its access level. */
export function hasSpecificAccess(eb: CourseScope, viewerId: number) {
  return eb
    .exists(
      eb.selectFrom('course_user_access as a').select('a.user_id').whereRef('a.course_id', '=', 'c.id').where('a.user_id', '=', viewerId),
    )
    .$castTo<boolean>();
}

/** The columns of a course row `c` that are the same for every viewer (what the catalogue cache keeps). */
export function catalogueColumns(eb: CourseScope) {
  return [
    'c.id',
    'c.title',
    'c.description',
    'c.slug',
    'c.image_key',
    'c.access_level',
    'c.is_paid',
    'c.price',
    'c.payment_type',
    'c.estimated_duration',
    'c.created_at',
    'c.rating_count',
    'c.rating_sum',
    lessonCount(eb).as('lesson_count'),
  ] as const;
}

/**
 * The columns of a course row `c` with the viewer's enrolment, progress and certificate (a visitor,
 * `viewerId` null, has none of them). Shared with the learner's dashboard query.
 */
export function courseColumns(eb: CourseScope, viewerId: number | null) {
  return [
    ...catalogueColumns(eb),
    viewerEnrolled(eb, viewerId).as('is_enrolled'),
    completedLessonCount(eb, viewerId).as('completed_count'),
    viewerCertificateCode(eb, viewerId).as('certificate_code'),
  ] as const;
}
