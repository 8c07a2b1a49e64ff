import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createUser, PASSWORD, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { drainMail } from '../support/mail-drain.js';
import { TestSmtpServer } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Accounts people can trust: an address is proven before anything bought or granted for it reaches an
 * account; passwords can be reset and changed; sessions end on the server; sign-in slowdowns never
 * lock an owner out. Every link is read out of the e-mail the product sent.
 */
const PUBLIC_URL = 'http://academy.test';
const SECRET_KEY = 'sk_test_account_security';
const WEBHOOK_SECRET = 'whsec_account_security';
const NEW_PASSWORD = 'a-brand-new-passphrase';
const COMMON = 'This password is too common and easy to guess. Please choose another one.';
const INVALID_LINK = 'This link is not valid or has already been used. Please ask for a new one.';

type Agent = ReturnType<TestApp['agent']>;

describe('accounts people can trust', () => {
  let smtp: TestSmtpServer;
  let localStripe: LocalStripe;
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    localStripe = new LocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const apiBase = await localStripe.start();
    testApp = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_RETRY_DELAY_MS: '100',
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    localStripe.webhookUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}/api/stripe/webhook`;
    admin = await signedInAgent(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
    await localStripe.stop();
    await smtp.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const enrollmentOf = async (userId: number, courseId: number) =>
    (
      await sql<{ status: string; source: string }>(`select status, source from enrollments where user_id = ? and course_id = ?`, [
        userId,
        courseId,
      ])
    )[0];

  /** The product link (`/path?token=…`) in the newest e-mail to `to` whose subject contains `subject`. */
  async function linkFromMail(to: string, subject: string, path: string): Promise<string> {
    await smtp.waitFor(to, 15000, subject);
    const mail = [...smtp.messages].reverse().find((message) => message.to.includes(to) && message.subject.includes(subject))!;
    const match = mail.body.match(new RegExp(`${PUBLIC_URL}${path}\\?token=[\\w-]+`));
    if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
    expect(mail.body).toContain('Content-Type: text/plain');
    return match[0];
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  /** Registers through the API as a browser would; the agent keeps the session cookie. */
  async function register(
    email: string,
    extra: Record<string, unknown> = {},
    password = PASSWORD,
  ): Promise<{ agent: Agent; user: { id: number; emailVerified: boolean } }> {
    const agent = testApp.agent();
    const response = await agent
      .post('/api/register')
      .send({ email, password, firstName: 'Reg', lastName: 'Istered', ...extra })
      .expect(201);
    return { agent, user: response.body.user };
  }

  async function verify(email: string): Promise<void> {
    const link = await linkFromMail(email, 'Please confirm your e-mail address', '/verify-email');
    await testApp
      .http()
      .post('/api/email-verification/confirm')
      .send({ token: tokenOf(link) })
      .expect(200);
  }

  async function buyAsVisitor(email: string, courseId: number): Promise<string> {
    const { body } = await testApp.http().post('/api/create-public-checkout-session').send({ courseId, email }).expect(200);
    const paid = await fetch(`${body.checkoutUrl as string}/pay`, { method: 'POST', redirect: 'manual' });
    return new URL(paid.headers.get('location')!).searchParams.get('session_id')!;
  }

  /** A copy of the agent's session cookie, as a thief would keep it. */
  async function copiedCookie(agent: Agent, email: string, password = PASSWORD): Promise<string> {
    const response = await agent.post('/api/login').send({ email, password }).expect(200);
    return (response.headers['set-cookie'] as unknown as string[]).find((value) => value.startsWith('academy_session='))!.split(';')[0];
  }
  const withCookie = (cookie: string) => testApp.http().get('/api/user').set('Cookie', cookie);

  describe('e-mail verification', () => {
    it('registration sends a single-use link; the account is unconfirmed until it is opened', async () => {
      const email = uniqueEmail('fresh');
      const { agent, user } = await register(email);
      expect(user.emailVerified).toBe(false);
      const link = await linkFromMail(email, 'Please confirm your e-mail address', '/verify-email');
      const token = tokenOf(link);
      const stored = await sql<{ token_hash: string; expires_at: Date }>(
        `select token_hash, expires_at from account_tokens where user_id = ? and purpose = 'verify_email'`,
        [user.id],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash).not.toContain(token);
      const hours = (new Date(stored[0].expires_at).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(47.9);
      expect(hours).toBeLessThanOrEqual(48);

      const confirmed = await testApp.http().post('/api/email-verification/confirm').send({ token }).expect(200);
      expect(confirmed.body).toEqual({ email });
      expect((await agent.get('/api/user').expect(200)).body.emailVerified).toBe(true);
      const reused = await testApp.http().post('/api/email-verification/confirm').send({ token }).expect(400);
      expect(reused.body.message).toBe(INVALID_LINK);
    });

    it('an expired, unknown or other-purpose token is a clear 400', async () => {
      const email = uniqueEmail('expired');
      const { user } = await register(email);
      const token = tokenOf(await linkFromMail(email, 'Please confirm', '/verify-email'));
      await sql(`update account_tokens set expires_at = now() - interval '1 minute' where user_id = ?`, [user.id]);
      const expired = await testApp.http().post('/api/email-verification/confirm').send({ token }).expect(400);
      expect(expired.body.message).toBe('This link has expired. Please ask for a new one.');
      const unknown = await testApp.http().post('/api/email-verification/confirm').send({ token: 'not-a-real-token' }).expect(400);
      expect(unknown.body.message).toBe(INVALID_LINK);

      await testApp.http().post('/api/password-reset/request').send({ email }).expect(202);
      const resetToken = tokenOf(await linkFromMail(email, 'Reset your', '/reset-password'));
      await testApp.http().post('/api/email-verification/confirm').send({ token: resetToken }).expect(400);
      for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(500) }]) {
        await testApp.http().post('/api/email-verification/confirm').send(body).expect(400);
      }
    });

    it('resend is for the signed-in, unconfirmed owner, and rate-limited', async () => {
      await testApp.http().post('/api/email-verification/resend').expect(401);
      const email = uniqueEmail('resend');
      const { agent } = await register(email);
      await smtp.waitFor(email, 15000, 'Please confirm');
      for (let sent = 0; sent < 5; sent++) await agent.post('/api/email-verification/resend').expect(204);
      const limited = await agent.post('/api/email-verification/resend').expect(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const verified = await signedInAgent(testApp);
      const already = await verified.agent.post('/api/email-verification/resend').expect(400);
      expect(already.body.message).toBe('This e-mail address is already confirmed.');
    });

    it('the admin Users tab shows who is confirmed and can resend the link', async () => {
      const email = uniqueEmail('unconfirmed');
      const { user } = await register(email);
      await smtp.waitFor(email, 15000, 'Please confirm');
      const users = await admin.agent.get('/api/admin/users').expect(200);
      expect(users.body.find((listed: { id: number }) => listed.id === user.id)).toMatchObject({ emailVerified: false });
      expect(users.body.find((listed: { id: number }) => listed.id === admin.user.id)).toMatchObject({ emailVerified: true });
      await drainMail(testApp);
      const before = smtp.count(email);
      await admin.agent.post(`/api/admin/users/${user.id}/verification-email`).expect(204);
      await drainMail(testApp);
      expect(smtp.count(email)).toBe(before + 1);
      await admin.agent.post(`/api/admin/users/${admin.user.id}/verification-email`).expect(400);
      await admin.agent.post('/api/admin/users/2147483000/verification-email').expect(404);
    });
  });

  describe('nothing bought or granted for an address reaches an account that has not proven it', () => {
    it("a squatter who registers Alice's address first does not receive her visitor purchase; Alice's reset takes the account back and claims it", async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4900 });
      const alice = uniqueEmail('alice');
      const squatter = await register(alice, {}, 'squatters-password');

      await buyAsVisitor(alice, course.id);
      const [payment] = await sql<{ user_id: number | null; status: string }>(`select user_id, status from payments where course_id = ?`, [
        course.id,
      ]);
      expect(payment).toEqual({ user_id: null, status: 'succeeded' });
      expect(await enrollmentOf(squatter.user.id, course.id)).toBeUndefined();
      expect((await squatter.agent.get(`/api/courses/${course.id}`).expect(200)).body.isEnrolled).toBe(false);

      // Alice's own sign-up meets the squatter's account; "Forgot password?" goes to her mailbox.
      await testApp
        .http()
        .post('/api/register')
        .send({ email: alice, password: PASSWORD, firstName: 'Alice', lastName: 'Owner' })
        .expect(409);
      await testApp.http().post('/api/password-reset/request').send({ email: alice }).expect(202);
      const link = await linkFromMail(alice, 'Reset your', '/reset-password');
      const owner = testApp.agent();
      const reset = await owner
        .post('/api/password-reset/confirm')
        .send({ token: tokenOf(link), password: NEW_PASSWORD })
        .expect(200);
      expect(reset.body.user).toMatchObject({ email: alice, emailVerified: true });
      await squatter.agent.get('/api/user').expect(401);
      expect(await enrollmentOf(squatter.user.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
      expect((await owner.get(`/api/courses/${course.id}`).expect(200)).body.isEnrolled).toBe(true);
      await testApp.http().post('/api/login').send({ email: alice, password: 'squatters-password' }).expect(401);
    });

    it('a visitor purchase made before an account existed is claimed when the address is confirmed', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4900 });
      const email = uniqueEmail('later');
      await buyAsVisitor(email, course.id);
      const { agent, user } = await register(email);
      expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
      expect((await agent.get('/api/email-verification').expect(200)).body).toEqual({ verified: false, waitingCourses: 1 });
      await verify(email);
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
      expect((await agent.get('/api/email-verification').expect(200)).body).toEqual({ verified: true, waitingCourses: 0 });
      expect((await agent.get(`/api/courses/${course.id}`).expect(200)).body.isEnrolled).toBe(true);
    });

    it("a Checkout Session id claims that checkout only when Stripe says it paid for the new account's address", async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4900 });
      const victim = uniqueEmail('victim');
      const sessionId = await buyAsVisitor(victim, course.id);
      // Someone else's address with the victim's session id, and a made-up id: registration works, nothing is claimed.
      const other = await register(uniqueEmail('thief'), { checkoutSessionId: sessionId });
      expect(await enrollmentOf(other.user.id, course.id)).toBeUndefined();
      const forged = await register(uniqueEmail('forger'), { checkoutSessionId: 'cs_test_made_up' });
      expect(await enrollmentOf(forged.user.id, course.id)).toBeUndefined();
      expect(
        (await sql<{ user_id: number | null }>(`select user_id from payments where checkout_session_id = ?`, [sessionId]))[0].user_id,
      ).toBeNull();
      const owner = await register(victim, { checkoutSessionId: sessionId });
      expect(await enrollmentOf(owner.user.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
      // The course bought is open already: nothing waits for the address to be confirmed.
      expect((await owner.agent.get('/api/email-verification').expect(200)).body).toEqual({ verified: false, waitingCourses: 0 });
    });

    it('an admin grant to an unconfirmed account stays pending until the address is confirmed', async () => {
      const { course } = await createCourse(testApp);
      const email = uniqueEmail('pending');
      const { user, agent } = await register(email);
      const granted = await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email }).expect(200);
      expect(granted.body).toEqual({ status: 'pending', email });
      expect((await agent.get('/api/email-verification').expect(200)).body).toEqual({ verified: false, waitingCourses: 1 });
      expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
      const mail = await smtp.waitFor(email, 15000, 'You now have access');
      expect(mail.body).toContain('as soon as you confirm your e-mail address');
      await verify(email);
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'active', source: 'grant' });
    });

    it('an invite to an address someone registered first: the invitee signs up through the link, takes the account over and is enrolled', async () => {
      const { course } = await createCourse(testApp);
      const bob = uniqueEmail('bob');
      const granted = await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email: bob }).expect(200);
      expect(granted.body.status).toBe('invited');
      const inviteToken = new URL(granted.body.inviteUrl as string).searchParams.get('invite')!;
      const squatter = await register(bob, {}, 'squatters-password');
      expect(await enrollmentOf(squatter.user.id, course.id)).toBeUndefined();
      // The squatter cannot use the invite under another address either.
      await testApp
        .http()
        .post('/api/register')
        .send({ email: uniqueEmail('other'), password: PASSWORD, firstName: 'S', lastName: 'Q', inviteToken })
        .expect(400);

      const invitee = await register(bob, { inviteToken, firstName: 'Bob' });
      expect(invitee.user).toMatchObject({ id: squatter.user.id, emailVerified: true });
      await squatter.agent.get('/api/user').expect(401);
      expect(await enrollmentOf(invitee.user.id, course.id)).toEqual({ status: 'active', source: 'grant' });
      await testApp.http().post('/api/login').send({ email: bob, password: 'squatters-password' }).expect(401);
      await testApp.http().post('/api/login').send({ email: bob, password: PASSWORD }).expect(200);
    });

    it('signing up through an invite link counts as confirmed and sends no verification e-mail', async () => {
      const { course } = await createCourse(testApp, { isPaid: true });
      const email = uniqueEmail('invited');
      const granted = await admin.agent.post(`/api/courses/${course.id}/invite`).send({ email }).expect(200);
      const inviteToken = new URL(granted.body.inviteUrl as string).searchParams.get('invite')!;
      const { user } = await register(email, { inviteToken });
      expect(user.emailVerified).toBe(true);
      await drainMail(testApp);
      expect(smtp.messages.filter((mail) => mail.to.includes(email) && mail.subject.includes('Please confirm'))).toHaveLength(0);
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the account exists', async () => {
      const known = await createUser(testApp);
      const a = await testApp.http().post('/api/password-reset/request').send({ email: known.email }).expect(202);
      const b = await testApp
        .http()
        .post('/api/password-reset/request')
        .send({ email: uniqueEmail('nobody') })
        .expect(202);
      expect(a.body).toEqual(b.body);
      await smtp.waitFor(known.email, 15000, 'Reset your');
      await testApp.http().post('/api/password-reset/request').send({ email: 'not-an-email' }).expect(400);
    });

    it('sets a new password once, signs in, ends every other session and clears the failed sign-ins', async () => {
      const user = await createUser(testApp);
      const stolen = await copiedCookie(testApp.agent(), user.email);
      const from = { 'X-Forwarded-For': '10.40.0.1' };
      for (let attempt = 0; attempt < 5; attempt++) {
        await testApp.http().post('/api/login').set(from).send({ email: user.email, password: 'wrong-guess' }).expect(401);
      }
      await testApp.http().post('/api/login').set(from).send({ email: user.email, password: PASSWORD }).expect(429);

      await testApp.http().post('/api/password-reset/request').send({ email: user.email }).expect(202);
      const token = tokenOf(await linkFromMail(user.email, 'Reset your', '/reset-password'));
      const weak = await testApp.http().post('/api/password-reset/confirm').send({ token, password: 'password1' }).expect(400);
      expect(weak.body.message).toEqual([COMMON]);
      const short = await testApp.http().post('/api/password-reset/confirm').send({ token, password: '12345' }).expect(400);
      expect(short.body.message).toContain('Password must be at least 6 characters');

      const agent = testApp.agent();
      const reset = await agent.post('/api/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(200);
      expect(reset.body.user.email).toBe(user.email);
      await agent.get('/api/user').expect(200);
      await withCookie(stolen).expect(401);
      const reused = await testApp
        .http()
        .post('/api/password-reset/confirm')
        .send({ token, password: 'yet-another-passphrase' })
        .expect(400);
      expect(reused.body.message).toBe(INVALID_LINK);
      await testApp.http().post('/api/login').set(from).send({ email: user.email, password: PASSWORD }).expect(401);
      await testApp.http().post('/api/login').set(from).send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    });

    it('a reset link expires after an hour', async () => {
      const user = await createUser(testApp);
      await testApp.http().post('/api/password-reset/request').send({ email: user.email }).expect(202);
      const token = tokenOf(await linkFromMail(user.email, 'Reset your', '/reset-password'));
      const [row] = await sql<{ minutes: number }>(
        `select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from account_tokens where user_id = ? and purpose = 'reset_password'`,
        [user.id],
      );
      expect(row.minutes).toBe(60);
      await sql(`update account_tokens set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
      const expired = await testApp.http().post('/api/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(400);
      expect(expired.body.message).toBe('This link has expired. Please ask for a new one.');
    });

    it('is rate-limited per address', async () => {
      const email = uniqueEmail('flood');
      for (let attempt = 0; attempt < 5; attempt++) await testApp.http().post('/api/password-reset/request').send({ email }).expect(202);
      await testApp.http().post('/api/password-reset/request').send({ email }).expect(429);
    });
  });

  describe('sessions that end', () => {
    it('authenticates a request without SQL once the session is cached (two reads the first time)', async () => {
      const { agent } = await signedInAgent(testApp);
      await agent.get('/api/user').expect(200);
      const { count } = await testApp.countQueries(() => agent.get('/api/user').expect(200));
      expect(count).toBe(0);
    });

    it('changing the password needs the current one and ends every other session', async () => {
      const user = await createUser(testApp);
      const agent = testApp.agent();
      await copiedCookie(agent, user.email);
      const other = await copiedCookie(testApp.agent(), user.email);
      const wrong = await agent.post('/api/account/password').send({ currentPassword: 'not-it', newPassword: NEW_PASSWORD }).expect(400);
      expect(wrong.body.message).toBe('Your current password is not correct');
      const common = await agent.post('/api/account/password').send({ currentPassword: PASSWORD, newPassword: 'iloveyou1' }).expect(400);
      expect(common.body.message).toEqual([COMMON]);
      await agent.post('/api/account/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(204);
      await agent.get('/api/user').expect(200);
      await withCookie(other).expect(401);
      await testApp.http().post('/api/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    });

    it('lists where the account is signed in and signs out the others', async () => {
      const user = await createUser(testApp);
      const agent = testApp.agent();
      await agent.post('/api/login').set('User-Agent', 'Laptop browser').send({ email: user.email, password: PASSWORD }).expect(200);
      const phone = await copiedCookie(testApp.agent().set('User-Agent', 'Phone browser'), user.email);
      const listed = await agent.get('/api/account/sessions').expect(200);
      expect(listed.body).toHaveLength(2);
      expect(listed.body.find((session: { current: boolean }) => session.current)).toMatchObject({ userAgent: 'Laptop browser' });
      expect(listed.body.find((session: { current: boolean }) => !session.current)).toMatchObject({ userAgent: 'Phone browser' });
      await agent.delete('/api/account/sessions/others').expect(204);
      await withCookie(phone).expect(401);
      expect((await agent.get('/api/account/sessions').expect(200)).body).toHaveLength(1);
    });

    it('an admin can sign a user out everywhere', async () => {
      const user = await createUser(testApp);
      const cookie = await copiedCookie(testApp.agent(), user.email);
      await admin.agent.post(`/api/admin/users/${user.id}/sign-out`).expect(204);
      await withCookie(cookie).expect(401);
      await admin.agent.post('/api/admin/users/2147483000/sign-out').expect(404);
    });
  });

  describe('account settings', () => {
    it('every account endpoint needs a session; the links from e-mails do not', async () => {
      const signedIn: [method: 'get' | 'put' | 'post' | 'delete', path: string][] = [
        ['put', '/api/account/profile'],
        ['put', '/api/account/profile-image'],
        ['delete', '/api/account/profile-image'],
        ['post', '/api/account/password'],
        ['post', '/api/account/email'],
        ['get', '/api/account/sessions'],
        ['delete', '/api/account/sessions/others'],
        ['get', '/api/account/export'],
        ['post', '/api/account/delete'],
        ['post', '/api/email-verification/resend'],
      ];
      for (const [method, path] of signedIn) await testApp.http()[method](path).send({}).expect(401);
      for (const path of ['/api/email-verification/confirm', '/api/account/email/confirm', '/api/password-reset/confirm']) {
        await testApp.http().post(path).send({ token: 'unknown-token', password: NEW_PASSWORD }).expect(400);
      }
    });

    it('renames the learner', async () => {
      const { agent } = await signedInAgent(testApp);
      const renamed = await agent.put('/api/account/profile').send({ firstName: '  Grace ', lastName: 'Hopper' }).expect(200);
      expect(renamed.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
      const empty = await agent.put('/api/account/profile').send({ firstName: ' ', lastName: 'Hopper' }).expect(400);
      expect(empty.body.message).toContain('First name is required');
      await agent.put('/api/account/profile').send({ firstName: 'A', lastName: 'B', role: 'admin' }).expect(400);
    });

    it('stores a profile picture as a small square without its metadata, and removes it', async () => {
      const { agent } = await signedInAgent(testApp);
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2563eb' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret location' } })
        .toBuffer();
      const uploaded = await agent
        .put('/api/account/profile-image')
        .set('Origin', PUBLIC_URL)
        .attach('file', photo, { filename: 'me.jpg', contentType: 'image/jpeg' })
        .expect(200);
      expect(uploaded.body.profileImageUrl).toMatch(/^\/api\/profile-images\/[0-9a-f-]{36}$/);
      const served = await testApp
        .http()
        .get(uploaded.body.profileImageUrl)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata).toMatchObject({ width: 256, height: 256, format: 'webp' });
      expect(metadata.exif).toBeUndefined();

      const pdf = Buffer.from('%PDF-1.4\n%…\n');
      const refused = await agent
        .put('/api/account/profile-image')
        .set('Origin', PUBLIC_URL)
        .attach('file', pdf, { filename: 'cv.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(refused.body.message).toBe('Choose a PNG or JPEG picture, up to 10 MB.');
      const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('not really a png')]);
      await agent
        .put('/api/account/profile-image')
        .set('Origin', PUBLIC_URL)
        .attach('file', broken, { filename: 'x.png', contentType: 'image/png' })
        .expect(400);

      const removed = await agent.delete('/api/account/profile-image').expect(200);
      expect(removed.body.profileImageUrl).toBeNull();
      await testApp.http().get(uploaded.body.profileImageUrl).expect(404);
      await testApp.http().get('/api/profile-images/not-a-uuid').expect(404);
    });

    it('changes the e-mail address only once the new address confirms, and tells the old one', async () => {
      const user = await createUser(testApp);
      const agent = testApp.agent();
      await copiedCookie(agent, user.email);
      const taken = await createUser(testApp);
      const newEmail = uniqueEmail('moved');
      await agent.post('/api/account/email').send({ newEmail, password: 'not-it' }).expect(400);
      await agent.post('/api/account/email').send({ newEmail: taken.email, password: PASSWORD }).expect(409);
      await agent.post('/api/account/email').send({ newEmail: user.email, password: PASSWORD }).expect(400);
      const requested = await agent.post('/api/account/email').send({ newEmail: newEmail.toUpperCase(), password: PASSWORD }).expect(202);
      expect(requested.body).toEqual({ pendingEmail: newEmail });
      const notice = await smtp.waitFor(user.email, 15000, 'about to change');
      expect(notice.body).toContain(newEmail);
      const link = await linkFromMail(newEmail, 'Confirm your new e-mail address', '/confirm-email-change');
      expect((await agent.get('/api/user').expect(200)).body.email).toBe(user.email);

      const confirmed = await testApp
        .http()
        .post('/api/account/email/confirm')
        .send({ token: tokenOf(link) })
        .expect(200);
      expect(confirmed.body).toMatchObject({ email: newEmail, emailVerified: true });
      // Confirmed from a client without the account's session: every session of the account ended.
      await agent.get('/api/user').expect(401);
      await testApp.http().post('/api/login').send({ email: user.email, password: PASSWORD }).expect(401);
      await testApp.http().post('/api/login').send({ email: newEmail, password: PASSWORD }).expect(200);
      await testApp
        .http()
        .post('/api/account/email/confirm')
        .send({ token: tokenOf(link) })
        .expect(400);
    });

    it('downloads everything we keep about the learner as JSON', async () => {
      const { course, lessons } = await createCourse(testApp, { title: 'Sourcing Basics', modules: 1, lessonsPerModule: 2 });
      const { agent, user } = await signedInAgent(testApp);
      await enroll(testApp, user, course);
      await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      const response = await agent.get('/api/account/export').expect(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="recruiting-academy-my-data.json"');
      expect(response.body.profile).toMatchObject({ id: user.id, email: user.email });
      expect(response.body.enrollments).toEqual([expect.objectContaining({ courseTitle: 'Sourcing Basics', status: 'active' })]);
      expect(response.body.lessonProgress).toHaveLength(1);
      expect(response.body).toMatchObject({
        quizAttempts: [],
        certificates: [],
        payments: [],
        creditCertifications: [],
        creditEntries: [],
      });
      expect(JSON.stringify(response.body)).not.toMatch(/password|hash/i);
      const { count } = await testApp.countQueries(() => agent.get('/api/account/export').expect(200));
      expect(count).toBeLessThanOrEqual(10);
    });

    it('deletes the account with its password; payments stay without the address; certificates stay verifiable, named only if allowed', async () => {
      const paidCourse = await createCourse(testApp, { isPaid: true, price: 4900 });
      for (const keepName of [false, true]) {
        const { course, lessons } = await createCourse(testApp, { modules: 1, lessonsPerModule: 1 });
        const user = await createUser(testApp, 'jobseeker', { firstName: 'Dana', lastName: `Leaving${keepName}` });
        const agent = testApp.agent();
        const cookie = await copiedCookie(agent, user.email);
        await enroll(testApp, user, course);
        const completed = await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
        expect(completed.body).toBeDefined();
        const [certificate] = await sql<{ code: string }>(`select code from certificates where user_id = ?`, [user.id]);
        if (!keepName) {
          const intent = await agent.post('/api/create-payment-intent').send({ courseId: paidCourse.course.id }).expect(200);
          expect(intent.body.clientSecret).toBeDefined();
        }

        await agent.post('/api/account/delete').send({ password: 'not-it', keepNameOnCertificates: keepName }).expect(400);
        await agent.post('/api/account/delete').send({ password: PASSWORD }).expect(400);
        const deleted = await agent.post('/api/account/delete').send({ password: PASSWORD, keepNameOnCertificates: keepName }).expect(204);
        expect(String(deleted.headers['set-cookie'])).toMatch(/academy_session=;/);
        await withCookie(cookie).expect(401);
        expect(await sql(`select 1 from users where id = ?`, [user.id])).toHaveLength(0);

        const verification = await testApp.http().get(`/api/certificates/${certificate.code}`).expect(200);
        expect(JSON.stringify(verification.body)).toContain(keepName ? `Dana Leaving${keepName}` : 'Name withheld by the holder');
        if (!keepName) {
          const payments = await sql<{ user_id: number | null; email: string; amount: number }>(
            `select user_id, email, amount from payments where course_id = ?`,
            [paidCourse.course.id],
          );
          expect(payments).toEqual([{ user_id: null, email: 'deleted-account@deleted.invalid', amount: 4900 }]);
        }
      }
    });

    it('an admin cannot delete their own account from settings', async () => {
      const response = await admin.agent.post('/api/account/delete').send({ password: PASSWORD, keepNameOnCertificates: true }).expect(400);
      expect(response.body.message).toMatch(/another admin/);
    });
  });
});
