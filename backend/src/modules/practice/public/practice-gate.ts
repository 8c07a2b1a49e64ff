import type { ExpressionBuilder } from 'kysely';
import type { AcademyDb } from '../../../database/kysely.js';

/** A query scope with `lessons as l` in it. */
type LessonScope = ExpressionBuilder<AcademyDb & { l: AcademyDb['lessons'] }, 'l'>;

/**
 * "Lesson `l` waits for a practice conversation the user has not passed": it is a practice lesson
 * with its conversation set up, and none of the user's attempts passed. Such a lesson is completed by
 * passing (see PracticeEventsService), never by hand.
 */
export function practiceNotPassed(eb: LessonScope, userId: number) {
  return eb.exists(
    eb
      .selectFrom('practice_lessons as pl')
      .select('pl.lesson_id')
      .whereRef('pl.lesson_id', '=', 'l.id')
      .where((practice) =>
        practice.not(
          practice.exists(
            practice
              .selectFrom('practice_attempts as pa')
              .select('pa.id')
              .whereRef('pa.lesson_id', '=', 'pl.lesson_id')
              .where('pa.user_id', '=', userId)
              .where('pa.passed', '=', true),
          ),
        ),
      ),
  );
}
