import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { createUser, PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { LocalOidc } from '../support/local-oidc/local-oidc.js';
import { ProviderBrowser } from '../support/local-oidc/provider-browser.js';
import { LocalSaml, type SamlVariant } from '../support/local-saml/local-saml.js';
import { createTeam } from '../support/teams.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Employer single sign-on against a real SAML identity provider (signed assertions) and a real OpenID
 * provider: configuring it (who may, what is checked), signing in with a seat taken or an invitation
 * accepted, and every refusal, each landing on /auth with its reason.
 */
const PUBLIC_URL = 'http://academy.test';
const CLIENT = { id: 'academy-sso', secret: 'academy-sso-secret' };

type Agent = ReturnType<TestApp['agent']>;

describe('employer single sign-on', () => {
  let saml: LocalSaml;
  let oidc: LocalOidc;
  let testApp: TestApp;

  beforeAll(async () => {
    saml = new LocalSaml();
    await saml.start();
    // Connection ids are not known in advance: the provider accepts the callbacks of the first 400.
    oidc = new LocalOidc({
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUris: [
        ...Array.from({ length: 400 }, (_, index) => `${PUBLIC_URL}/api/auth/sso/${index + 1}/oidc/callback`),
        `${PUBLIC_URL}/api/auth/oidc/google/callback`,
      ],
    });
    const issuer = await oidc.start();
    // Google sign-in against the same provider: refused for a domain whose single sign-on is required.
    testApp = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: CLIENT.id,
      GOOGLE_CLIENT_SECRET: CLIENT.secret,
      GOOGLE_ISSUER: issuer,
      // The test identity providers listen on this machine.
      SSO_ALLOW_LOOPBACK: 'true',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await saml.stop();
    await oidc.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const domain = () => `acme-${randomUUID().slice(0, 8)}.example`;

  async function teamWithManager(seats = 3) {
    const { agent, user: manager } = await signedInAgent(testApp);
    const { course } = await createCourse(testApp);
    const team = await createTeam(testApp, { course, manager, seats });
    return { agent, manager, team, course };
  }

  function samlSettings(domains: string[], extra: Record<string, unknown> = {}) {
    return {
      protocol: 'saml',
      displayName: 'Acme Corp',
      emailDomains: domains,
      required: false,
      jitSeats: true,
      samlMetadataUrl: saml.metadataUrl,
      ...extra,
    };
  }

  /** Starts the SAML round trip; the identity provider's address with the AuthnRequest. */
  async function start(agent: Agent, connectionId: number, query = ''): Promise<string> {
    const response = await agent.get(`/api/auth/sso/${connectionId}/start${query}`).set('Accept', 'text/html').expect(302);
    return response.headers.location;
  }

  async function post(agent: Agent, answer: { acsUrl: string; SAMLResponse: string; RelayState: string }) {
    const url = new URL(answer.acsUrl);
    expect(url.origin).toBe(PUBLIC_URL);
    const response = await agent
      .post(url.pathname)
      .set('Origin', saml.metadataUrl.replace(/\/metadata$/, ''))
      .type('form')
      .send({ SAMLResponse: answer.SAMLResponse, RelayState: answer.RelayState })
      .expect(303);
    return response.headers.location as string;
  }

  async function samlSignIn(connectionId: number, email: string, variant: SamlVariant = 'valid', agent = testApp.agent()) {
    const authorize = await start(agent, connectionId, '?returnTo=%2Fcourses');
    return { agent, location: await post(agent, saml.respond(authorize, { email, firstName: 'Ada', lastName: 'Lovelace' }, variant)) };
  }

  describe('configuring', () => {
    it("lets the team's manager set up SAML from the identity provider's metadata, and shows what the provider needs", async () => {
      const { agent, team } = await teamWithManager();
      expect((await agent.get(`/api/teams/${team.id}/sso`).expect(200)).body).toEqual({ connection: null, serviceProvider: null });
      const acme = domain();
      const saved = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send(samlSettings([` ${acme.toUpperCase()} `, acme]))
        .expect(200);
      const id = saved.body.id as number;
      expect(saved.body).toMatchObject({
        teamId: team.id,
        protocol: 'saml',
        emailDomains: [acme],
        jitSeats: true,
        oidc: null,
        saml: { idpEntityId: saml.entityId, ssoUrl: saml.ssoUrl, metadataUrl: saml.metadataUrl },
        serviceProvider: {
          entityId: `${PUBLIC_URL}/api/auth/sso/${id}/saml/metadata`,
          acsUrl: `${PUBLIC_URL}/api/auth/sso/${id}/saml/acs`,
          oidcRedirectUri: `${PUBLIC_URL}/api/auth/sso/${id}/oidc/callback`,
        },
      });
      expect(saved.body.saml.certificates[0].subject).toContain('Local SAML IdP test fixture');
      const metadata = await testApp.http().get(`/api/auth/sso/${id}/saml/metadata`).expect(200);
      expect(metadata.text).toContain(`entityID="${PUBLIC_URL}/api/auth/sso/${id}/saml/metadata"`);
      expect(metadata.text).toContain(`Location="${PUBLIC_URL}/api/auth/sso/${id}/saml/acs"`);
    });

    it('refuses what cannot work, in words: a bad domain, a certificate that is not X.509, unreadable metadata, a taken domain, an issuer without discovery', async () => {
      const { agent, team } = await teamWithManager();
      const bad = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send(samlSettings(['not a domain']))
        .expect(400);
      expect(bad.body).toMatchObject({ code: 'SSO_INVALID_DOMAIN', message: '"not a domain" is not an e-mail domain (like acme.com).' });
      const certificate = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send(
          samlSettings([domain()], {
            samlMetadataUrl: undefined,
            samlIdpEntityId: 'https://idp.example',
            samlSsoUrl: 'https://idp.example/sso',
            samlCertificates: ['-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----'],
          }),
        )
        .expect(400);
      expect(certificate.body).toMatchObject({
        code: 'SSO_CERTIFICATE_INVALID',
        message: 'Certificate 1 is not a valid X.509 certificate (PEM).',
      });
      const metadata = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send(samlSettings([domain()], { samlMetadataUrl: undefined, samlMetadataXml: '<nope/>' }))
        .expect(400);
      expect(metadata.body.code).toBe('SSO_METADATA_INVALID');
      const plainHttp = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send(samlSettings([domain()], { samlMetadataUrl: 'http://idp.example/metadata' }))
        .expect(400);
      expect(plainHttp.body).toMatchObject({ code: 'SSO_INVALID_SETTINGS', message: 'The metadata URL must be an https URL.' });
      // The server never fetches for a manager from a private or link-local address (cloud metadata, internal services).
      for (const inside of ['https://10.1.2.3/metadata', 'https://169.254.169.254/latest/meta-data', 'https://[fd00::1]/metadata']) {
        const refusedInside = await agent
          .put(`/api/teams/${team.id}/sso`)
          .send(samlSettings([domain()], { samlMetadataUrl: inside }))
          .expect(400);
        expect(refusedInside.body).toMatchObject({
          code: 'SSO_INVALID_SETTINGS',
          message: 'The metadata URL must be on the public internet: it points to a private or local address.',
        });
      }
      const insideIssuer = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send({
          protocol: 'oidc',
          displayName: 'Acme',
          emailDomains: [domain()],
          required: false,
          oidcIssuer: 'https://10.9.8.7',
          oidcClientId: 'x',
          oidcClientSecret: 'y',
        })
        .expect(400);
      expect(insideIssuer.body.message).toBe('The issuer URL must be on the public internet: it points to a private or local address.');
      const oidcIssuer = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send({
          protocol: 'oidc',
          displayName: 'Acme',
          emailDomains: [domain()],
          required: false,
          oidcIssuer: `${saml.metadataUrl}/nothing`,
          oidcClientId: 'x',
          oidcClientSecret: 'y',
        })
        .expect(400);
      expect(oidcIssuer.body.code).toBe('SSO_DISCOVERY_FAILED');
      const taken = domain();
      const other = await teamWithManager();
      await other.agent
        .put(`/api/teams/${other.team.id}/sso`)
        .send(samlSettings([taken]))
        .expect(200);
      const refused = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send(samlSettings([domain(), taken]))
        .expect(409);
      expect(refused.body).toMatchObject({
        code: 'SSO_DOMAIN_TAKEN',
        message: `${taken} already belongs to another single sign-on connection.`,
      });
      const junk = await agent.put(`/api/teams/${team.id}/sso`).send({ protocol: 'ldap', emailDomains: 'x' }).expect(400);
      expect(junk.body.code).toBe('VALIDATION_FAILED');
    });

    it("answers 404 to another team's manager, 403 to a learner at the admin endpoints; admins set up a team's and the academy's", async () => {
      const { team } = await teamWithManager();
      const { agent: stranger } = await teamWithManager();
      await stranger.get(`/api/teams/${team.id}/sso`).expect(404);
      await stranger
        .put(`/api/teams/${team.id}/sso`)
        .send(samlSettings([domain()]))
        .expect(404);
      await stranger.get('/api/admin/sso').expect(403);
      await stranger
        .put(`/api/admin/teams/${team.id}/sso`)
        .send(samlSettings([domain()]))
        .expect(403);
      const { agent: admin } = await signedInAgent(testApp, 'admin');
      await admin
        .put(`/api/admin/teams/${team.id}/sso`)
        .send(samlSettings([domain()]))
        .expect(200);
      expect((await admin.get(`/api/admin/teams/${team.id}/sso`).expect(200)).body.connection.teamId).toBe(team.id);
      const jit = await admin
        .put('/api/admin/sso')
        .send(samlSettings([domain()], { jitSeats: true }))
        .expect(400);
      expect(jit.body.code).toBe('SSO_INVALID_SETTINGS');
      await admin
        .put('/api/admin/sso')
        .send(samlSettings([domain()], { jitSeats: false }))
        .expect(200);
      expect((await admin.get('/api/admin/sso').expect(200)).body.connection).toMatchObject({ teamId: null, jitSeats: false });
      await admin.delete('/api/admin/sso').expect(204);
      await admin.delete(`/api/admin/teams/${team.id}/sso`).expect(204);
      await admin.get('/api/admin/teams/2147483000/sso').expect(404);
    });

    it('finds the connection of a work address, or says there is none', async () => {
      const { agent, team } = await teamWithManager();
      const acme = domain();
      const { body } = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send(samlSettings([acme]))
        .expect(200);
      const found = await testApp
        .http()
        .post('/api/auth/sso/discover')
        .send({ email: `Ada@${acme.toUpperCase()}` })
        .expect(200);
      expect(found.body).toEqual({ connectionId: body.id, displayName: 'Acme Corp', startUrl: `/api/auth/sso/${body.id}/start` });
      const none = await testApp.http().post('/api/auth/sso/discover').send({ email: 'ada@nobody-here.example' }).expect(404);
      expect(none.body).toMatchObject({
        code: 'SSO_NOT_CONFIGURED',
        message: 'No single sign-on is set up for nobody-here.example. Sign in with your e-mail and password instead.',
      });
      await testApp.http().post('/api/auth/sso/discover').send({ email: 'nope' }).expect(400);
    });
  });

  describe('signing in through SAML', () => {
    let connectionId: number;
    let acme: string;
    let teamId: number;
    let managerAgent: Agent;

    beforeAll(async () => {
      const { agent, team } = await teamWithManager(2);
      managerAgent = agent;
      teamId = team.id;
      acme = domain();
      connectionId = (
        await agent
          .put(`/api/teams/${team.id}/sso`)
          .send(samlSettings([acme]))
          .expect(200)
      ).body.id;
    });

    const seatsOf = () =>
      sql<{ email: string; status: string }>('select email, status from team_seats where team_id = ? order by id', [teamId]);

    it('sends an AuthnRequest by the redirect binding, then signs a new member in with a seat taken (just in time)', async () => {
      const authorize = new URL(await start(testApp.agent(), connectionId));
      expect(`${authorize.origin}${authorize.pathname}`).toBe(saml.ssoUrl);
      expect(authorize.searchParams.get('SAMLRequest')).toBeTruthy();
      const email = `ada@${acme}`;
      const { agent, location } = await samlSignIn(connectionId, email);
      expect(location).toBe('/courses');
      const me = await agent.get('/api/user').expect(200);
      expect(me.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
      expect(await seatsOf()).toEqual([{ email, status: 'active' }]);
      const [identity] = await sql<{ provider: string; subject: string }>('select provider, subject from user_identities where email = ?', [
        email,
      ]);
      expect(identity).toEqual({ provider: `sso:${connectionId}`, subject: email });
      // The next sign-in is the same account and the same seat.
      const again = await samlSignIn(connectionId, email);
      expect(again.location).toBe('/courses');
      expect((await again.agent.get('/api/user').expect(200)).body.id).toBe(me.body.id);
      expect(await seatsOf()).toHaveLength(1);
    });

    it('accepts a pending invitation of the address, and refuses a new member when the team is full', async () => {
      const invited = `grace@${acme}`;
      await managerAgent
        .post(`/api/teams/${teamId}/seats`)
        .send({ emails: [invited] })
        .expect(200);
      const { location } = await samlSignIn(connectionId, invited);
      expect(location).toBe('/courses');
      expect(await seatsOf()).toEqual(expect.arrayContaining([{ email: invited, status: 'active' }]));
      const full = await samlSignIn(connectionId, `late@${acme}`);
      expect(full.location).toBe(`/auth?ssoError=team_full&connection=${connectionId}&returnTo=%2Fcourses`);
      await full.agent.get('/api/user').expect(401);
      expect(await sql('select id from users where email = ?', [`late@${acme}`])).toHaveLength(0);
    });

    it.each<[SamlVariant, string]>([
      ['wrong_audience', 'wrong_audience'],
      ['expired', 'expired'],
      ['unsigned', 'unsigned'],
      ['wrong_key', 'bad_signature'],
    ])('refuses an assertion answered %s', async (variant, reason) => {
      const { agent, location } = await samlSignIn(connectionId, `eve-${variant}@${acme}`, variant);
      expect(location).toBe(`/auth?ssoError=${reason}&connection=${connectionId}&returnTo=%2Fcourses`);
      await agent.get('/api/user').expect(401);
    });

    it('refuses the same response posted twice (replay), even from another browser', async () => {
      await sql('update teams set seats = 100 where id = ?', [teamId]);
      const agent = testApp.agent();
      const answer = saml.respond(await start(agent, connectionId), { email: `replay@${acme}` });
      expect(await post(agent, answer)).toBe('/');
      const attacker = testApp.agent();
      expect(await post(attacker, answer)).toBe(`/auth?ssoError=replay&connection=${connectionId}`);
      await attacker.get('/api/user').expect(401);
    });

    it('refuses a response to a request this server never made, or one without InResponseTo', async () => {
      const request = `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_never-sent-${randomUUID()}" AssertionConsumerServiceURL="${PUBLIC_URL}/api/auth/sso/${connectionId}/saml/acs"><saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${PUBLIC_URL}/api/auth/sso/${connectionId}/saml/metadata</saml:Issuer></samlp:AuthnRequest>`;
      const forged = `${saml.ssoUrl}?SAMLRequest=${encodeURIComponent(deflateRawSync(request).toString('base64'))}`;
      const answer = saml.respond(forged, { email: `unsolicited@${acme}` });
      expect(await post(testApp.agent(), answer)).toBe(`/auth?ssoError=unknown_request&connection=${connectionId}`);
      const withoutInResponseTo = Buffer.from(
        Buffer.from(answer.SAMLResponse, 'base64')
          .toString('utf8')
          .replace(/ InResponseTo="[^"]+"/, ''),
      ).toString('base64');
      expect(await post(testApp.agent(), { ...answer, SAMLResponse: withoutInResponseTo })).toMatch(
        /^\/auth\?ssoError=(unknown_request|bad_signature)&/,
      );
    });

    it("refuses an address that is not one of the connection's domains", async () => {
      const { location, agent } = await samlSignIn(connectionId, 'mallory@elsewhere.example');
      expect(location).toBe(`/auth?ssoError=domain_mismatch&connection=${connectionId}&returnTo=%2Fcourses`);
      await agent.get('/api/user').expect(401);
      expect((await testApp.http().get(`/api/auth/sso/${connectionId}`).expect(200)).body).toEqual({
        id: connectionId,
        displayName: 'Acme Corp',
      });
    });

    it('with single sign-on required, refuses the password sign-in, sign-up and Google sign-in of its domains; admins keep their password', async () => {
      const person = await createUser(testApp, 'jobseeker', { email: `required-${randomUUID().slice(0, 6)}@${acme}` });
      await testApp.http().post('/api/login').send({ email: person.email, password: PASSWORD }).expect(200);
      await managerAgent
        .put(`/api/teams/${teamId}/sso`)
        .send(samlSettings([acme], { required: true }))
        .expect(200);
      const refused = await testApp.http().post('/api/login').send({ email: person.email, password: PASSWORD }).expect(403);
      expect(refused.body).toMatchObject({
        code: 'SSO_REQUIRED',
        message: 'Acme Corp requires you to sign in through its single sign-on.',
        connectionId,
      });
      const wrongPassword = await testApp
        .http()
        .post('/api/login')
        .send({ email: person.email, password: 'wrong-password-here' })
        .expect(401);
      expect(wrongPassword.body.code).toBe('INVALID_CREDENTIALS');
      const signUp = await testApp
        .http()
        .post('/api/register')
        .send({ email: `new@${acme}`, password: PASSWORD, firstName: 'New', lastName: 'Person' })
        .expect(403);
      expect(signUp.body.code).toBe('SSO_REQUIRED');
      const google = testApp.agent();
      const googleStart = await google.get('/api/auth/oidc/google/start').set('Accept', 'text/html').expect(302);
      const googleBack = await new ProviderBrowser(oidc.issuer).authorize(googleStart.headers.location, {
        sub: `google-${randomUUID()}`,
        email: person.email,
        email_verified: true,
      });
      const googleLanding = await google.get(`${googleBack.pathname}${googleBack.search}`).expect(302);
      expect(googleLanding.headers.location).toBe('/auth?socialError=sso_required&provider=google');
      await google.get('/api/user').expect(401);
      const admin = await createUser(testApp, 'admin', { email: `admin-${randomUUID().slice(0, 6)}@${acme}` });
      await testApp.http().post('/api/login').send({ email: admin.email, password: PASSWORD }).expect(200);
      // Through the connection, the same person still gets in.
      const { location } = await samlSignIn(connectionId, person.email);
      expect(location).toBe('/courses');
      await managerAgent
        .put(`/api/teams/${teamId}/sso`)
        .send(samlSettings([acme], { required: false }))
        .expect(200);
    });

    it('refuses once the connection is deleted', async () => {
      const agent = testApp.agent();
      const authorize = await start(agent, connectionId);
      await managerAgent.delete(`/api/teams/${teamId}/sso`).expect(204);
      expect(await post(agent, saml.respond(authorize, { email: `after@${acme}` }))).toBe(
        `/auth?ssoError=not_configured&connection=${connectionId}`,
      );
      expect((await agent.get(`/api/auth/sso/${connectionId}/start`).set('Accept', 'text/html').expect(302)).headers.location).toBe(
        `/auth?ssoError=not_configured&connection=${connectionId}`,
      );
      const api = await testApp.http().get(`/api/auth/sso/${connectionId}/start`).expect(404);
      expect(api.body.code).toBe('SSO_NOT_CONFIGURED');
      expect(await sql('select id from user_identities where provider = ?', [`sso:${connectionId}`])).toHaveLength(0);
    });
  });

  describe('signing in through OpenID Connect', () => {
    let connectionId: number;
    let acme: string;

    beforeAll(async () => {
      const { agent, team } = await teamWithManager();
      acme = domain();
      const saved = await agent
        .put(`/api/teams/${team.id}/sso`)
        .send({
          protocol: 'oidc',
          displayName: 'Acme Corp',
          emailDomains: [acme],
          required: false,
          jitSeats: true,
          oidcIssuer: oidc.issuer,
          oidcClientId: CLIENT.id,
          oidcClientSecret: CLIENT.secret,
        })
        .expect(200);
      connectionId = saved.body.id;
      expect(saved.body.oidc).toEqual({ issuer: oidc.issuer, clientId: CLIENT.id, clientSecretSet: true });
      expect(JSON.stringify(saved.body)).not.toContain(CLIENT.secret);
      const [row] = await sql<{ oidc_client_secret: string }>('select oidc_client_secret from sso_connections where id = ?', [
        connectionId,
      ]);
      expect(row.oidc_client_secret).toMatch(/^v1\./);
      expect(row.oidc_client_secret).not.toContain(CLIENT.secret);
    });

    async function authorizeUrl(agent: Agent): Promise<URL> {
      const response = await agent.get(`/api/auth/sso/${connectionId}/start`).set('Accept', 'text/html').expect(302);
      return new URL(response.headers.location);
    }

    async function callback(agent: Agent, returned: URL): Promise<string> {
      return (await agent.get(`${returned.pathname}${returned.search}`).expect(302)).headers.location;
    }

    it('signs a member in with PKCE, state and nonce, and a seat taken', async () => {
      const agent = testApp.agent();
      const url = await authorizeUrl(agent);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      const returned = await new ProviderBrowser(oidc.issuer).authorize(url.href, {
        sub: `oidc-${randomUUID()}`,
        email: `lin@${acme}`,
        name: 'Lin Oidc',
      });
      expect(await callback(agent, returned)).toBe('/');
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ email: `lin@${acme}`, firstName: 'Lin' });
    });

    it("refuses another domain's address, a wrong state, a wrong nonce and another issuer", async () => {
      const agent = testApp.agent();
      const returned = await new ProviderBrowser(oidc.issuer).authorize((await authorizeUrl(agent)).href, {
        sub: `oidc-${randomUUID()}`,
        email: 'lin@elsewhere.example',
      });
      expect(await callback(agent, returned)).toBe(`/auth?ssoError=domain_mismatch&connection=${connectionId}`);

      const first = testApp.agent();
      await authorizeUrl(first);
      const second = await authorizeUrl(testApp.agent());
      const other = await new ProviderBrowser(oidc.issuer).authorize(second.href, { sub: `oidc-${randomUUID()}`, email: `x@${acme}` });
      expect(await callback(first, other)).toBe(`/auth?ssoError=state_mismatch&connection=${connectionId}`);

      const nonceAgent = testApp.agent();
      const changed = await authorizeUrl(nonceAgent);
      changed.searchParams.set('nonce', 'another-nonce-than-the-one-in-the-cookie');
      const nonceReturned = await new ProviderBrowser(oidc.issuer).authorize(changed.href, {
        sub: `oidc-${randomUUID()}`,
        email: `y@${acme}`,
      });
      expect(await callback(nonceAgent, nonceReturned)).toBe(`/auth?ssoError=nonce_mismatch&connection=${connectionId}`);

      const issuerAgent = testApp.agent();
      const issuerReturned = await new ProviderBrowser(oidc.issuer).authorize((await authorizeUrl(issuerAgent)).href, {
        sub: `oidc-${randomUUID()}`,
        email: `z@${acme}`,
      });
      issuerReturned.searchParams.set('iss', 'https://impostor.example');
      expect(await callback(issuerAgent, issuerReturned)).toBe(`/auth?ssoError=wrong_issuer&connection=${connectionId}`);
      await issuerAgent.get('/api/user').expect(401);
    });
  });
});
