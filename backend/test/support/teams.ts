import { EntityManager } from '@mikro-orm/postgresql';
import type { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Team } from '../../src/modules/teams/entities/team.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import type { TestApp } from './test-app.js';

/** A team straight in the database, as a paid seat purchase leaves it: `manager` bought `seats` seats of `course` (or of a learning path). */
export async function createTeam(
  testApp: TestApp,
  spec: ({ course: Course } | { path: { id: number } }) & { manager: User; seats?: number; name?: string },
): Promise<Team> {
  const em = testApp.app.get(EntityManager).fork();
  const team = em.create(Team, {
    name: spec.name ?? 'Talent Partners',
    course: 'course' in spec ? spec.course.id : null,
    path: 'path' in spec ? spec.path.id : null,
    purchaser: spec.manager.id,
    manager: spec.manager.id,
    seats: spec.seats ?? 3,
    endedAt: null,
    almostFullNotifiedAt: null,
    fullNotifiedAt: null,
  });
  await em.flush();
  return team;
}
