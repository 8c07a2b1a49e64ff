import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, PASSWORD, signedInAgent } from '../support/accounts.js';

const ADMIN_ROUTES: [method: 'get' | 'put' | 'delete' | 'post', path: string][] = [
  ['get', '/api/admin/users'],
  ['put', '/api/admin/users/1'],
  ['delete', '/api/admin/users/1'],
  ['post', '/api/admin/users/1/verification-email'],
  ['post', '/api/admin/users/1/sign-out'],
];

describe('user administration', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each(ADMIN_ROUTES)('%s %s is 401 for visitors and 403 for jobseekers and recruitpros', async (method, path) => {
    await testApp.http()[method](path).send({ firstName: 'a', lastName: 'b', role: 'admin' }).expect(401);
    for (const role of ['jobseeker', 'recruitpro'] as const) {
      const { agent } = await signedInAgent(testApp, role);
      await agent[method](path).send({ firstName: 'a', lastName: 'b', role: 'admin' }).expect(403);
    }
  });

  it('lists users without password hashes', async () => {
    const { agent } = await signedInAgent(testApp, 'admin');
    const learner = await createUser(testApp, 'recruitpro');
    const response = await agent.get('/api/admin/users').expect(200);
    const listed = response.body.find((user: { id: number }) => user.id === learner.id);
    expect(listed).toMatchObject({ email: learner.email, role: 'recruitpro' });
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
  });

  it('updates names and role; the e-mail is read-only', async () => {
    const { agent } = await signedInAgent(testApp, 'admin');
    const learner = await createUser(testApp);
    const updated = await agent
      .put(`/api/admin/users/${learner.id}`)
      .send({ firstName: 'Grace', lastName: 'Hopper', role: 'recruitpro', email: learner.email })
      .expect(200);
    expect(updated.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', role: 'recruitpro', email: learner.email });
    const changedEmail = await agent
      .put(`/api/admin/users/${learner.id}`)
      .send({ firstName: 'Grace', lastName: 'Hopper', role: 'recruitpro', email: 'other@example.com' })
      .expect(400);
    expect(changedEmail.body.message).toBe('Email cannot be changed');
    const badRole = await agent.put(`/api/admin/users/${learner.id}`).send({ firstName: 'G', lastName: 'H', role: 'owner' }).expect(400);
    expect(badRole.body.message).toContain('Role must be one of: admin, recruitpro, jobseeker');
    await agent.put('/api/admin/users/999999999').send({ firstName: 'G', lastName: 'H', role: 'jobseeker' }).expect(404);
    await agent.put('/api/admin/users/abc').send({ firstName: 'G', lastName: 'H', role: 'jobseeker' }).expect(404);
  });

  it('a role change applies to the next request of that user', async () => {
    const { agent: adminAgent } = await signedInAgent(testApp, 'admin');
    const { agent, user } = await signedInAgent(testApp, 'jobseeker');
    await agent.get('/api/admin/users').expect(403);
    await adminAgent.put(`/api/admin/users/${user.id}`).send({ firstName: 'A', lastName: 'B', role: 'admin' }).expect(200);
    await agent.get('/api/admin/users').expect(200);
  });

  it('an admin can neither demote nor delete themself', async () => {
    const { agent, user } = await signedInAgent(testApp, 'admin');
    const demote = await agent.put(`/api/admin/users/${user.id}`).send({ firstName: 'A', lastName: 'B', role: 'jobseeker' }).expect(400);
    expect(demote.body.message).toBe('You cannot remove your own admin role');
    const remove = await agent.delete(`/api/admin/users/${user.id}`).expect(400);
    expect(remove.body.message).toBe('You cannot delete your own account');
  });

  it('deletes a user', async () => {
    const { agent } = await signedInAgent(testApp, 'admin');
    const learner = await createUser(testApp);
    await agent.delete(`/api/admin/users/${learner.id}`).expect(204);
    await agent.delete(`/api/admin/users/${learner.id}`).expect(404);
  });
});

describe('the last admin', () => {
  let testApp: TestApp;
  let databaseUrl: string;
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_last_admin');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl, ADMIN_EMAIL: 'first-admin@example.com', ADMIN_PASSWORD: PASSWORD });
  });
  afterAll(async () => {
    await testApp.close();
    await dropDatabase(adminUrl, databaseUrl);
  });

  it('exists on a fresh database from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const response = await testApp.http().post('/api/login').send({ email: 'first-admin@example.com', password: PASSWORD }).expect(200);
    expect(response.body.user.role).toBe('admin');
  });

  it('two admins demoting each other at once leave exactly one admin', async () => {
    const first = testApp.agent();
    await first.post('/api/login').send({ email: 'first-admin@example.com', password: PASSWORD }).expect(200);
    const second = await signedInAgent(testApp, 'admin');
    const firstAdmin = await testApp.app.get(EntityManager).fork().findOneOrFail(User, { email: 'first-admin@example.com' });
    const results = await Promise.all([
      first.put(`/api/admin/users/${second.user.id}`).send({ firstName: 'A', lastName: 'B', role: 'jobseeker' }),
      second.agent.put(`/api/admin/users/${firstAdmin.id}`).send({ firstName: 'A', lastName: 'B', role: 'jobseeker' }),
    ]);
    // One demotion wins. The other is refused: by the last-admin rule when both passed the role
    // check at once, or as 403 when the winner had already demoted its author.
    const statuses = results.map((result) => result.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 403]).toContain(statuses[1]);
    const refused = results.find((result) => result.status === 400);
    if (refused) expect(refused.body.message).toBe('The last admin cannot be removed; make another user an admin first');
    expect(await testApp.app.get(EntityManager).fork().count(User, { role: 'admin' })).toBe(1);
  });
});
