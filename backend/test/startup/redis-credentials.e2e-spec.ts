import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { TestSmtpServer } from '../support/smtp.js';
import { startBackend } from '../support/start-backend.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('Redis with an ACL user and password', () => {
  const user = `academy-test-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(16).toString('hex');
  const url = (secret: string) => {
    const parsed = new URL(REDIS);
    parsed.username = user;
    parsed.password = secret;
    return parsed.toString();
  };
  let admin: Redis;
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    admin = new Redis(REDIS);
    // Only what the academy needs: its own keys and the commands BullMQ and the rate limits use.
    await admin.call(
      'ACL',
      'SETUSER',
      user,
      'on',
      `>${password}`,
      '~academy-test-*',
      '&*',
      '+@all',
      '-@admin',
      '-@dangerous',
      '+info',
      '+client',
    );
    smtp = await new TestSmtpServer().start();
    testApp = await createTestApp({ REDIS_URL: url(password), SMTP_URL: smtp.url, REGISTRATIONS_PER_IP: '1' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
    await admin.call('ACL', 'DELUSER', user);
    admin.disconnect();
  });

  it('queues and sends e-mail and keeps rate limits through the ACL user', async () => {
    const { agent } = await signedInAgent(testApp, 'admin');
    const { course } = await createCourse(testApp);
    const email = uniqueEmail('acl');
    await agent.post(`/api/courses/${course.id}/grant-access`).send({ email }).expect(200);
    await smtp.waitFor(email, 10_000);

    const register = () =>
      testApp
        .http()
        .post('/api/register')
        .send({ email: uniqueEmail('acl-limit'), password: 'analytical-engine', firstName: 'Rate', lastName: 'Limited' });
    await register().expect(201);
    await register().expect(429);
  });

  it('a wrong password stops start-up with one clear line that does not print the password', async () => {
    const wrong = 'not-the-password-123';
    const { code, output } = await startBackend({ DATABASE_URL: process.env.ACADEMY_TEST_DATABASE_URL!, REDIS_URL: url(wrong) });
    expect(code).toBe(1);
    expect(output).toContain(`Redis at redis://${user}:***@`);
    expect(output).toContain("refused REDIS_URL's credentials (WRONGPASS");
    expect(output).not.toContain(wrong);
  });
});
