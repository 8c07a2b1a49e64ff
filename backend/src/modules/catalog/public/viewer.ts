import type { AliasableExpression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AcademyDb } from '../../../database/kysely.js';
import type { UserRole } from '../../users/entities/user.entity.js';
import type { SignedInUser } from '../../users/public/signed-in-user.js';
import type { AccessLevel } from '../entities/course.entity.js';

/** Who is looking: a signed-in user, or null for a visitor. */
export type Viewer = { id: number; role: UserRole } | null;

export function viewerOf(user: SignedInUser | undefined): Viewer {
  return user ? { id: user.id, role: user.role } : null;
}

/** What a viewer-dependent query's SQL depends on (a ReusableQuery's shape): the viewer's role, or none for a visitor. */
export type ViewerKind = UserRole | 'visitor';

export function viewerKind(viewer: Viewer): ViewerKind {
  return viewer?.role ?? 'visitor';
}

/** The viewer of a query of `kind` whose id is `id` (a ReusableQuery's slot). */
export function viewerOfKind(kind: ViewerKind, id: number): Viewer {
  return kind === 'visitor' ? null : { id, role: kind };
}

/** A query scope with `courses as c` in it. */
export type CourseScope = ExpressionBuilder<AcademyDb & { c: AcademyDb['courses'] }, 'c'>;

/**
 * "The viewer may see course `c`", over `courses as c`. Access levels: `all` for everyone, a role's
 * own level, everything for admins, plus users named in the course's specific access. Its twin for
 * courses held in the catalogue cache is `mayView`.
 */
export function visibleCourse(eb: CourseScope, viewer: Viewer): AliasableExpression<SqlBool> {
  const live = eb('c.deleted_at', 'is', null);
  if (!viewer) return eb.and([live, eb('c.access_level', '=', 'all')]);
  if (viewer.role === 'admin') return live;
  return eb.and([
    live,
    eb.or([
      eb('c.access_level', 'in', ['all', viewer.role]),
      eb.exists(
        eb
          .selectFrom('course_user_access as a')
          .select('a.user_id')
          .whereRef('a.course_id', '=', 'c.id')
          .where('a.user_id', '=', viewer.id),
      ),
    ]),
  ]);
}

/**
 * `visibleCourse` on a live course the process already holds (the catalogue cache): the same rule,
 * so both must change together (test/catalog/catalogue-cache.e2e-spec.ts compares them).
 */
export function mayView(viewer: Viewer, accessLevel: AccessLevel, hasSpecificAccess: boolean): boolean {
  if (!viewer) return accessLevel === 'all';
  if (viewer.role === 'admin') return true;
  return accessLevel === 'all' || accessLevel === viewer.role || hasSpecificAccess;
}

/** The viewer has an active enrolment in course `c` (what lesson content and quizzes need, admins aside). */
export function enrolledInCourse(eb: CourseScope, userId: number): AliasableExpression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('enrollments as e')
      .select('e.id')
      .whereRef('e.course_id', '=', 'c.id')
      .where('e.user_id', '=', userId)
      .where('e.status', '=', 'active'),
  );
}
