import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { LocalOidc, type OidcAccount } from '../support/local-oidc/local-oidc.js';
import { ProviderBrowser } from '../support/local-oidc/provider-browser.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Sign-in with identity providers against a real OpenID provider (oidc-provider): the round trip with
 * PKCE, state and nonce, and the rules that keep accounts safe: the subject signs in, an address alone
 * never links an existing account, an address the provider does not vouch for makes no account.
 */
const PUBLIC_URL = 'http://academy.test';
const CLIENT = { id: 'academy-e2e', secret: 'academy-e2e-secret' };

type Agent = ReturnType<TestApp['agent']>;

describe('social sign-in', () => {
  let oidc: LocalOidc;
  let testApp: TestApp;

  beforeAll(async () => {
    oidc = new LocalOidc({
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUris: ['google', 'microsoft'].map((id) => `${PUBLIC_URL}/api/auth/oidc/${id}/callback`),
    });
    const issuer = await oidc.start();
    testApp = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: CLIENT.id,
      GOOGLE_CLIENT_SECRET: CLIENT.secret,
      GOOGLE_ISSUER: issuer,
      MICROSOFT_CLIENT_ID: CLIENT.id,
      MICROSOFT_CLIENT_SECRET: CLIENT.secret,
      MICROSOFT_ISSUER: issuer,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await oidc.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const account = (email: string, verified = true, sub = `sub-${randomUUID()}`): OidcAccount => ({
    sub,
    email,
    email_verified: verified,
    name: 'Sam Social',
  });

  /** Starts the round trip from the browser `agent`: the provider's authorization address. */
  async function start(agent: Agent, provider = 'google', query: Record<string, string> = {}): Promise<URL> {
    const response = await agent
      .get(`/api/auth/oidc/${provider}/start?${new URLSearchParams(query).toString()}`)
      .set('Accept', 'text/html')
      .expect(302);
    return new URL(response.headers.location);
  }

  /** Back from the provider to the app's callback; the app's redirect. */
  async function callback(agent: Agent, returned: URL): Promise<URL> {
    expect(returned.origin).toBe(PUBLIC_URL);
    const response = await agent.get(`${returned.pathname}${returned.search}`).expect(302);
    return new URL(response.headers.location, PUBLIC_URL);
  }

  /** The whole round trip as `who`; where the browser lands. */
  async function roundTrip(agent: Agent, who: OidcAccount | 'cancel', provider = 'google', query: Record<string, string> = {}) {
    const authorization = await start(agent, provider, query);
    return callback(agent, await new ProviderBrowser(oidc.issuer).authorize(authorization.href, who));
  }

  const identitiesOf = (userId: number) =>
    sql<{ provider: string; subject: string; email: string }>(`select provider, subject, email from user_identities where user_id = ?`, [
      userId,
    ]);

  it('lists only the configured providers; one that is off or unknown answers 404, or /auth with the reason for a browser', async () => {
    const providers = await testApp.http().get('/api/auth/providers').expect(200);
    expect(providers.body).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'microsoft', name: 'Microsoft' },
    ]);
    const off = await testApp.http().get('/api/auth/oidc/linkedin/start').expect(404);
    expect(off.body).toMatchObject({ code: 'SOCIAL_PROVIDER_NOT_CONFIGURED', message: 'This sign-in provider is not available.' });
    await testApp.http().get('/api/auth/oidc/facebook/start').expect(404);
    const browser = await testApp.http().get('/api/auth/oidc/linkedin/start').set('Accept', 'text/html').expect(302);
    expect(browser.headers.location).toBe('/auth?socialError=unavailable&provider=linkedin');
  });

  it('starts the authorization code flow with PKCE S256, state and nonce kept in a signed HttpOnly cookie', async () => {
    const response = await testApp.http().get('/api/auth/oidc/google/start?returnTo=%2Fcourses').expect(302);
    const url = new URL(response.headers.location);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/oidc/google/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((value) => value.startsWith('academy_social_flow='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
    // The verifier never leaves in the address.
    expect(response.headers.location).not.toContain('code_verifier');
  });

  it('signs up with a vouched-for address: a confirmed account without a password, signed in, back where it started; then signs in', async () => {
    const email = uniqueEmail('social');
    const who = account(email);
    const agent = testApp.agent();
    const landed = await roundTrip(agent, who, 'google', { returnTo: '/courses?level=1' });
    expect(`${landed.pathname}${landed.search}`).toBe('/courses?level=1');
    const me = await agent.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ email, firstName: 'Sam', lastName: 'Social', emailVerified: true });
    const [row] = await sql<{ password_hash: string | null }>(`select password_hash from users where email = ?`, [email]);
    expect(row.password_hash).toBeNull();
    expect(await identitiesOf(me.body.id)).toEqual([{ provider: 'google', subject: who.sub, email }]);

    // No password means no password sign-in, whatever is typed (the stand-in hash included).
    for (const password of [PASSWORD, 'not-a-real-password-for-timing'])
      await testApp.http().post('/api/login').send({ email, password }).expect(401);
    const change = await agent
      .post('/api/account/password')
      .send({ currentPassword: 'whatever-it-is', newPassword: 'a-new-long-passphrase' });
    expect(change.status).toBe(400);
    expect(change.body.code).toBe('PASSWORD_NOT_SET');

    // The subject signs in again, even when the provider account's address changed.
    const again = testApp.agent();
    const back = await roundTrip(again, { ...who, email: uniqueEmail('changed') });
    expect(back.pathname).toBe('/');
    expect((await again.get('/api/user').expect(200)).body.id).toBe(me.body.id);
    const methods = await again.get('/api/account/sign-in-methods').expect(200);
    expect(methods.body).toMatchObject({ hasPassword: false, identities: [{ provider: 'google', providerName: 'Google', email }] });
    expect(methods.body.identities[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const agent = testApp.agent();
    const authorization = await start(agent);
    const returned = await new ProviderBrowser(oidc.issuer).authorize(authorization.href, account(uniqueEmail('state')));
    returned.searchParams.set('state', 'forged-state-value-000000000000');
    const landed = await callback(agent, returned);
    expect(`${landed.pathname}${landed.search}`).toBe('/auth?socialError=failed&provider=google');
    await agent.get('/api/user').expect(401);

    // Nor a callback without the flow cookie (another browser).
    const other = await start(testApp.agent());
    const elsewhere = await new ProviderBrowser(oidc.issuer).authorize(other.href, account(uniqueEmail('state')));
    expect((await callback(testApp.agent(), elsewhere)).search).toContain('socialError=failed');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const agent = testApp.agent();
    const authorization = await start(agent);
    // The provider honours whatever nonce it is asked for: the ID token carries this one, not the flow's.
    authorization.searchParams.set('nonce', 'a-nonce-this-browser-never-sent');
    const email = uniqueEmail('nonce');
    const returned = await new ProviderBrowser(oidc.issuer).authorize(authorization.href, account(email));
    const landed = await callback(agent, returned);
    expect(landed.search).toBe('?socialError=failed&provider=google');
    await agent.get('/api/user').expect(401);
    expect(await sql(`select id from users where email = ?`, [email])).toEqual([]);
  });

  it('says so when the person cancels at the provider (access_denied)', async () => {
    const agent = testApp.agent();
    const landed = await roundTrip(agent, 'cancel', 'google', { returnTo: '/team-invites/abc' });
    expect(landed.pathname).toBe('/auth');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      socialError: 'cancelled',
      provider: 'google',
      returnTo: '/team-invites/abc',
    });
    await agent.get('/api/user').expect(401);
  });

  it('makes no account on an address the provider does not vouch for (and Microsoft never vouches)', async () => {
    for (const [provider, who] of [
      ['google', account(uniqueEmail('unverified'), false)],
      ['microsoft', account(uniqueEmail('microsoft'), true)],
    ] as const) {
      const agent = testApp.agent();
      const landed = await roundTrip(agent, who, provider);
      expect(landed.search).toBe(`?socialError=unverified&provider=${provider}`);
      await agent.get('/api/user').expect(401);
      expect(await sql(`select id from users where email = ?`, [who.email])).toEqual([]);
    }
  });

  it('never links an existing account silently: the owner signs in once with the password, in the same browser, to link it', async () => {
    const owner = await createUser(testApp);
    const who = account(owner.email, true);
    const agent = testApp.agent();
    const landed = await roundTrip(agent, who, 'google', { returnTo: '/downloads' });
    expect(landed.pathname).toBe('/auth');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      socialError: 'link_required',
      provider: 'google',
      returnTo: '/downloads',
      email: owner.email,
    });
    await agent.get('/api/user').expect(401);
    expect(await identitiesOf(owner.id)).toEqual([]);

    // Another browser's password sign-in links nothing.
    await testApp.agent().post('/api/login').send({ email: owner.email, password: PASSWORD, linkPendingSignIn: true }).expect(200);
    expect(await identitiesOf(owner.id)).toEqual([]);
    // A wrong password links nothing.
    await agent.post('/api/login').send({ email: owner.email, password: 'wrong-password-here', linkPendingSignIn: true }).expect(401);
    expect(await identitiesOf(owner.id)).toEqual([]);

    await agent.post('/api/login').send({ email: owner.email, password: PASSWORD, linkPendingSignIn: true }).expect(200);
    expect(await identitiesOf(owner.id)).toEqual([{ provider: 'google', subject: who.sub, email: owner.email }]);
    const [notice] = await sql<{ subject: string }>(
      `select subject from outgoing_emails where recipient = ? and template = 'signInLinked'`,
      [owner.email],
    );
    expect(notice.subject).toBe('Google sign-in linked to your account');

    // From now on Google signs the owner in.
    const later = testApp.agent();
    await roundTrip(later, who);
    expect((await later.get('/api/user').expect(200)).body.id).toBe(owner.id);
  });

  it('drops a waiting link when the sign-in does not ask for it (someone else at a shared computer)', async () => {
    const owner = await createUser(testApp);
    const agent = testApp.agent();
    await roundTrip(agent, account(owner.email, true));
    await agent.post('/api/login').send({ email: owner.email, password: PASSWORD }).expect(200);
    await agent.post('/api/login').send({ email: owner.email, password: PASSWORD, linkPendingSignIn: true }).expect(200);
    expect(await identitiesOf(owner.id)).toEqual([]);
  });

  it('an unverified address of an existing account is not linked either', async () => {
    const owner = await createUser(testApp);
    const landed = await roundTrip(testApp.agent(), account(owner.email, false), 'microsoft');
    expect(landed.searchParams.get('socialError')).toBe('link_required');
    expect(await identitiesOf(owner.id)).toEqual([]);
  });

  it('links a provider account to the signed-in account from the settings, but not one linked to another account', async () => {
    const { agent, user } = await signedInAgent(testApp);
    const who = account(uniqueEmail('linked'));
    const landed = await roundTrip(agent, who, 'google', { intent: 'link', returnTo: '/account' });
    expect(`${landed.pathname}${landed.search}`).toBe('/account?linked=google');
    expect(await identitiesOf(user.id)).toEqual([{ provider: 'google', subject: who.sub, email: who.email }]);

    const other = await signedInAgent(testApp);
    const refused = await roundTrip(other.agent, who, 'google', { intent: 'link', returnTo: '/account' });
    expect(`${refused.pathname}${refused.search}${refused.hash}`).toBe(
      '/account?socialError=linked_elsewhere&provider=google#sign-in-methods',
    );
    expect(await identitiesOf(other.user.id)).toEqual([]);
    // Still signed in as themselves.
    expect((await other.agent.get('/api/user').expect(200)).body.id).toBe(other.user.id);

    // A link needs a session.
    const visitor = await testApp.agent().get('/api/auth/oidc/google/start?intent=link').set('Accept', 'text/html').expect(302);
    expect(visitor.headers.location).toBe('/auth?socialError=sign_in_required&provider=google');
  });

  it('unlinks a sign-in while a password or another sign-in remains, never the last way in', async () => {
    const social = testApp.agent();
    await roundTrip(social, account(uniqueEmail('only')));
    const methods = await social.get('/api/account/sign-in-methods').expect(200);
    const refused = await social.delete(`/api/account/sign-in-methods/${methods.body.identities[0].id}`).expect(409);
    expect(refused.body).toMatchObject({
      code: 'LAST_SIGN_IN_METHOD',
      message: 'This is the only way into your account. Set a password or connect another sign-in before you unlink Google.',
    });

    const { agent, user } = await signedInAgent(testApp);
    await roundTrip(agent, account(uniqueEmail('second')), 'google', { intent: 'link' });
    const [linked] = (await agent.get('/api/account/sign-in-methods').expect(200)).body.identities;
    // Not someone else's.
    const notYours = await social.delete(`/api/account/sign-in-methods/${linked.id}`).expect(404);
    expect(notYours.body.code).toBe('SIGN_IN_METHOD_NOT_FOUND');
    await agent.delete(`/api/account/sign-in-methods/${linked.id}`).expect(204);
    expect(await identitiesOf(user.id)).toEqual([]);
    await social.delete('/api/account/sign-in-methods/not-a-number').expect(404);
  });

  it('honours an invite through a social sign-up: the invited address is enrolled at once', async () => {
    const admin = await signedInAgent(testApp, 'admin');
    const { course } = await createCourse(testApp, { title: 'Invited Course' });
    const email = uniqueEmail('invited');
    const granted = await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email }).expect(200);
    const token = new URL(granted.body.inviteUrl).searchParams.get('invite')!;

    // Another address than the invite's: no account, and /auth keeps the invite.
    const mismatch = await roundTrip(testApp.agent(), account(uniqueEmail('other')), 'google', { invite: token, returnTo: '/' });
    expect(Object.fromEntries(mismatch.searchParams)).toMatchObject({ socialError: 'invite_mismatch', invite: token });

    const agent = testApp.agent();
    const landed = await roundTrip(agent, account(email), 'google', { invite: token, returnTo: '/' });
    expect(landed.pathname).toBe('/');
    const me = await agent.get('/api/user').expect(200);
    const enrollments = await sql<{ source: string }>(`select source from enrollments where user_id = ? and course_id = ?`, [
      me.body.id,
      course.id,
    ]);
    expect(enrollments).toEqual([{ source: 'grant' }]);
  });

  it('ignores a returnTo that leaves the site', async () => {
    const agent = testApp.agent();
    const landed = await roundTrip(agent, account(uniqueEmail('return')), 'google', { returnTo: 'https://evil.example/' });
    expect(`${landed.origin}${landed.pathname}`).toBe(`${PUBLIC_URL}/`);
  });
});
