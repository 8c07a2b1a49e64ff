import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import type { User, UserRole } from '../../src/modules/users/entities/user.entity.js';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'correct-horse-battery';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 12)}@example.com`;
}

/** Creates a user straight through the service (no HTTP, no rate limits); an established account, with its address confirmed unless `emailVerified: false`. */
export async function createUser(
  testApp: TestApp,
  role: UserRole = 'jobseeker',
  overrides: Partial<{ email: string; firstName: string; lastName: string; emailVerified: boolean }> = {},
): Promise<User> {
  const users = new UsersService(testApp.app.get(EntityManager).fork(), testApp.app.get(PasswordHasher));
  return users.create({
    email: overrides.email ?? uniqueEmail(role),
    password: PASSWORD,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? role,
    role,
    emailVerified: overrides.emailVerified ?? true,
  });
}

/** A cookie-keeping client signed in as a new user of the given role. */
export async function signedInAgent(testApp: TestApp, role: UserRole = 'jobseeker'): Promise<{ agent: TestAgent; user: User }> {
  const user = await createUser(testApp, role);
  const agent = testApp.agent();
  await agent.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
  // The first authenticated request records the user's activity (one extra UPDATE); do it now so
  // query counts in tests see steady-state requests.
  await agent.get('/api/user').expect(200);
  return { agent, user };
}
