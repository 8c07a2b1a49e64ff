import { createTestApp, type TestApp } from '../support/test-app.js';

describe('security headers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('go with every answer: JSON, a refusal, a missing route and a page', async () => {
    for (const [path, status] of [
      ['/api/courses/public', 200],
      ['/api/user', 401],
      ['/api/no-such-thing', 404],
      ['/robots.txt', 200],
    ] as const) {
      const response = await testApp.http().get(path).expect(status);
      const csp = String(response.headers['content-security-policy']).split(';');
      expect({ path, csp }).toEqual({
        path,
        csp: expect.arrayContaining([
          "default-src 'self'",
          "frame-ancestors 'self'",
          "object-src 'none'",
          expect.stringMatching(/^script-src 'self' https:\/\/js\.stripe\.com /),
        ]),
      });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
