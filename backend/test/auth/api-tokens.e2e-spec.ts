import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent.js';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../src/common/decorators/token-scope.decorator.js';
import { ApiToken } from '../../src/modules/auth/entities/api-token.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser, signedInAgent } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  name: string;
  /** What a token needs: a scope, or nothing because tokens may never call it. */
  needs: ApiTokenScope | 'session';
  call(http: TestAgent, token: string): Promise<{ status: number; body: { code?: string } }>;
}

describe('API tokens', () => {
  let testApp: TestApp;
  let admin: { agent: TestAgent; user: User };
  let courseId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signedInAgent(testApp, 'admin');
    courseId = (await createCourse(testApp, { title: 'Sourcing on LinkedIn' })).course.id;
  });
  afterAll(() => testApp.close());

  async function createToken(scopes: ApiTokenScope[], agent = admin.agent): Promise<{ id: number; secret: string }> {
    const response = await agent
      .post('/api/admin/api-tokens')
      .send({ name: `Token ${scopes.join(' ')}`, scopes, expiresInDays: 30 })
      .expect(201);
    return { id: response.body.token.id, secret: response.body.secret };
  }

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const request = (method: Method, path: string, body?: object) => (http: TestAgent, token: string) =>
    http[method](path)
      .set(bearer(token))
      .send(body)
      .then((response) => ({ status: response.status, body: response.body as { code?: string } }));

  // One operation (or more) for every scope, and operations no token may call.
  const operations = (): Operation[] => [
    { name: 'list courses', needs: 'catalog:read', call: request('get', '/api/courses') },
    { name: 'read a course', needs: 'catalog:read', call: request('get', `/api/courses/${courseId}`) },
    { name: 'list downloads', needs: 'catalog:read', call: request('get', '/api/downloads') },
    {
      name: 'rename a course',
      needs: 'catalog:write',
      call: request('patch', `/api/courses/${courseId}`, { title: 'Sourcing on LinkedIn' }),
    },
    { name: 'list users', needs: 'users:read', call: request('get', '/api/admin/users') },
    { name: 'read analytics', needs: 'progress:read', call: request('get', '/api/admin/analytics') },
    { name: "read a course's students", needs: 'progress:read', call: request('get', `/api/admin/courses/${courseId}/students`) },
    {
      name: 'grant access',
      needs: 'enrolments:write',
      call: request('post', `/api/courses/${courseId}/grant-access`, { email: 'new.recruiter@example.com' }),
    },
    { name: 'see the mail queue', needs: 'admin', call: request('get', '/api/admin/mail-queue') },
    { name: 'list API tokens', needs: 'session', call: request('get', '/api/admin/api-tokens') },
    {
      name: 'create an API token',
      needs: 'session',
      call: request('post', '/api/admin/api-tokens', { name: 'x', scopes: ['admin'], expiresInDays: 1 }),
    },
    { name: 'read my dashboard', needs: 'session', call: request('get', '/api/user/dashboard') },
    { name: 'list my sessions', needs: 'session', call: request('get', '/api/account/sessions') },
    { name: "read a course's seat discounts", needs: 'catalog:read', call: request('get', `/api/courses/${courseId}/seat-tiers`) },
    {
      name: "set a course's seat discounts",
      needs: 'catalog:write',
      call: request('put', `/api/courses/${courseId}/seat-tiers`, { tiers: [] }),
    },
    { name: 'list teams', needs: 'progress:read', call: request('get', '/api/admin/teams') },
    {
      name: 'buy seats for a team',
      needs: 'session',
      call: request('post', '/api/teams/checkout-session', { courseId, seats: 1, teamName: 'x' }),
    },
    { name: 'list the teams I manage', needs: 'session', call: request('get', '/api/teams') },
    { name: 'accept a team invitation', needs: 'session', call: request('post', '/api/team-invites/not-a-token/accept') },
    { name: "read a course's credits for editing", needs: 'catalog:read', call: request('get', `/api/admin/courses/${courseId}/credits`) },
    {
      name: "set a course's credits",
      needs: 'catalog:write',
      call: request('put', `/api/admin/courses/${courseId}/credits`, { shrm: null, hrci: null, cpd: null }),
    },
    { name: 'export credit records', needs: 'credits:read', call: request('get', '/api/admin/exports/credit-records.csv?body=shrm') },
    { name: 'read the credit settings', needs: 'admin', call: request('get', '/api/admin/credit-settings') },
    { name: 'read my credits', needs: 'session', call: request('get', '/api/account/credits') },
  ];

  it.each(API_TOKEN_SCOPES.map((scope) => [scope]))(
    'a token with the %s scope may call exactly the operations that scope allows',
    async (scope) => {
      const { secret } = await createToken([scope]);
      for (const operation of operations()) {
        const { status, body } = await operation.call(testApp.http(), secret);
        const allowed = operation.needs !== 'session' && (operation.needs === scope || scope === 'admin');
        const outcome = `${operation.name} → ${status} ${body.code ?? ''}`.trim();
        if (allowed) expect(outcome).toMatch(new RegExp(`^${operation.name} → 2\\d\\d`));
        else if (operation.needs === 'session') expect(outcome).toBe(`${operation.name} → 403 API_TOKEN_NOT_ALLOWED`);
        else expect(outcome).toBe(`${operation.name} → 403 API_TOKEN_SCOPE_MISSING`);
      }
    },
  );

  it('a token with several scopes has each of them, and public operations need none', async () => {
    const { secret } = await createToken(['catalog:read', 'progress:read']);
    await testApp.http().get('/api/courses').set(bearer(secret)).expect(200);
    await testApp.http().get('/api/admin/analytics').set(bearer(secret)).expect(200);
    await testApp.http().get('/api/admin/users').set(bearer(secret)).expect(403);
    await testApp.http().get('/api/courses/public').set(bearer(secret)).expect(200);
  });

  it('is shown once: the list never holds the secret, and shows when and from where it was last used', async () => {
    const { id, secret } = await createToken(['catalog:read']);
    expect(secret).toMatch(/^ra_[A-Za-z0-9_-]{43}$/);
    const before = await admin.agent.get('/api/admin/api-tokens').expect(200);
    expect(JSON.stringify(before.body)).not.toContain(secret.slice(7));
    const listed = before.body.find((token: { id: number }) => token.id === id);
    expect(listed).toMatchObject({
      secretPrefix: secret.slice(0, 7),
      scopes: ['catalog:read'],
      status: 'active',
      lastUsedAt: null,
      createdBy: admin.user.displayName,
    });

    await testApp.http().get('/api/courses').set(bearer(secret)).expect(200);
    const after = await admin.agent.get('/api/admin/api-tokens').expect(200);
    const used = after.body.find((token: { id: number }) => token.id === id);
    expect(Date.now() - Date.parse(used.lastUsedAt)).toBeLessThan(60_000);
    expect(used.lastUsedIp).toMatch(/127\.0\.0\.1/);
  });

  it('a revoked, expired, unknown or malformed token is 401, and a cookie beside it does not count', async () => {
    const revoked = await createToken(['catalog:read']);
    await testApp.http().get('/api/courses').set(bearer(revoked.secret)).expect(200);
    const revoke = await admin.agent.post(`/api/admin/api-tokens/${revoked.id}/revoke`).expect(200);
    expect(revoke.body.status).toBe('revoked');
    const refused = await testApp.http().get('/api/courses').set(bearer(revoked.secret)).expect(401);
    expect(refused.body).toMatchObject({
      code: 'INVALID_API_TOKEN',
      message: 'This API token is not valid: it may have expired or been revoked',
    });

    const expired = await createToken(['catalog:read']);
    await testApp.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(ApiToken, { id: expired.id }, { expiresAt: new Date(Date.now() - 1000) });
    await testApp.http().get('/api/courses').set(bearer(expired.secret)).expect(401);
    const listed = await admin.agent.get('/api/admin/api-tokens').expect(200);
    expect(listed.body.find((token: { id: number }) => token.id === expired.id).status).toBe('expired');

    for (const header of ['Bearer ra_' + 'x'.repeat(43), 'Bearer', 'Bearer not-a-token', 'bearer ' + 'ra_' + 'y'.repeat(43)]) {
      await testApp.http().get('/api/courses/public').set('Authorization', header).expect(401);
    }
    // The admin's own cookie cannot rescue a bad token: a bearer request is the token's alone.
    await admin.agent.get('/api/admin/users').set(bearer(revoked.secret)).expect(401);
  });

  it('stops working when its creator is no longer an admin or is deleted', async () => {
    const other = await createUser(testApp, 'admin');
    const agent = testApp.agent();
    await agent.post('/api/login').send({ email: other.email, password: 'correct-horse-battery' }).expect(200);
    const { secret } = await createToken(['admin'], agent);
    await testApp.http().get('/api/admin/users').set(bearer(secret)).expect(200);
    await admin.agent
      .put(`/api/admin/users/${other.id}`)
      .send({ firstName: other.firstName, lastName: other.lastName, role: 'recruitpro' })
      .expect(200);
    await testApp.http().get('/api/admin/users').set(bearer(secret)).expect(401);
    await admin.agent.delete(`/api/admin/users/${other.id}`).expect(204);
    expect(await testApp.app.get(EntityManager).fork().count(ApiToken, { createdBy: other.id })).toBe(0);
  });

  it('bearer requests from another origin work; cookie writes from another origin are still refused', async () => {
    const { secret } = await createToken(['catalog:write']);
    const origin = 'https://ats.example.com';
    await testApp
      .http()
      .patch(`/api/courses/${courseId}`)
      .set(bearer(secret))
      .set('Origin', origin)
      .send({ title: 'Sourcing on LinkedIn' })
      .expect(200);
    const refused = await admin.agent
      .patch(`/api/courses/${courseId}`)
      .set('Origin', origin)
      .send({ title: 'Sourcing on LinkedIn' })
      .expect(403);
    expect(refused.body.code).toBe('CROSS_SITE_REQUEST_REFUSED');
  });

  it('browsers on other origins may call with a token, never with the cookie', async () => {
    const { secret } = await createToken(['catalog:read']);
    const origin = 'https://reports.example.org';
    const preflight = await testApp
      .http()
      .options('/api/courses')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const answer = await testApp.http().get('/api/courses').set('Origin', origin).set(bearer(secret)).expect(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-expose-headers']).toMatch(/RateLimit-Remaining/);
  });

  it('only a signed-in admin manages tokens, and bad input is a clear 400', async () => {
    await testApp.http().get('/api/admin/api-tokens').expect(401);
    const { agent } = await signedInAgent(testApp, 'recruitpro');
    await agent
      .post('/api/admin/api-tokens')
      .send({ name: 'x', scopes: ['admin'], expiresInDays: 30 })
      .expect(403);

    const cases: [object, string][] = [
      [{ name: '', scopes: ['admin'], expiresInDays: 30 }, 'The name must be between 1 and 100 characters'],
      [{ name: 'x', scopes: [], expiresInDays: 30 }, 'Choose at least one scope'],
      [{ name: 'x', scopes: ['everything'], expiresInDays: 30 }, 'Scopes must be among'],
      [{ name: 'x', scopes: ['admin'], expiresInDays: 0 }, 'A token must last at least one day'],
      [{ name: 'x', scopes: ['admin'], expiresInDays: 400 }, 'A token can last at most 366 days'],
      [{ name: 'x', scopes: ['admin'] }, 'Expiry must be a whole number of days'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.agent.post('/api/admin/api-tokens').send(body).expect(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
    }
    await admin.agent.post('/api/admin/api-tokens/999999/revoke').expect(404);
  });

  it('authenticates a request in one query (plus one write at most once a minute)', async () => {
    const { secret } = await createToken(['catalog:read']);
    await testApp.http().get('/api/downloads').set(bearer(secret)).expect(200);
    const withSession = await testApp.countQueries(() => admin.agent.get('/api/downloads').expect(200));
    const withToken = await testApp.countQueries(() => testApp.http().get('/api/downloads').set(bearer(secret)).expect(200));
    // A session is checked from the session cache; a token is looked up in one query.
    expect(withToken.count).toBe(withSession.count + 1);
  });
});

describe('API token rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: '3' });
  });
  afterAll(() => testApp.close());

  it('each token has its own allowance per minute, counted in Redis, with a Retry-After when it is used up', async () => {
    const { agent } = await signedInAgent(testApp, 'admin');
    const create = async () =>
      (
        await agent
          .post('/api/admin/api-tokens')
          .send({ name: 'Sync', scopes: ['catalog:read'], expiresInDays: 1 })
          .expect(201)
      ).body.secret as string;
    const busy = await create();
    const quiet = await create();
    for (let left = 2; left >= 0; left -= 1) {
      const response = await testApp.http().get('/api/courses').set('Authorization', `Bearer ${busy}`).expect(200);
      expect(response.headers['ratelimit-limit']).toBe('3');
      expect(response.headers['ratelimit-remaining']).toBe(String(left));
    }
    const limited = await testApp.http().get('/api/courses').set('Authorization', `Bearer ${busy}`).expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.message).toMatch(/^Too many requests with this API token\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await testApp.http().get('/api/courses').set('Authorization', `Bearer ${quiet}`).expect(200);
  });
});
