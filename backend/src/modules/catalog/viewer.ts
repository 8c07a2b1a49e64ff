import type { User, UserRole } from '../users/entities/user.entity.js';

/** Who is looking: a signed-in user, or null for a visitor. */
export type Viewer = { id: number; role: UserRole } | null;

export function viewerOf(user: User | undefined): Viewer {
  return user ? { id: user.id, role: user.role } : null;
}

/**
 * SQL condition for "the viewer may see course `c`", with its parameters. Access levels: `all` for
 * everyone, a role's own level, everything for admins, plus users named in the course's specific access.
 */
export function visibleCourseCondition(viewer: Viewer): { sql: string; params: unknown[] } {
  if (!viewer) return { sql: `c.deleted_at is null and c.access_level = 'all'`, params: [] };
  if (viewer.role === 'admin') return { sql: 'c.deleted_at is null', params: [] };
  return {
    sql: `c.deleted_at is null and (c.access_level in ('all', ?) or exists (select 1 from course_user_access a where a.course_id = c.id and a.user_id = ?))`,
    params: [viewer.role, viewer.id],
  };
}
