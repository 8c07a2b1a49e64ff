import { JwtService } from '@nestjs/jwt';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, PASSWORD, signedInAgent, uniqueEmail } from '../support/accounts.js';

function sessionCookie(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((value) => value.startsWith('academy_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return cookie;
}

describe('accounts and sessions', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  describe('POST /api/register', () => {
    const valid = () => ({ email: uniqueEmail('new'), password: 'analytical-engine', firstName: 'Ada', lastName: 'Lovelace' });

    it.each([
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
      [{ firstName: '' }, 'First name is required'],
      [{ firstName: '   ' }, 'First name is required'],
      [{ lastName: '' }, 'Last name is required'],
      [{ password: 'password1' }, 'This password is too common and easy to guess. Please choose another one.'],
      [{ password: 'qwerty123' }, 'This password is too common and easy to guess. Please choose another one.'],
    ])('rejects %j with the spec message', async (override, message) => {
      const response = await testApp
        .http()
        .post('/api/register')
        .send({ ...valid(), ...override })
        .expect(400);
      expect(response.body.message).toContain(message);
    });

    it('creates a jobseeker, signs them in with an httpOnly SameSite=Lax cookie and never returns secrets', async () => {
      const body = valid();
      const response = await testApp
        .http()
        .post('/api/register')
        .send({ ...body, email: body.email.toUpperCase() })
        .expect(201);
      expect(response.body.user).toMatchObject({ email: body.email, firstName: 'Ada', lastName: 'Lovelace', role: 'jobseeker' });
      expect(JSON.stringify(response.body)).not.toMatch(/password|hash|token|eyJ/i);
      const cookie = sessionCookie(response.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
      const me = await testApp.http().get('/api/user').set('Cookie', cookie.split(';')[0]).expect(200);
      expect(me.body.email).toBe(body.email);
    });

    it('refuses a role from the client', async () => {
      await testApp
        .http()
        .post('/api/register')
        .send({ ...valid(), role: 'admin' })
        .expect(400);
    });

    it('answers 409 for an e-mail that exists, whatever its case', async () => {
      const user = await createUser(testApp);
      const response = await testApp
        .http()
        .post('/api/register')
        .send({ ...valid(), email: user.email.toUpperCase() })
        .expect(409);
      expect(response.body.message).toBe('An account with this email already exists. Please sign in instead.');
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the right password (e-mail case-insensitive)', async () => {
      const user = await createUser(testApp);
      const response = await testApp
        .http()
        .post('/api/login')
        .send({ email: ` ${user.email.toUpperCase()} `, password: PASSWORD })
        .expect(200);
      expect(response.body.user.id).toBe(user.id);
      sessionCookie(response.headers['set-cookie']);
    });

    it('signs in with two statements: the account with its hash, then the new session (which drops expired ones)', async () => {
      const user = await createUser(testApp);
      const { count, statements } = await testApp.countQueries(() =>
        testApp.http().post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200),
      );
      expect(count).toBe(2);
      expect(statements[1]).toMatch(/with "expired" as \(delete from "sessions".*insert into "sessions"/);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const user = await createUser(testApp);
      const wrong = await testApp.http().post('/api/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
      const unknown = await testApp
        .http()
        .post('/api/login')
        .send({ email: uniqueEmail('nobody'), password: 'wrong-password' })
        .expect(401);
      expect(wrong.body).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
        error: 'Unauthorized',
      });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      [{ email: 'nope', password: 'secret1' }, 'Please enter a valid email address'],
      [{ email: 'a@b.co', password: '123' }, 'Password must be at least 6 characters'],
      [{}, 'Please enter a valid email address'],
    ])('validates %j', async (body, message) => {
      const response = await testApp.http().post('/api/login').send(body).expect(400);
      expect(response.body.message).toContain(message);
    });

    it('GET /api/login sends the browser to /auth', async () => {
      const response = await testApp.http().get('/api/login').expect(302);
      expect(response.headers.location).toBe('/auth');
    });
  });

  describe('sessions', () => {
    it('GET /api/user is 401 without a session', async () => {
      await testApp.http().get('/api/user').expect(401);
    });

    it('logout clears the cookie and ends the session on the server: a copy of the cookie is refused', async () => {
      const user = await createUser(testApp);
      const login = await testApp.http().post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
      const copied = sessionCookie(login.headers['set-cookie']).split(';')[0];
      await testApp.http().get('/api/user').set('Cookie', copied).expect(200);
      const response = await testApp.http().post('/api/logout').set('Cookie', copied).expect(204);
      expect(sessionCookie(response.headers['set-cookie'])).toMatch(/academy_session=;.*Expires=Thu, 01 Jan 1970/);
      await testApp.http().get('/api/user').set('Cookie', copied).expect(401);
    });

    it('logout without a session is still 204', async () => {
      await testApp.http().post('/api/logout').expect(204);
    });

    it('refuses a tampered token, an expired token, a token signed with another key, one without a live session and a deleted user', async () => {
      const user = await createUser(testApp);
      const other = await createUser(testApp);
      const jwt = testApp.app.get(JwtService);
      const login = await testApp.http().post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
      const good = sessionCookie(login.headers['set-cookie']).split(';')[0].slice('academy_session='.length);
      const { sid } = jwt.decode<{ sid: string }>(good);
      const otherLogin = await testApp.http().post('/api/login').send({ email: other.email, password: PASSWORD }).expect(200);
      const otherSid = jwt.decode<{ sid: string }>(
        sessionCookie(otherLogin.headers['set-cookie']).split(';')[0].slice('academy_session='.length),
      ).sid;
      const [header, , signature] = good.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ sub: user.id + 1, sid, iat: Math.floor(Date.now() / 1000) })).toString(
        'base64url',
      );
      const tokens = [
        `${header}.${forgedPayload}.${signature}`,
        await jwt.signAsync({ sub: user.id, sid }, { expiresIn: -10 }),
        await jwt.signAsync({ sub: user.id, sid }, { secret: 'another-secret-that-is-long-enough-too' }),
        // Validly signed, but naming no session, a made-up one, or another user's.
        await jwt.signAsync({ sub: user.id }),
        await jwt.signAsync({ sub: user.id, sid: '00000000-0000-4000-8000-000000000000' }),
        await jwt.signAsync({ sub: user.id, sid: 'not-a-uuid' }),
        await jwt.signAsync({ sub: user.id, sid: otherSid }),
        'not-a-jwt',
      ];
      await testApp.http().get('/api/user').set('Cookie', `academy_session=${good}`).expect(200);
      for (const token of tokens) {
        await testApp.http().get('/api/user').set('Cookie', `academy_session=${token}`).expect(401);
      }
      const { agent } = await signedInAgent(testApp, 'admin');
      await agent.delete(`/api/admin/users/${user.id}`).expect(204);
      await testApp.http().get('/api/user').set('Cookie', `academy_session=${good}`).expect(401);
    });

    it('sets Secure on the cookie when configured', async () => {
      const secureApp = await createTestApp({ COOKIE_SECURE: 'true' });
      try {
        const user = await createUser(secureApp);
        const response = await secureApp.http().post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
        expect(sessionCookie(response.headers['set-cookie'])).toMatch(/; Secure/);
      } finally {
        await secureApp.close();
      }
    });
  });

  describe('cross-site request protection', () => {
    it('refuses a form-encoded state change', async () => {
      const refused = await testApp
        .http()
        .post('/api/login')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('email=a@b.co&password=secret1')
        .expect(415);
      expect(refused.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Unsupported Media Type' });
    });

    it('refuses a request from another origin and accepts our own', async () => {
      const user = await createUser(testApp);
      const response = await testApp
        .http()
        .post('/api/login')
        .set('Origin', 'https://evil.example')
        .send({ email: user.email, password: PASSWORD })
        .expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'CROSS_SITE_REQUEST_REFUSED',
        message: 'Cross-site request refused',
        error: 'Forbidden',
      });
      await testApp
        .http()
        .post('/api/login')
        .set('Origin', testApp.config.publicUrl)
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
    });
  });
});

describe('rate limits on sign-in and sign-up', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_ATTEMPTS_PER_EMAIL_AND_IP: '3',
      LOGIN_ATTEMPTS_PER_IP: '5',
      REGISTRATIONS_PER_IP: '2',
    });
  });
  afterAll(() => testApp.close());

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('slows down an e-mail and address pair after repeated failures, with Retry-After, even with the right password', async () => {
    const user = await createUser(testApp);
    for (let attempt = 0; attempt < 3; attempt++) {
      await testApp.http().post('/api/login').set(from('10.1.0.1')).send({ email: user.email, password: 'wrong-password' }).expect(401);
    }
    const response = await testApp
      .http()
      .post('/api/login')
      .set(from('10.1.0.1'))
      .send({ email: user.email, password: PASSWORD })
      .expect(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests' });
    expect(response.body.message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/);
  });

  it("a successful sign-in forgets the pair's earlier failures", async () => {
    const user = await createUser(testApp);
    const attempt = (password: string) => testApp.http().post('/api/login').set(from('10.1.0.9')).send({ email: user.email, password });
    for (let round = 0; round < 2; round++) {
      await attempt('wrong-password').expect(401);
      await attempt('wrong-password').expect(401);
      await attempt(PASSWORD).expect(200);
    }
  });

  it('50 failed sign-ins for an e-mail from one address do not stop its owner from another', async () => {
    const user = await createUser(testApp);
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await testApp
        .http()
        .post('/api/login')
        .set(from('10.5.0.66'))
        .send({ email: user.email, password: `guess-${attempt}` });
      statuses.add(response.status);
    }
    expect([...statuses].sort()).toEqual([401, 429]);
    await testApp.http().post('/api/login').set(from('10.5.0.7')).send({ email: user.email, password: PASSWORD }).expect(200);
  });

  it('failures spread over many addresses do not lock the e-mail', async () => {
    const user = await createUser(testApp);
    for (let attempt = 0; attempt < 12; attempt++) {
      await testApp
        .http()
        .post('/api/login')
        .set(from(`10.6.0.${attempt}`))
        .send({ email: user.email, password: 'wrong-password' })
        .expect(401);
    }
    await testApp.http().post('/api/login').set(from('10.6.1.1')).send({ email: user.email, password: PASSWORD }).expect(200);
  });

  it('limits failures per address across e-mails', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await testApp
        .http()
        .post('/api/login')
        .set(from('10.2.0.1'))
        .send({ email: uniqueEmail('spray'), password: 'wrong-password' })
        .expect(401);
    }
    await testApp
      .http()
      .post('/api/login')
      .set(from('10.2.0.1'))
      .send({ email: uniqueEmail('spray'), password: 'wrong-password' })
      .expect(429);
    await testApp
      .http()
      .post('/api/login')
      .set(from('10.2.0.2'))
      .send({ email: uniqueEmail('spray'), password: 'wrong-password' })
      .expect(401);
  });

  it('limits registrations per address', async () => {
    const register = () =>
      testApp
        .http()
        .post('/api/register')
        .set(from('10.3.0.1'))
        .send({ email: uniqueEmail('reg'), password: 'analytical-engine', firstName: 'A', lastName: 'B' });
    await register().expect(201);
    await register().expect(201);
    const limited = await register().expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
