import { EntityManager } from '@mikro-orm/postgresql';
import { createUser, PASSWORD, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { TestSmtpServer } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Findings of an outside security audit, each pinned by a test that failed before its fix: what
 * registration gives away about taken addresses, weak passwords, lax path ids, a demoted admin's API
 * tokens, webhook targets hidden in IPv6 forms, sessions an e-mail change left alive and a revoked
 * certificate's link preview.
 */
const PUBLIC_URL = 'http://academy.test';
const TAKEN = 'An account with this email already exists. Please sign in instead.';
const ATTEMPT_SUBJECT = 'Someone tried to create an account with your e-mail address';

type Agent = ReturnType<TestApp['agent']>;

describe('security audit findings', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  let nextIp = 1;
  /** A client address of its own for each test, so per-address limits of one test do not reach another. */
  const freshIp = () => ({ 'X-Forwarded-For': `198.51.100.${nextIp++}` });

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_RETRY_DELAY_MS: '100', TRUST_PROXY: '1' });
    admin = await signedInAgent(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const register = (email: string, headers: Record<string, string>, password = 'a-fresh-passphrase-9') =>
    testApp.http().post('/api/register').set(headers).send({ email, password, firstName: 'Probe', lastName: 'Er' });
  const attemptMails = async (email: string) =>
    Number(
      (
        await sql<{ n: string }>(`select count(*) as n from outgoing_emails where recipient = ? and template = 'registrationAttempt'`, [
          email,
        ])
      )[0].n,
    );

  describe('registration and taken addresses', () => {
    it("answers a taken address with the spec's 409 and tells its owner once a day, with a reset link that works", async () => {
      const owner = await createUser(testApp);
      const first = await register(owner.email, freshIp()).expect(409);
      expect(first.body).toMatchObject({ code: 'EMAIL_TAKEN', message: TAKEN });
      await register(owner.email.toUpperCase(), freshIp()).expect(409);
      expect(await attemptMails(owner.email)).toBe(1);

      const mail = await smtp.waitFor(owner.email, 15000, ATTEMPT_SUBJECT);
      const link = mail.body.match(new RegExp(`${PUBLIC_URL}/reset-password\\?token=[\\w-]+`))![0];
      const token = new URL(link).searchParams.get('token')!;
      const reset = await testApp
        .http()
        .post('/api/password-reset/confirm')
        .send({ token, password: 'a-new-owner-passphrase' })
        .expect(200);
      expect(reset.body.user.email).toBe(owner.email);
      // The owner's reset retires the link, as any reset link.
      await testApp.http().post('/api/password-reset/confirm').send({ token, password: 'another-owner-passphrase' }).expect(400);
    });

    it('taken-address answers count against a tight per-client limit, after which taken and free addresses answer alike', async () => {
      const ip = freshIp();
      for (let attempt = 0; attempt < 3; attempt++) {
        const owner = await createUser(testApp);
        await register(owner.email, ip).expect(409);
      }
      const taken = await register((await createUser(testApp)).email, ip);
      const free = await register(uniqueEmail('free'), ip);
      expect(taken.status).toBe(429);
      expect({ status: free.status, body: free.body, retry: Boolean(free.headers['retry-after']) }).toEqual({
        status: taken.status,
        body: taken.body,
        retry: Boolean(taken.headers['retry-after']),
      });
      // Another client is not slowed.
      await register(uniqueEmail('elsewhere'), freshIp()).expect(201);
    });

    it('and against a per-address limit, whichever clients ask', async () => {
      const owner = await createUser(testApp);
      for (let attempt = 0; attempt < 3; attempt++) await register(owner.email, freshIp()).expect(409);
      const after = await register(owner.email, freshIp()).expect(429);
      expect(after.body.code).toBe('RATE_LIMITED');
    });
  });

  describe('weak passwords', () => {
    it.each(['Welcome123!', 'Summer2024!', 'iloveyou1!', 'recruiter'])('refuses %s on sign-up, with the reason', async (password) => {
      const response = await register(uniqueEmail('weak'), freshIp(), password).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.message).toEqual([expect.stringMatching(/^This password is /)]);
    });

    it("keeps the spec's minimum and its message", async () => {
      const response = await register(uniqueEmail('short'), freshIp(), '12345').expect(400);
      expect(response.body.message).toContain('Password must be at least 6 characters');
    });

    it('refuses them on a password change and a reset too', async () => {
      const { agent, user } = await signedInAgent(testApp);
      const change = await agent.post('/api/account/password').send({ currentPassword: PASSWORD, newPassword: 'Summer2024!' }).expect(400);
      expect(change.body.message).toEqual([expect.stringMatching(/^This password is /)]);
      await testApp.http().post('/api/password-reset/request').send({ email: user.email }).expect(202);
      const mail = await smtp.waitFor(user.email, 15000, 'Reset your');
      const token = mail.body.match(/reset-password\?token=([\w-]+)/)![1];
      const reset = await testApp.http().post('/api/password-reset/confirm').send({ token, password: 'Welcome123!' }).expect(400);
      expect(reset.body.message).toEqual([expect.stringMatching(/^This password is /)]);
    });
  });

  describe('path ids', () => {
    const lax = ['01', '0x1', '%201', '1e0', '+1', '1.0', 'abc'];

    it('only a canonical positive decimal integer names a row: an admin DELETE of a lax id removes nothing', async () => {
      const victim = await createUser(testApp);
      const id = String(victim.id);
      for (const form of [`0${id}`, `0x${victim.id.toString(16)}`, `%20${id}`, `${id}e0`, `+${id}`, `${id}.0`, `00${id}`]) {
        const response = await admin.agent.delete(`/api/admin/users/${form}`);
        expect({ form, status: response.status, code: response.body.code }).toEqual({ form, status: 404, code: 'USER_NOT_FOUND' });
      }
      expect((await sql(`select id from users where id = ?`, [victim.id])).length).toBe(1);
    });

    it.each([
      { route: 'GET /api/courses/:id', code: 'COURSE_NOT_FOUND' },
      { route: 'PUT /api/admin/users/:id', code: 'USER_NOT_FOUND', body: { firstName: 'A', lastName: 'B', role: 'jobseeker' } },
      { route: 'POST /api/admin/users/:id/sign-out', code: 'USER_NOT_FOUND' },
      { route: 'DELETE /api/courses/:id', code: 'COURSE_NOT_FOUND' },
      { route: 'POST /api/downloads/:id/delete', code: 'DOWNLOAD_NOT_FOUND' },
      { route: 'POST /api/admin/api-tokens/:id/revoke', code: 'API_TOKEN_NOT_FOUND' },
    ])('$route answers its not-found for lax ids, before any query', async ({ route, code, body }) => {
      const [verb, path] = route.split(' ');
      for (const id of lax) {
        const { count, statements } = await testApp.countQueries(async () => {
          const request = admin.agent[verb.toLowerCase() as 'get'](path.replace(':id', id));
          const response = await (body ? request.send(body) : request);
          expect({ id, status: response.status, code: response.body.code }).toEqual({ id, status: 404, code });
        });
        // The session's own lookup is the only statement.
        expect({ id, statements: count <= 1 ? [] : statements }).toEqual({ id, statements: [] });
      }
    });
  });

  describe("a demoted admin's API tokens", () => {
    it('are revoked for good, and the list says why', async () => {
      const other = await signedInAgent(testApp, 'admin');
      const created = await other.agent
        .post('/api/admin/api-tokens')
        .send({ name: 'CRM sync', scopes: ['catalog:read'], expiresInDays: 30 })
        .expect(201);
      const secret = created.body.secret as string;
      await testApp.http().get('/api/courses').set('Authorization', `Bearer ${secret}`).expect(200);

      const names = { firstName: other.user.firstName, lastName: other.user.lastName };
      await admin.agent
        .put(`/api/admin/users/${other.user.id}`)
        .send({ ...names, role: 'jobseeker' })
        .expect(200);
      const listed = (await admin.agent.get('/api/admin/api-tokens').expect(200)).body.find(
        (token: { id: number }) => token.id === created.body.token.id,
      );
      expect(listed).toMatchObject({ status: 'revoked', revokedReason: 'Revoked when the account stopped being an admin' });
      expect(listed.revokedAt).not.toBeNull();

      await admin.agent
        .put(`/api/admin/users/${other.user.id}`)
        .send({ ...names, role: 'admin' })
        .expect(200);
      await testApp.http().get('/api/courses').set('Authorization', `Bearer ${secret}`).expect(401);
      const again = (await admin.agent.get('/api/admin/api-tokens').expect(200)).body.find(
        (token: { id: number }) => token.id === created.body.token.id,
      );
      expect(again).toMatchObject({ status: 'revoked', revokedReason: 'Revoked when the account stopped being an admin' });
    });
  });

  describe('webhook targets', () => {
    it.each(['https://[::127.0.0.1]/hook', 'https://[::a9fe:a9fe]/hook', 'https://[::10.0.0.1]/hook', 'https://[::ffff:0:a00:1]/hook'])(
      'refuses %s, an IPv6 form of an address webhooks may not reach',
      async (url) => {
        const response = await admin.agent
          .post('/api/admin/webhooks')
          .send({ url, events: ['user.registered'] })
          .expect(400);
        expect(response.body.code).toBe('WEBHOOK_URL_REFUSED');
      },
    );
  });

  describe('an e-mail change', () => {
    it('ends every other session of the account; the one that confirms stays', async () => {
      const user = await createUser(testApp);
      const signIn = async () => {
        const agent = testApp.agent();
        await agent.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
        return agent;
      };
      const current: Agent = await signIn();
      const elsewhere: Agent = await signIn();
      const newEmail = uniqueEmail('moved');
      await current.post('/api/account/email').send({ newEmail, password: PASSWORD }).expect(202);
      const mail = await smtp.waitFor(newEmail, 15000, 'Confirm your new e-mail address');
      const token = mail.body.match(/confirm-email-change\?token=([\w-]+)/)![1];
      await current.post('/api/account/email/confirm').send({ token }).expect(200);
      expect((await current.get('/api/user').expect(200)).body.email).toBe(newEmail);
      await elsewhere.get('/api/user').expect(401);
    });
  });

  describe("a revoked certificate's link preview", () => {
    it('is no longer served, as if the certificate did not exist, and caches must ask again', async () => {
      const { course, lessons } = await createCourse(testApp, { modules: 1, lessonsPerModule: 1 });
      const learner = await createUser(testApp);
      await enroll(testApp, learner, course);
      const agent = testApp.agent();
      await agent.post('/api/login').send({ email: learner.email, password: PASSWORD }).expect(200);
      await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      const [certificate] = (await agent.get('/api/certificates').expect(200)).body;
      const url = `/api/certificates/${certificate.code}/social-image`;
      const valid = await testApp.http().get(url).expect(200);
      expect(valid.headers['cache-control']).toMatch(/no-cache/);

      await admin.agent.post(`/api/admin/certificates/${certificate.code}/revoke`).send({ reason: 'Shared answers' }).expect(200);
      const unknown = await testApp.http().get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA/social-image').expect(404);
      const revoked = await testApp.http().get(url).expect(404);
      expect(revoked.body).toEqual(unknown.body);
      await testApp
        .http()
        .get(url)
        .set('If-None-Match', valid.headers.etag as string)
        .expect(404);
    });
  });
});
