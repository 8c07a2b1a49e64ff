import { signedInAgent } from '../support/accounts.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers 200 with the database and Redis up, without telling visitors which is which', async () => {
    const response = await testApp.http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('names each dependency for admins only', async () => {
    const admin = await signedInAgent(testApp, 'admin');
    expect((await admin.agent.get('/api/admin/health').expect(200)).body).toEqual({
      status: 'ok',
      db: 'up',
      redis: 'up',
      practiceAi: { configured: false, model: null },
    });
    const learner = await signedInAgent(testApp);
    await learner.agent.get('/api/admin/health').expect(403);
    await testApp.http().get('/api/admin/health').expect(401);
  });

  it('answers 503 naming Redis when Redis is unreachable', async () => {
    const broken = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      expect((await broken.http().get('/api/health').expect(503)).body).toEqual({ status: 'error' });
    } finally {
      await broken.close();
    }
  });

  it('answers 503 naming the database when PostgreSQL is unreachable', async () => {
    const broken = await createTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none' });
    try {
      expect((await broken.http().get('/api/health').expect(503)).body).toEqual({ status: 'error' });
    } finally {
      await broken.close();
    }
  });
});

describe('API documentation exposure (API_DOCS)', () => {
  const docs = ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs/swagger-ui-init.js'];

  it('public (the default): anyone reads the docs', async () => {
    const testApp = await createTestApp();
    try {
      const json = await testApp.http().get('/api/docs-json').expect(200);
      expect(json.body.info.title).toBe('Recruiting Academy API');
      await testApp.http().get('/api/docs').redirects(1).expect(200);
    } finally {
      await testApp.close();
    }
  });

  it("names the deployment's PUBLIC_URL as the server, and lets Swagger's Authorize take an API token and keep it", async () => {
    const testApp = await createTestApp({ PUBLIC_URL: 'https://academy.example.org' });
    try {
      const document = (await testApp.http().get('/api/docs-json').expect(200)).body;
      expect(document.servers).toEqual([{ url: 'https://academy.example.org', description: expect.any(String) }]);
      expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'API token' });
      expect(document.paths['/api/courses'].get.security).toEqual([{ cookie: [] }, { bearer: [] }]);
      // Built once more for the second request: the same document, descriptions not repeated.
      expect((await testApp.http().get('/api/docs-json').expect(200)).body).toEqual(document);
      const init = await testApp.http().get('/api/docs/swagger-ui-init.js').expect(200);
      expect(init.text).toMatch(/"persistAuthorization": true/);
    } finally {
      await testApp.close();
    }
  });

  it('admin: 404 for visitors and learners, the docs for a signed-in admin', async () => {
    const testApp = await createTestApp({ API_DOCS: 'admin' });
    try {
      const learner = await signedInAgent(testApp);
      for (const path of docs) {
        expect((await testApp.http().get(path).expect(404)).body).toEqual({
          statusCode: 404,
          code: 'NOT_FOUND',
          message: 'Not Found',
          error: 'Not Found',
        });
        await learner.agent.get(path).expect(404);
      }
      const admin = await signedInAgent(testApp, 'admin');
      expect((await admin.agent.get('/api/docs-json').expect(200)).body.info.title).toBe('Recruiting Academy API');
      await admin.agent.get('/api/docs').redirects(1).expect(200);
      // A signed-out admin's copied cookie opens nothing.
      await admin.agent.post('/api/logout').expect(204);
      await admin.agent.get('/api/docs-json').expect(404);
    } finally {
      await testApp.close();
    }
  });

  it('off: no docs for anyone, the API itself unchanged', async () => {
    const testApp = await createTestApp({ API_DOCS: 'off' });
    try {
      const admin = await signedInAgent(testApp, 'admin');
      for (const path of docs) await admin.agent.get(path).expect(404);
      await admin.agent.get('/api/user').expect(200);
    } finally {
      await testApp.close();
    }
  });

  it('refuses an unknown value, naming the key', async () => {
    await expect(createTestApp({ API_DOCS: 'everyone' })).rejects.toThrow('API_DOCS must be one of public, admin, off (got "everyone")');
  });
});
