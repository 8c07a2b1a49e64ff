import type { ExpressionBuilder } from 'kysely';
import type { AcademyDb } from '../../../database/kysely.js';

/** A query scope with `lessons as l` in it. */
type LessonScope = ExpressionBuilder<AcademyDb & { l: AcademyDb['lessons'] }, 'l'>;

/**
 * "Lesson `l` waits for its SCORM package to report the user done": a SCORM lesson the user's attempt
 * has not completed. Such a lesson is completed by the package (see ScormEventsService), never by hand.
 */
export function scormNotDone(eb: LessonScope, userId: number) {
  return eb.and([
    eb('l.type', '=', 'scorm'),
    eb.not(
      eb.exists(
        eb
          .selectFrom('scorm_attempts as sa')
          .select('sa.id')
          .whereRef('sa.lesson_id', '=', 'l.id')
          .where('sa.user_id', '=', userId)
          .where('sa.completed_at', 'is not', null),
      ),
    ),
  ]);
}
