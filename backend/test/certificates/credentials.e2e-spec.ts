import { EntityManager } from '@mikro-orm/postgresql';
import { verifyCredential } from 'did-jwt-vc';
import { Resolver, type DIDDocument } from 'did-resolver';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { signingKeyFromSeed, type openBadgeCredential } from '../../src/modules/certificates/open-badges.js';
import { Quiz } from '../../src/modules/quizzes/entities/quiz.entity.js';
import { QuizAttempt } from '../../src/modules/quizzes/entities/quiz-attempt.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser, PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CourseSpec } from '../support/catalog.js';
import { createTestApp, testConfig, type TestApp } from '../support/test-app.js';

// A port in PUBLIC_URL: the did:web percent-encodes it.
const PUBLIC_URL = 'http://academy.test:8080';
const DID = 'did:web:academy.test%3A8080';
const STATUS_LIST_URL = `${PUBLIC_URL}/api/credentials/status/revocation`;
const DAY = 24 * 60 * 60_000;

interface StatusListVc {
  type: string[];
  issuer: string;
  credentialSubject: { id: string; type: string; statusPurpose: string; encodedList: string };
}

describe('certificates as Open Badges 3.0 credentials', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  let resolver: Resolver;
  // did-jwt-vc checks the VC Data Model 1.1 context unless told not to; these are 2.0 credentials, whose shape the tests check themselves.
  const verify = (jwt: string) =>
    verifyCredential(jwt, resolver as unknown as Parameters<typeof verifyCredential>[1], { policies: { format: false } });

  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_URL });
    admin = await signedInAgent(testApp, 'admin');
    // did:web means https://<host>/.well-known/did.json; here the host is the test server, over http.
    resolver = new Resolver({
      web: async (did) => {
        const response = await testApp.http().get('/.well-known/did.json');
        const didDocument = response.body as DIDDocument;
        return {
          didDocument: response.status === 200 && didDocument.id === did ? didDocument : null,
          didDocumentMetadata: {},
          didResolutionMetadata: response.status === 200 ? { contentType: 'application/did+json' } : { error: 'notFound' },
        };
      },
    });
  });
  afterAll(() => testApp.close());

  /** A learner who has just earned a certificate; returns its code. */
  async function graduate(
    spec: CourseSpec = {},
    name = { firstName: 'Ada', lastName: 'Lovelace' },
    beforeLastLesson?: (user: User, lessonIds: number[]) => Promise<void>,
  ) {
    const { course, lessons } = await createCourse(testApp, { modules: 1, lessonsPerModule: 2, ...spec });
    const user = await createUser(testApp, 'jobseeker', name);
    const agent = testApp.agent();
    await agent.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
    await enroll(testApp, user, course);
    await beforeLastLesson?.(
      user,
      lessons.map((lesson) => lesson.id),
    );
    for (const lesson of lessons) await agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    const [certificate] = (await agent.get('/api/certificates').expect(200)).body as { code: string }[];
    return { code: certificate.code, course, user, agent };
  }

  const certificateId = async (code: string) => (await testApp.app.get(EntityManager).fork().findOneOrFail(Certificate, { code })).id;

  async function statusList(): Promise<{ vc: StatusListVc; bits: Buffer }> {
    const response = await testApp.http().get('/api/credentials/status/revocation').responseType('blob').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/jwt/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const jwt = (response.body as Buffer).toString();
    const verified = await verify(jwt);
    expect(verified.issuer).toBe(DID);
    const vc = decodeJwt(jwt).vc as StatusListVc;
    const { encodedList } = vc.credentialSubject;
    expect(encodedList.startsWith('u')).toBe(true);
    return { vc, bits: gunzipSync(Buffer.from(encodedList.slice(1), 'base64url')) };
  }
  const bitAt = (bits: Buffer, index: number) => (bits[index >> 3] >> (7 - (index & 7))) & 1;

  async function downloadCredential(code: string): Promise<string> {
    const response = await testApp.http().get(`/api/certificates/${code}/credential`).responseType('blob').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/jwt/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificate-${code}.jwt"`);
    return (response.body as Buffer).toString();
  }

  it('serves the DID document at /.well-known/did.json, outside /api, with the one Ed25519 key', async () => {
    const response = await testApp.http().get('/.well-known/did.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/did\+json/);
    const document = response.body;
    expect(document.id).toBe(DID);
    expect(document.verificationMethod).toEqual([
      {
        id: `${DID}#key-1`,
        type: 'JsonWebKey2020',
        controller: DID,
        publicKeyJwk: { kty: 'OKP', crv: 'Ed25519', x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
      },
    ]);
    expect(document.assertionMethod).toEqual([`${DID}#key-1`]);
    expect(document.authentication).toEqual([`${DID}#key-1`]);
    expect(JSON.stringify(document)).not.toMatch(/"d"/);
    await testApp.http().get('/api/.well-known/did.json').expect(404);
  });

  it('a downloaded credential verifies against the DID document and is an OpenBadgeCredential for the course', async () => {
    const { code, course } = await graduate(
      { title: 'Sourcing on LinkedIn', lessonMinutes: 45 },
      { firstName: 'Grace', lastName: 'Hopper' },
    );
    const jwt = await downloadCredential(code);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: `${DID}#key-1` });

    const verified = await verify(jwt);
    expect(verified.issuer).toBe(DID);
    expect(verified.signer.id).toBe(`${DID}#key-1`);

    const claims = decodeJwt(jwt);
    const verificationUrl = `${PUBLIC_URL}/certificates/${code}`;
    expect(claims).toMatchObject({ iss: DID, jti: verificationUrl, nbf: expect.any(Number) });
    expect(claims.sub).toBeUndefined();
    const vc = claims.vc as ReturnType<typeof openBadgeCredential>;
    expect(vc['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.id).toBe(verificationUrl);
    expect(vc.issuer).toEqual({ id: DID, type: ['Profile'], name: 'Recruiting Academy', url: PUBLIC_URL });
    expect(Math.floor(new Date(vc.validFrom).getTime() / 1000)).toBe(claims.nbf);
    expect(vc.credentialSubject.type).toEqual(['AchievementSubject']);
    expect(vc.credentialSubject.identifier).toEqual([
      { type: 'IdentityObject', identityHash: 'Grace Hopper', identityType: 'name', hashed: false },
    ]);
    expect(vc.credentialSubject.achievement).toMatchObject({
      id: `${PUBLIC_URL}/courses/${course.id}`,
      type: ['Achievement'],
      name: 'Sourcing on LinkedIn',
      description: expect.stringContaining('Sourcing on LinkedIn'),
      criteria: { narrative: expect.any(String) },
    });
    // A course without continuing-education credits: the credential says nothing about credits.
    expect(vc.credentialSubject.achievement).not.toHaveProperty('creditsAvailable');
    expect(vc.credentialSubject).not.toHaveProperty('creditsEarned');
    const id = await certificateId(code);
    expect(vc.credentialStatus).toEqual({
      id: `${STATUS_LIST_URL}#${id}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(id),
      statusListCredential: STATUS_LIST_URL,
    });
  });

  it('a learning path completed over HTTP earns its certificate: verify page, PDF and a Certification credential with the path’s credits', async () => {
    const first = await createCourse(testApp, { title: 'Sourcing Basics', modules: 1, lessonsPerModule: 1, lessonMinutes: 30 });
    const second = await createCourse(testApp, { title: 'Closing Offers', modules: 1, lessonsPerModule: 1, lessonMinutes: 45 });
    const created = await admin.agent
      .post('/api/admin/paths')
      .send({ title: 'Recruiting Practitioner', levelLabel: 'Practitioner', certificateTitle: 'Certified Recruiter — Practitioner' })
      .expect(201);
    const path = created.body as { id: number; slug: string };
    await admin.agent
      .put(`/api/admin/paths/${path.id}/steps`)
      .send({ steps: [{ courseId: first.course.id }, { courseId: second.course.id, prerequisiteIndexes: [0] }] })
      .expect(200);
    await admin.agent.post(`/api/admin/paths/${path.id}/publish`).expect(200);

    // Path credits and validity: the admin's endpoints, with the course rules and clear refusals.
    const refused = await admin.agent
      .put(`/api/admin/paths/${path.id}/credits`)
      .send({ shrm: { hundredths: 110 } })
      .expect(400);
    expect(refused.body.message).toEqual(['SHRM PDCs must be from 0.25 to 100, in steps of 0.25']);
    await admin.agent
      .put('/api/admin/paths/999999/credits')
      .send({ shrm: { hundredths: 100 } })
      .expect(404);
    await admin.agent
      .put(`/api/admin/paths/${path.id}/credits`)
      .send({ shrm: { hundredths: 100, activityId: '26-rp4c9' }, cpd: { hundredths: 150, bodyName: 'CIPD' } })
      .expect(200);
    const settings = await admin.agent.put(`/api/admin/paths/${path.id}/certificate-settings`).send({ validityMonths: 24 }).expect(200);
    expect(settings.body).toEqual({ validityMonths: 24, refresher: null });
    expect((await admin.agent.get(`/api/admin/paths/${path.id}/credits`).expect(200)).body).toMatchObject({
      shrm: { hundredths: 100, activityId: '26-RP4C9' },
    });
    const learner = await createUser(testApp, 'jobseeker', { firstName: 'Ada', lastName: 'Lovelace' });
    const agent = testApp.agent();
    await agent.post('/api/login').send({ email: learner.email, password: PASSWORD }).expect(200);
    await agent.get(`/api/admin/paths/${path.id}/credits`).expect(403);
    await agent.put(`/api/admin/paths/${path.id}/certificate-settings`).send({ validityMonths: 1 }).expect(403);
    expect(
      (await testApp.http().get(`/api/paths/${path.slug}/credits`).expect(200)).body.map((credit: { label: string }) => credit.label),
    ).toEqual(['1 SHRM PDC', '1.5 CPD hours (CIPD)']);

    for (const { course, lessons } of [first, second]) {
      await enroll(testApp, learner, course);
      expect((await agent.get(`/api/paths/${path.slug}`).expect(200)).body.certificate).toBeNull();
      for (const lesson of lessons) await agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    }
    const { certificate } = (await agent.get(`/api/paths/${path.slug}`).expect(200)).body as {
      certificate: { code: string; validUntil: string };
    };
    expect(certificate.validUntil).toEqual(expect.any(String));
    const verification = (await testApp.http().get(`/api/certificates/${certificate.code}`).expect(200)).body;
    expect(verification).toMatchObject({
      kind: 'path',
      path: { id: path.id, slug: path.slug, title: 'Recruiting Practitioner' },
      courseTitle: 'Certified Recruiter — Practitioner',
      learnerName: 'Ada Lovelace',
      hours: 1.3,
      status: 'valid',
      validUntil: certificate.validUntil,
    });
    const mine = (await agent.get('/api/certificates').expect(200)).body as { code: string; courseId: number | null; kind: string }[];
    expect(mine.filter((row) => row.kind === 'path')).toEqual([expect.objectContaining({ code: certificate.code, courseId: null })]);

    const pdf = await testApp.http().get(`/api/certificates/${certificate.code}/pdf`).responseType('blob').expect(200);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.body as Buffer)), { mergePages: true })).text;
    expect(text).toContain('has completed every required step of the learning path “Recruiting Practitioner” and is');
    expect(text).toContain('Certified Recruiter — Practitioner');
    expect(text).toContain('26-RP4C9');

    const jwt = await downloadCredential(certificate.code);
    expect((await verify(jwt)).issuer).toBe(DID);
    const vc = decodeJwt(jwt).vc as ReturnType<typeof openBadgeCredential>;
    expect(vc.name).toBe('Certified Recruiter — Practitioner');
    expect(vc.validUntil).toBe(certificate.validUntil);
    expect(vc.credentialSubject.creditsEarned).toBe(1.5);
    expect(vc.credentialSubject.achievement).toMatchObject({
      id: `${PUBLIC_URL}/paths/${path.slug}`,
      achievementType: 'Certification',
      name: 'Certified Recruiter — Practitioner',
      description: expect.stringContaining('learning path "Recruiting Practitioner"'),
      creditsAvailable: 1.5,
    });

    // Its webhook event names the path, not a course.
    const events = await testApp.app
      .get(EntityManager)
      .fork()
      .getConnection()
      .execute<{ data: { path: unknown; course: unknown } }[]>(
        `select data from webhook_events where type = 'certificate.issued' and data->'certificate'->>'code' = ?`,
        [certificate.code],
      );
    expect(events.map((event) => [event.data.course, event.data.path])).toEqual([
      [null, { id: path.id, title: 'Recruiting Practitioner' }],
    ]);
  });

  it('carries the credits the certificate earned (creditsAvailable, creditsEarned, the activity IDs) and still verifies', async () => {
    const { course, lessons } = await createCourse(testApp, { title: 'Ethics in Sourcing', modules: 1, lessonsPerModule: 1 });
    await admin.agent
      .put(`/api/admin/courses/${course.id}/credits`)
      .send({
        shrm: { hundredths: 150, activityId: '26-AB3CD' },
        hrci: { activityId: '612345', general: 100, ethics: 125 },
        cpd: { hundredths: 150, bodyName: 'CIPD' },
      })
      .expect(200);
    const user = await createUser(testApp, 'jobseeker', { firstName: 'Ada', lastName: 'Lovelace' });
    const agent = testApp.agent();
    await agent.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
    await enroll(testApp, user, course);
    await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    const [{ code }] = (await agent.get('/api/certificates').expect(200)).body as { code: string }[];
    // Later changes of the course do not change what the certificate earned.
    await admin.agent
      .put(`/api/admin/courses/${course.id}/credits`)
      .send({ shrm: { hundredths: 5000 } })
      .expect(200);

    const jwt = await downloadCredential(code);
    const verified = await verify(jwt);
    expect(verified.issuer).toBe(DID);
    const vc = decodeJwt(jwt).vc as ReturnType<typeof openBadgeCredential>;
    // Open Badges 3.0 has one figure for credits: the largest body's total (2.25 HRCI credits here).
    expect(vc.credentialSubject.creditsEarned).toBe(2.25);
    expect(vc.credentialSubject.achievement).toMatchObject({
      creditsAvailable: 2.25,
      otherIdentifier: [
        { type: 'IdentifierEntry', identifier: '26-AB3CD', identifierType: 'ext:SHRMActivityID' },
        { type: 'IdentifierEntry', identifier: '612345', identifierType: 'ext:HRCIActivityID' },
      ],
      description: expect.stringContaining(
        'Continuing-education credits: 1.5 SHRM PDCs (SHRM activity ID 26-AB3CD); 2.25 HRCI credits: 1 general, 1.25 ethics (HRCI activity ID 612345); 1.5 CPD hours (CIPD).',
      ),
    });
    expect(verified.verifiableCredential.credentialSubject).toMatchObject({ creditsEarned: 2.25 });
  });

  it('fails to verify once one byte of the signature or of the payload changes', async () => {
    const { code } = await graduate();
    const jwt = await downloadCredential(code);
    await expect(verify(jwt)).resolves.toBeDefined();
    const [header, payload, signature] = jwt.split('.');

    const badSignature = Buffer.from(signature, 'base64url');
    badSignature[10] ^= 0x01;
    await expect(verify([header, payload, badSignature.toString('base64url')].join('.'))).rejects.toThrow(/invalid_signature/);

    const json = Buffer.from(payload, 'base64url').toString();
    const forged = Buffer.from(json.replace('Ada Lovelace', 'Ada Lovelacf')).toString('base64url');
    expect(forged).not.toBe(payload);
    await expect(verify([header, forged, signature].join('.'))).rejects.toThrow(/invalid_signature/);
  });

  it('signs with the same key on every start: the key is kept in the database', async () => {
    const { code } = await graduate();
    const before = (await testApp.http().get('/.well-known/did.json').expect(200)).body;
    const another = await createTestApp({ PUBLIC_URL });
    try {
      expect((await another.http().get('/.well-known/did.json').expect(200)).body).toEqual(before);
      const jwt = (
        (await another.http().get(`/api/certificates/${code}/credential`).responseType('blob').expect(200)).body as Buffer
      ).toString();
      await expect(verify(jwt)).resolves.toBeDefined();
    } finally {
      await another.close();
    }
  });

  it('signs with CREDENTIAL_SIGNING_KEY when it is set, and refuses to start with a malformed one', async () => {
    const seed = randomBytes(32).toString('base64url');
    const configured = await createTestApp({ PUBLIC_URL, CREDENTIAL_SIGNING_KEY: seed });
    try {
      const document = (await configured.http().get('/.well-known/did.json').expect(200)).body;
      expect(document.verificationMethod[0].publicKeyJwk).toEqual(signingKeyFromSeed(seed).publicJwk);
    } finally {
      await configured.close();
    }
    expect(() => testConfig('credentials', { CREDENTIAL_SIGNING_KEY: 'not-a-key' })).toThrow(
      /CREDENTIAL_SIGNING_KEY must be 32 random bytes in base64url/,
    );
  });

  it('the status list has the bit of a certificate clear, then set once an admin revokes it; a revoked certificate has no credential', async () => {
    const { code } = await graduate();
    const id = await certificateId(code);
    const before = await statusList();
    expect(before.vc.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(before.vc.issuer).toBe(DID);
    expect(before.vc.credentialSubject).toMatchObject({
      id: `${STATUS_LIST_URL}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
    });
    expect(before.bits.length * 8).toBeGreaterThanOrEqual(131_072);
    expect(bitAt(before.bits, id)).toBe(0);

    await admin.agent.post(`/api/admin/certificates/${code}/revoke`).send({ reason: 'Issued by mistake' }).expect(200);
    const after = await statusList();
    expect(bitAt(after.bits, id)).toBe(1);
    expect(after.bits.reduce((count, byte, index) => count + (byte !== before.bits[index] ? 1 : 0), 0)).toBe(1);

    const gone = await testApp.http().get(`/api/certificates/${code}/credential`).expect(410);
    expect(gone.body).toMatchObject({ code: 'CERTIFICATE_REVOKED', message: 'This certificate has been revoked' });
    await testApp.http().get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA/credential').expect(404);
  });

  it('a certificate that expires has validUntil and exp: it verifies until then, and once expired a verifier refuses it as expired', async () => {
    const { code } = await graduate({ title: 'Employment Law Basics' });
    const expiring = await graduate({ title: 'Compliance Refresher' }, undefined, async (_user, lessonIds) => {
      const lesson = await testApp.app.get(EntityManager).fork().findOneOrFail(Lesson, { id: lessonIds[0] });
      await admin.agent.put(`/api/courses/${lesson.course.id}/certificate-settings`).send({ validityMonths: 24 }).expect(200);
    });
    const stored = await testApp.app.get(EntityManager).fork().findOneOrFail(Certificate, { code: expiring.code });
    const jwt = await downloadCredential(expiring.code);
    const verified = await verify(jwt);
    expect(verified.issuer).toBe(DID);
    const claims = decodeJwt(jwt);
    const vc = claims.vc as ReturnType<typeof openBadgeCredential> & { validUntil: string };
    expect(vc.validUntil).toBe(stored.validUntil!.toISOString());
    expect(claims.exp).toBe(Math.floor(stored.validUntil!.getTime() / 1000));

    // A certificate without a validity has neither.
    const lasting = decodeJwt(await downloadCredential(code));
    expect(lasting.exp).toBeUndefined();
    expect((lasting.vc as Record<string, unknown>).validUntil).toBeUndefined();

    // Two years on: the credential still downloads, and says it has expired.
    const now = Date.now();
    await testApp.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(Certificate, { code: expiring.code }, { issuedAt: new Date(now - 730 * DAY), validUntil: new Date(now - DAY) });
    const expired = await downloadCredential(expiring.code);
    expect(decodeJwt(expired).exp).toBe(Math.floor((now - DAY) / 1000));
    await expect(verify(expired)).rejects.toThrow(/invalid_jwt: JWT has expired/);
    expect((await testApp.http().get(`/api/certificates/${expiring.code}`).expect(200)).body.status).toBe('expired');
  });

  it('the status list costs one statement', async () => {
    await statusList();
    const { count } = await testApp.countQueries(() => testApp.http().get('/api/credentials/status/revocation').expect(200));
    expect(count).toBe(1);
  });

  it('the verification shows the final quiz score, the issuer and the credential address, in one statement', async () => {
    const em = testApp.app.get(EntityManager).fork();
    const { code } = await graduate({ lessonType: 'quiz' }, undefined, async (user, lessonIds) => {
      // Two quizzes without questions (completed by hand); best scores 90 and 75 → 82.5 → 83. Unfinished or unreviewed attempts do not count.
      const quizzes = lessonIds.map((lessonId, index) => em.create(Quiz, { lesson: lessonId, title: `Quiz ${index + 1}` }));
      const now = new Date();
      const attempt = (
        quiz: Quiz,
        attemptNumber: number,
        score: number,
        extra: Partial<Pick<QuizAttempt, 'status' | 'pendingReview'>> = {},
      ) =>
        em.create(QuizAttempt, {
          quiz,
          user: user.id,
          attemptNumber,
          startedAt: now,
          submittedAt: extra.status === 'in_progress' ? null : now,
          status: 'submitted',
          score,
          ...extra,
        });
      attempt(quizzes[0], 1, 60);
      attempt(quizzes[0], 2, 90);
      attempt(quizzes[0], 3, 100, { status: 'in_progress' });
      attempt(quizzes[1], 1, 75);
      attempt(quizzes[1], 2, 95, { pendingReview: true });
      await em.flush();
    });
    let body: Record<string, unknown> = {};
    const { count } = await testApp.countQueries(async () => {
      body = (await testApp.http().get(`/api/certificates/${code}`).expect(200)).body;
    });
    expect(count).toBe(1);
    expect(body).toMatchObject({
      status: 'valid',
      finalScore: 83,
      issuer: { name: 'Recruiting Academy', url: PUBLIC_URL },
      public: false,
      credentialUrl: `${PUBLIC_URL}/api/certificates/${code}/credential`,
    });

    const pdf = (await testApp.http().get(`/api/certificates/${code}/pdf`).responseType('blob').expect(200)).body as Buffer;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const expected of ['Final quiz score: 83%', 'Recruiting Academy', PUBLIC_URL, `${PUBLIC_URL}/certificates/${code}`])
      expect(text).toContain(expected);

    const noQuiz = await graduate();
    expect((await testApp.http().get(`/api/certificates/${noQuiz.code}`).expect(200)).body.finalScore).toBeNull();
  });

  it('only the holder makes their certificate public (indexable) or not; others are told it does not exist', async () => {
    const { code, agent } = await graduate();
    const path = `/api/certificates/${code}/visibility`;
    await testApp.http().put(path).send({ public: true }).expect(401);
    const stranger = await signedInAgent(testApp);
    const notFound = await stranger.agent.put(path).send({ public: true }).expect(404);
    expect(notFound.body).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND', message: 'Certificate not found' });
    await admin.agent.put(path).send({ public: true }).expect(404);
    await agent.put('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA/visibility').send({ public: true }).expect(404);
    for (const body of [{}, { public: 'yes' }, { public: null }]) {
      const invalid = await agent.put(path).send(body).expect(400);
      expect(invalid.body.message).toEqual(['Please choose whether the certificate is public (true or false)']);
    }
    await agent.put(path).send({ public: true, extra: 1 }).expect(400);
    expect((await testApp.http().get(`/api/certificates/${code}`).expect(200)).body.public).toBe(false);

    const shown = await agent.put(path).send({ public: true }).expect(200);
    expect(shown.body).toMatchObject({ code, public: true });
    expect((await testApp.http().get(`/api/certificates/${code}`).expect(200)).body.public).toBe(true);
    expect((await agent.get('/api/certificates').expect(200)).body[0].public).toBe(true);
    await agent.put(path.replace(code, code.toLowerCase())).send({ public: false }).expect(200);
    expect((await testApp.http().get(`/api/certificates/${code}`).expect(200)).body.public).toBe(false);
  });
});
