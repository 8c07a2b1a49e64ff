import { EntityManager } from '@mikro-orm/postgresql';
import { spawn, type ChildProcess } from 'node:child_process';
import { WebhookDelivery } from '../../src/modules/webhooks/entities/webhook-delivery.entity.js';
import { WebhookRelay } from '../../src/modules/webhooks/webhook-relay.js';
import { signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { createMigratedDatabase, dropDatabase, freePort } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { drainWebhooks, WebhookReceiver } from '../support/webhooks.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('outgoing webhooks while Redis is away', () => {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let redis: ChildProcess;
  let redisPort: number;
  let testApp: TestApp;
  let receiver: WebhookReceiver;

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await sleep(500);
  };

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_webhooks_outage');
    redisPort = await freePort();
    await startRedis();
    receiver = await new WebhookReceiver().start();
    testApp = await createTestApp({
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      // A failed delivery waits in Redis long enough to be lost with it.
      WEBHOOKS_RETRY_DELAY_MS: '60000',
      WEBHOOKS_REQUEUE_AFTER_MS: '1500',
      WEBHOOKS_OUTBOX_POLL_MS: '200',
      REGISTRATIONS_PER_IP: '1000',
    });
  });
  afterAll(async () => {
    await testApp.close();
    redis.kill('SIGKILL');
    await receiver.stop();
    await dropDatabase(adminUrl, databaseUrl);
  });

  it('changes go through while Redis is down; every event is delivered exactly once when it is back, lost jobs included', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const created = await admin
      .post('/api/admin/webhooks')
      .send({ url: receiver.url('/outage'), events: ['user.registered', 'enrolment.created', 'lesson.completed', 'course.completed'] })
      .expect(201);
    receiver.secrets.set('/outage', created.body.secret);

    // A delivery that fails once before the outage: its retry waits in Redis, and Redis loses it.
    receiver.answer('/outage', { status: 503 });
    await testApp
      .http()
      .post('/api/register')
      .send({ email: uniqueEmail('before'), password: 'analytical-engine', firstName: 'Before', lastName: 'Outage' })
      .expect(201);
    const em = testApp.app.get(EntityManager);
    for (let tries = 0; (await em.fork().count(WebhookDelivery, { attempts: 1 })) === 0; tries++) {
      if (tries > 100) throw new Error('The first delivery was never attempted');
      await sleep(50);
    }
    receiver.answer('/outage', { status: 200 });

    redis.kill('SIGKILL');
    await sleep(300);
    const learner = await signedInAgent(testApp);
    const { course, lessons } = await createCourse(testApp, { lessonsPerModule: 2 });
    for (let index = 0; index < 5; index++) {
      await testApp
        .http()
        .post('/api/register')
        .send({ email: uniqueEmail('during'), password: 'analytical-engine', firstName: 'During', lastName: `Outage ${index}` })
        .expect(201);
    }
    await learner.agent.post(`/api/courses/${course.id}/enroll`).expect(200);
    for (const lesson of lessons) await learner.agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    // Nothing can be queued: the events wait, fanned out into deliveries, in the database.
    expect(await testApp.app.get(WebhookRelay, { strict: false }).relayAll()).toBe(0);
    const waiting = await em.fork().count(WebhookDelivery, { status: 'pending', queuedAt: null });
    expect(waiting).toBe(5 + 1 + 2 + 1);

    await startRedis();
    await drainWebhooks(testApp, 30_000);
    const answered = receiver.at('/outage').filter((request) => request.status === 200);
    expect(answered.every((request) => request.verifyError === null)).toBe(true);
    const ids = answered.map((request) => request.headers['webhook-id']);
    const events = await em
      .getConnection()
      .execute<{ id: number }[]>(`select id from webhook_events where type <> 'certificate.issued' order by id`);
    expect(ids.sort()).toEqual(events.map(({ id }) => `msg_${id}`).sort());
    expect(answered).toHaveLength(1 + 5 + 1 + 2 + 1);
  });
});
