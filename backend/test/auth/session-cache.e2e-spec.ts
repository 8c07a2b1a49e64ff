import { randomUUID } from 'node:crypto';
import type { User, UserRole } from '../../src/modules/users/entities/user.entity.js';
import { PASSWORD, createUser } from '../support/accounts.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const NEW_PASSWORD = 'a-new-and-long-passphrase-2';

/** A session made on one replica; its cookie works on every replica (they share the database). */
async function signIn(replica: TestApp, user: User, password = PASSWORD): Promise<string> {
  const login = await replica.http().post('/api/login').send({ email: user.email, password }).expect(200);
  return ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((header) => header.split(';')[0])
    .join('; ');
}

const userOn = (replica: TestApp, cookie: string) => replica.http().get('/api/user').set('Cookie', cookie);

describe('the session cache on two replicas', () => {
  const queuePrefix = `academy-sessions-${randomUUID().slice(0, 8)}`;
  let replicaA: TestApp;
  let replicaB: TestApp;

  beforeAll(async () => {
    replicaA = await createTestApp({ QUEUE_PREFIX: queuePrefix });
    replicaB = await createTestApp({ QUEUE_PREFIX: queuePrefix });
  });

  afterAll(async () => {
    await replicaB?.close();
    await replicaA?.close();
  });

  /** A user signed in on replica A whose session both replicas hold in their caches. */
  async function cachedOnBoth(role: UserRole = 'jobseeker'): Promise<{ user: User; cookie: string }> {
    const user = await createUser(replicaA, role);
    const cookie = await signIn(replicaA, user);
    for (const replica of [replicaA, replicaB]) await userOn(replica, cookie).expect(200);
    return { user, cookie };
  }

  it('authenticates from memory: the session and its user are read once per replica', async () => {
    const user = await createUser(replicaA);
    const cookie = await signIn(replicaA, user);
    // The first request records the session's activity too (two updates).
    const first = await replicaB.countQueries(() => userOn(replicaB, cookie).expect(200));
    expect(first.statements.filter((statement) => statement.includes('select '))).toHaveLength(2);
    const next = await replicaB.countQueries(() => userOn(replicaB, cookie).expect(200));
    expect(next.count).toBe(0);
  });

  it('a sign-out on one replica ends the session on the other at once', async () => {
    const { cookie } = await cachedOnBoth();
    await replicaA.http().post('/api/logout').set('Cookie', cookie).expect(204);
    await userOn(replicaB, cookie).expect(401);
    await userOn(replicaA, cookie).expect(401);
  });

  it('a password change ends the other sessions on every replica and keeps the one that asked', async () => {
    const { user, cookie: asking } = await cachedOnBoth();
    const other = await signIn(replicaB, user);
    await userOn(replicaB, other).expect(200);
    await userOn(replicaA, other).expect(200);
    await replicaA
      .http()
      .post('/api/account/password')
      .set('Cookie', asking)
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(204);
    await userOn(replicaB, other).expect(401);
    await userOn(replicaA, other).expect(401);
    await userOn(replicaB, asking).expect(200);
  });

  it("an admin's role change shows on the other replica in the very next request", async () => {
    const { user, cookie } = await cachedOnBoth();
    await replicaB.http().get('/api/admin/users').set('Cookie', cookie).expect(403);
    const admin = await cachedOnBoth('admin');
    await replicaA
      .http()
      .put(`/api/admin/users/${user.id}`)
      .set('Cookie', admin.cookie)
      .send({ firstName: 'Grace', lastName: 'Hopper', role: 'admin', email: user.email })
      .expect(200);
    const seen = await userOn(replicaB, cookie).expect(200);
    expect(seen.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', role: 'admin' });
    await replicaB.http().get('/api/admin/users').set('Cookie', cookie).expect(200);
  });

  it("an admin's sign-out of a user ends every session of theirs on the other replica", async () => {
    const { user, cookie } = await cachedOnBoth();
    const admin = await cachedOnBoth('admin');
    await replicaA.http().post(`/api/admin/users/${user.id}/sign-out`).set('Cookie', admin.cookie).expect(204);
    await userOn(replicaB, cookie).expect(401);
  });

  it('a deleted account is signed out on the other replica at once', async () => {
    const { cookie } = await cachedOnBoth();
    await replicaA
      .http()
      .post('/api/account/delete')
      .set('Cookie', cookie)
      .send({ password: PASSWORD, keepNameOnCertificates: false })
      .expect(204);
    await userOn(replicaB, cookie).expect(401);
  });

  it('a change that rolls back changes nothing, and a name change shows on the other replica', async () => {
    const { cookie } = await cachedOnBoth();
    await replicaA.http().put('/api/account/profile').set('Cookie', cookie).send({ firstName: '', lastName: 'Lovelace' }).expect(400);
    await replicaA.http().put('/api/account/profile').set('Cookie', cookie).send({ firstName: 'Ada', lastName: 'Lovelace' }).expect(200);
    const seen = await userOn(replicaB, cookie).expect(200);
    expect(seen.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});
