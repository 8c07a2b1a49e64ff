import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInAgent } from '../support/accounts.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** What the one exception filter answers for errors that do not come from a service. */
describe('error answers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const staticRoot = mkdtempSync(join(tmpdir(), 'academy-static-'));
    mkdirSync(join(staticRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(staticRoot, 'shell/dist/index.html'), '<!doctype html><title>Recruiting Academy</title>');
    testApp = await createTestApp({ STATIC_ROOT: staticRoot });
  });
  afterAll(() => testApp.close());

  it('answers an unknown API route with the JSON 404, and a page route with the shell', async () => {
    expect((await testApp.http().get('/api/nothing-here').expect(404)).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nothing-here',
      error: 'Not Found',
    });
    const page = await testApp.http().get('/courses/12/learn').expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<title>Recruiting Academy</title>');
    expect((await testApp.http().get('/missing.js').expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("gives the framework's own refusals a code", async () => {
    const malformed = await testApp.http().post('/api/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request' });
    const huge = await testApp
      .http()
      .post('/api/login')
      .send({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) })
      .expect(413);
    expect(huge.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', error: 'Payload Too Large' });
  });

  it("gives the router's refusals of a URL the same body", async () => {
    expect((await testApp.http().get('/api/courses/%ED%A0%80').expect(400)).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: "'/api/courses/%ED%A0%80' is not a valid url component",
      error: 'Bad Request',
    });
    const long = await testApp
      .http()
      .post(`/api/admin/certificates/${'x'.repeat(5000)}/revoke`)
      .send({ reason: 'Copied' })
      .expect(414);
    expect(long.body).toMatchObject({ statusCode: 414, code: 'URI_TOO_LONG', error: 'URI Too Long' });
  });

  it('answers unusable input, a missing session and a missing role with their codes', async () => {
    expect((await testApp.http().get('/api/courses/public').query({ q: 'a\0b' }).expect(400)).body).toEqual({
      statusCode: 400,
      code: 'INVALID_INPUT',
      message: 'Text must not contain NUL characters or invalid Unicode',
      error: 'Bad Request',
    });
    expect((await testApp.http().get('/api/admin/health').expect(401)).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const learner = await signedInAgent(testApp);
    expect((await learner.agent.get('/api/admin/health').expect(403)).body).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this',
      error: 'Forbidden',
    });
  });
});
