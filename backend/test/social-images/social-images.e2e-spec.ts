import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { createUser, PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CourseSpec } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COURSE_NOT_FOUND = { statusCode: 404, code: 'COURSE_NOT_FOUND', message: 'Course not found', error: 'Not Found' };

describe('social preview images', () => {
  let testApp: TestApp;
  let admin: Agent;

  /** GET with the body as bytes whatever the content type. */
  const fetchBytes = (url: string, headers: Record<string, string> = {}) =>
    testApp
      .http()
      .get(url)
      .set(headers)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** A 1200×630 PNG answer with its caching headers; returns the bytes and the ETag. */
  async function expectPng(url: string, cacheControl = 'public, max-age=86400'): Promise<{ png: Buffer; etag: string }> {
    const response = await fetchBytes(url).expect(200);
    const png = response.body as Buffer;
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    return { png, etag: response.headers.etag as string };
  }

  /** A learner's certificate of a new one-lesson course, issued by completing the lesson. */
  async function issuedCertificate(spec: CourseSpec = {}): Promise<{ code: string }> {
    const { course, lessons } = await createCourse(testApp, { modules: 1, lessonsPerModule: 1, ...spec });
    const user = await createUser(testApp, 'jobseeker', { firstName: 'Łucja', lastName: 'Šťastná' });
    await enroll(testApp, user, course);
    const learner = testApp.agent();
    await learner.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
    await learner.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    const [certificate] = (await learner.get('/api/certificates').expect(200)).body;
    return { code: certificate.code };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  it('draws a public course without an image (the brand gradient) and with its uploaded image', async () => {
    const { course } = await createCourse(testApp, { title: 'Sourcing on a Budget', isPaid: true, price: 4900 });
    const plain = await expectPng(`/api/courses/${course.id}/social-image`);

    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 30 } } })
      .jpeg()
      .toBuffer();
    await admin
      .put(`/api/courses/${course.id}/image`)
      .set('Origin', testApp.config.publicUrl)
      .attach('file', picture, { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const pictured = await expectPng(`/api/courses/${course.id}/social-image`);
    expect(pictured.etag).not.toBe(plain.etag);
    // The picture's orange shows in the top left corner, where the gradient was blue.
    const pixel = async (png: Buffer) => [...(await sharp(png).extract({ left: 8, top: 8, width: 1, height: 1 }).raw().toBuffer())];
    const [red, , blue] = await pixel(pictured.png);
    expect(red).toBeGreaterThan(blue);
    const [plainRed, , plainBlue] = await pixel(plain.png);
    expect(plainBlue).toBeGreaterThan(plainRed);
  });

  it('answers a course a visitor may not see exactly as an unknown one', async () => {
    const restricted = (await createCourse(testApp, { accessLevel: 'recruitpro' })).course;
    const adminsOnly = (await createCourse(testApp, { accessLevel: 'admin' })).course;
    const deleted = (await createCourse(testApp)).course;
    const em = testApp.app.get(EntityManager).fork();
    await em.nativeUpdate(Course, { id: deleted.id }, { deletedAt: new Date() });

    const answers = [];
    for (const id of [restricted.id, adminsOnly.id, deleted.id, 2_000_000_000, 0]) {
      const response = await testApp.http().get(`/api/courses/${id}/social-image`);
      answers.push({
        status: response.status,
        body: response.body,
        etag: response.headers.etag,
        cacheControl: response.headers['cache-control'],
      });
    }
    for (const answer of answers)
      expect(answer).toEqual({ status: 404, body: COURSE_NOT_FOUND, etag: undefined, cacheControl: answers[0].cacheControl });
    // A signed-in admin, who may see them all, gets the same: the image is the visitor's view.
    expect((await admin.get(`/api/courses/${restricted.id}/social-image`).expect(404)).body).toEqual(COURSE_NOT_FOUND);
  });

  it('serves the same image again from its cache, and 304 to a client that holds it', async () => {
    const { course } = await createCourse(testApp);
    const url = `/api/courses/${course.id}/social-image`;
    const first = await expectPng(url);
    const second = await expectPng(url);
    expect(second.etag).toBe(first.etag);
    expect(second.png.equals(first.png)).toBe(true);

    for (const ifNoneMatch of [first.etag, `W/${first.etag}`, `"0000000000000000", ${first.etag}`]) {
      const notModified = await fetchBytes(url, { 'If-None-Match': ifNoneMatch }).expect(304);
      expect(notModified.headers.etag).toBe(first.etag);
      expect(notModified.headers['cache-control']).toBe('public, max-age=86400');
      expect((notModified.body as Buffer).length).toBe(0);
    }
    await fetchBytes(url, { 'If-None-Match': '"0000000000000000"' }).expect(200);
  });

  it('changes the ETag when what the image shows changes; a client holding the old image gets the new one', async () => {
    const { course } = await createCourse(testApp, { title: 'Employer Branding 101' });
    const url = `/api/courses/${course.id}/social-image`;
    const served = await expectPng(url);
    await admin
      .patch(`/api/courses/${course.id}`)
      .set('Origin', testApp.config.publicUrl)
      .send({ title: 'Employer Branding 201' })
      .expect(200);
    const current = await expectPng(url);
    expect(current.etag).not.toBe(served.etag);
    expect(current.png.equals(served.png)).toBe(false);
    await fetchBytes(url, { 'If-None-Match': served.etag }).expect(200);
    await fetchBytes(url, { 'If-None-Match': current.etag }).expect(304);
  });

  it('draws a valid certificate, which caches must revalidate, and stops once it is revoked', async () => {
    const { code } = await issuedCertificate({ title: 'Boolean Search Mastery' });
    const url = `/api/certificates/${code}/social-image`;
    const valid = await expectPng(url, 'public, no-cache');
    await fetchBytes(url, { 'If-None-Match': valid.etag }).expect(304);

    await admin
      .post(`/api/admin/certificates/${code}/revoke`)
      .set('Origin', testApp.config.publicUrl)
      .send({ reason: 'Shared answers' })
      .expect(200);
    const revoked = await testApp.http().get(url).expect(404);
    expect(revoked.body).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND', message: 'Certificate not found' });
    await fetchBytes(url, { 'If-None-Match': valid.etag }).expect(404);
  });

  it('stops drawing a certificate once it has expired, as for a revoked one', async () => {
    const { code } = await issuedCertificate({ title: 'Offer Negotiation' });
    const url = `/api/certificates/${code}/social-image`;
    const valid = await expectPng(url, 'public, no-cache');
    const day = 24 * 60 * 60_000;
    await testApp.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(Certificate, { code }, { issuedAt: new Date(Date.now() - 400 * day), validUntil: new Date(Date.now() - day) });
    const expired = await testApp.http().get(url).expect(404);
    expect(expired.body).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND', message: 'Certificate not found' });
    await fetchBytes(url, { 'If-None-Match': valid.etag }).expect(404);
  });

  it('answers an unknown certificate code with 404', async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAAAAAA', 'not-a-code']) {
      const response = await testApp.http().get(`/api/certificates/${code}/social-image`).expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        code: 'CERTIFICATE_NOT_FOUND',
        message: 'Certificate not found',
        error: 'Not Found',
      });
    }
  });
});
