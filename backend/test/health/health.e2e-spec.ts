import { createTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers 200 with the database and Redis up', async () => {
    const response = await testApp.http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', db: 'up', redis: 'up' });
  });

  it('answers 503 naming Redis when Redis is unreachable', async () => {
    const broken = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const response = await broken.http().get('/api/health').expect(503);
      expect(response.body).toEqual({ status: 'error', db: 'up', redis: 'down' });
    } finally {
      await broken.close();
    }
  });

  it('answers 503 naming the database when PostgreSQL is unreachable', async () => {
    const broken = await createTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none' });
    try {
      const response = await broken.http().get('/api/health').expect(503);
      expect(response.body).toEqual({ status: 'error', db: 'down', redis: 'up' });
    } finally {
      await broken.close();
    }
  });
});
