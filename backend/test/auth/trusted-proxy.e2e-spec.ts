import { loadConfig } from '../../src/config/config.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { uniqueEmail } from '../support/accounts.js';

const register = (testApp: TestApp, forwardedFor: string) =>
  testApp
    .http()
    .post('/api/register')
    .set('X-Forwarded-For', forwardedFor)
    .send({ email: uniqueEmail('proxied'), password: 'analytical-engine', firstName: 'Proxied', lastName: 'Learner' });

/** What a client behind the documented nginx sends: its own made-up X-Forwarded-For, to which nginx appends the real address. */
const spoofed = (attempt: number, real: string) => `6.6.6.${attempt}, ${real}`;

describe('the client address behind trusted proxies', () => {
  it('refuses TRUST_PROXY=true, which would believe any X-Forwarded-For', () => {
    for (const value of ['true', 'yes', '*']) {
      expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY=${value} would believe any X-Forwarded-For a client makes up`,
      );
    }
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      'TRUST_PROXY must be a number of proxies',
    );
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
  });

  describe.each([
    ['one proxy (TRUST_PROXY=1)', '1'],
    ['the proxy by address (TRUST_PROXY=127.0.0.1)', '127.0.0.1'],
    ['the proxy by range (TRUST_PROXY=127.0.0.0/8)', '127.0.0.0/8'],
  ])('%s', (_name, trustProxy) => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ TRUST_PROXY: trustProxy, REGISTRATIONS_PER_IP: '2' });
    });
    afterAll(() => testApp.close());

    it('a made-up first X-Forwarded-For entry does not lift the per-address registration limit', async () => {
      const real = '203.0.113.7';
      await register(testApp, spoofed(1, real)).expect(201);
      await register(testApp, spoofed(2, real)).expect(201);
      const refused = await register(testApp, spoofed(3, real)).expect(429);
      expect(refused.body.message).toMatch(/^Too many/);
      // Another client behind the same proxy is not affected.
      await register(testApp, spoofed(4, '203.0.113.8')).expect(201);
    });
  });

  it('with two proxies, the address the outer proxy saw is the client', async () => {
    const testApp = await createTestApp({ TRUST_PROXY: '2', REGISTRATIONS_PER_IP: '1' });
    try {
      await register(testApp, '6.6.6.1, 198.51.100.9, 10.0.0.5').expect(201);
      await register(testApp, '6.6.6.2, 198.51.100.9, 10.0.0.6').expect(429);
    } finally {
      await testApp.close();
    }
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const testApp = await createTestApp({ REGISTRATIONS_PER_IP: '1' });
    try {
      await register(testApp, '6.6.6.1').expect(201);
      await register(testApp, '6.6.6.2').expect(429);
    } finally {
      await testApp.close();
    }
  });
});
