import type { Expression, ExpressionBuilder } from 'kysely';
import type { AcademyDb } from '../../../database/kysely.js';

/** A step `s` of a learning path, in a query that reads it. */
export type StepScope = ExpressionBuilder<AcademyDb & { s: AcademyDb['learning_path_steps'] }, 's'>;

/**
 * Whether `learner` has done step `s` (docs/product-rules.md#learning-paths): for a course step, holds
 * the course's current certificate (not one a renewal replaced, and not revoked); for a lesson step,
 * has completed the lesson (a practice or sourcing lesson is completed by passing it).
 */
export function stepDoneBy(eb: StepScope, learner: Expression<number | null>) {
  return eb
    .case()
    .when('s.lesson_id', 'is', null)
    .then(
      eb.exists(
        eb
          .selectFrom('certificates as cert')
          .select('cert.id')
          .whereRef('cert.course_id', '=', 's.course_id')
          .where((cert) => cert('cert.user_id', '=', learner))
          .where('cert.renewed_at', 'is', null)
          .where('cert.revoked_at', 'is', null),
      ),
    )
    .else(
      eb.exists(
        eb
          .selectFrom('lesson_progress as lp')
          .select('lp.id')
          .whereRef('lp.lesson_id', '=', 's.lesson_id')
          .where((lp) => lp('lp.user_id', '=', learner)),
      ),
    )
    .end()
    .$castTo<boolean>();
}
