import type { AliasableExpression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AcademyDb } from '../../../database/kysely.js';
import { visibleCourse, type Viewer } from '../../catalog/public/viewer.js';

/** A query scope with `learning_paths as p` in it. */
export type PathScope = ExpressionBuilder<AcademyDb & { p: AcademyDb['learning_paths'] }, 'p'>;

/**
 * "The viewer may see path `p`": not deleted, published (admins may also open drafts when
 * `drafts`), with at least one step whose course is live, and every such course visible to the viewer,
 * so that nobody is shown a path they could not finish.
 */
export function visiblePath(eb: PathScope, viewer: Viewer, drafts: boolean): AliasableExpression<SqlBool> {
  const liveSteps = () =>
    eb
      .selectFrom('learning_path_steps as s')
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .select('s.id')
      .whereRef('s.path_id', '=', 'p.id')
      .where('c.deleted_at', 'is', null);
  return eb.and([
    eb('p.deleted_at', 'is', null),
    drafts && viewer?.role === 'admin' ? eb.lit(true) : eb('p.is_published', '=', true),
    eb.exists(liveSteps()),
    eb.not(eb.exists(liveSteps().where((c) => c.not(visibleCourse(c, viewer))))),
  ]);
}
