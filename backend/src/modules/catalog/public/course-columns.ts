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

/**
 * The columns of a course row `c` with the viewer's enrolment, progress and certificate (a visitor,
 * `viewerId` null, has none of them). Shared with the learner's dashboard query.
 */
export function courseColumns(eb: CourseScope, viewerId: number | null) {
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
    lessonCount(eb).as('lesson_count'),
    viewerEnrolled(eb, viewerId).as('is_enrolled'),
    completedLessonCount(eb, viewerId).as('completed_count'),
    eb
      .selectFrom('certificates as cert')
      .select('cert.code')
      .whereRef('cert.course_id', '=', 'c.id')
      .where((cert) => (viewerId === null ? cert.lit(false) : cert('cert.user_id', '=', viewerId)))
      .$asScalar()
      .as('certificate_code'),
  ] as const;
}
