import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type TestAgent from 'supertest/lib/agent.js';
import { WebhookEndpoint } from '../../src/modules/webhooks/entities/webhook-endpoint.entity.js';
import { WEBHOOK_EVENT_TYPES } from '../../src/modules/webhooks/public/webhook-event-types.js';
import { PASSWORD, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { drainWebhooks, WebhookReceiver, type ReceivedWebhook } from '../support/webhooks.js';

const PUBLIC_URL = 'http://academy.test';
const SECRET_KEY = 'sk_test_academy_webhooks';
const STRIPE_WEBHOOK_SECRET = 'whsec_academy_webhooks_stripe';
const ATTEMPTS = 3;
const TIMEOUT_MS = 1000;
/** Settings of a test app whose receiver runs on this machine: loopback allowed, quick retries and timeouts. */
const WEBHOOK_ENV = {
  PUBLIC_URL,
  WEBHOOKS_ALLOW_LOOPBACK: 'true',
  WEBHOOKS_ATTEMPTS: String(ATTEMPTS),
  WEBHOOKS_RETRY_DELAY_MS: '50',
  WEBHOOKS_TIMEOUT_MS: String(TIMEOUT_MS),
  WEBHOOKS_OUTBOX_POLL_MS: '100',
  REGISTRATIONS_PER_IP: '1000',
};

const typesOf = (requests: ReceivedWebhook[]) => requests.map((request) => request.payload?.type);
const countBy = <T>(items: T[]) => items.reduce((counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1), new Map<T, number>());

describe('outgoing webhooks', () => {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  let localStripe: LocalStripe;
  let stripe: Stripe;
  let admin: TestAgent;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_webhooks');
    receiver = await new WebhookReceiver().start();
    localStripe = new LocalStripe({ secretKey: SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
    const apiBase = await localStripe.start();
    testApp = await createTestApp({
      ...WEBHOOK_ENV,
      DATABASE_URL: databaseUrl,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    localStripe.webhookUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}/api/stripe/webhook`;
    const base = new URL(apiBase);
    stripe = new Stripe(SECRET_KEY, { host: base.hostname, port: base.port, protocol: 'http' });
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(async () => {
    await testApp.close();
    await localStripe.stop();
    await receiver.stop();
    await dropDatabase(adminUrl, databaseUrl);
  });

  const sql = <T>(query: string, params: unknown[] = []) => testApp.app.get(EntityManager).getConnection().execute<T[]>(query, params);

  /** Registers an endpoint for a receiver path through the admin API; the receiver learns its secret. */
  async function register(path: string, events: readonly string[] = WEBHOOK_EVENT_TYPES) {
    const { body } = await admin
      .post('/api/admin/webhooks')
      .send({ url: receiver.url(path), description: path, events })
      .expect(201);
    receiver.secrets.set(path, body.secret);
    return body.endpoint as { id: number; url: string };
  }

  /** An endpoint row written straight to the database: a URL registration would refuse, or whose name resolves elsewhere now. */
  async function insertEndpoint(url: string, path: string) {
    const em = testApp.app.get(EntityManager).fork();
    const endpoint = em.create(WebhookEndpoint, {
      url,
      description: path,
      events: ['user.registered'],
      secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    });
    await em.flush();
    return endpoint;
  }

  const registerLearner = (email: string, firstName = 'Ada', lastName = 'Lovelace') =>
    testApp.http().post('/api/register').send({ email, password: 'analytical-engine', firstName, lastName });

  const deliveriesOf = async (endpointId: number) =>
    (await admin.get(`/api/admin/webhooks/${endpointId}/deliveries?pageSize=100`).expect(200)).body;

  describe('the admin API', () => {
    it('registers an endpoint and shows its Standard Webhooks secret once', async () => {
      const { body } = await admin
        .post('/api/admin/webhooks')
        .send({ url: receiver.url('/first'), description: '  ATS sync  ', events: ['user.registered', 'course.completed'] })
        .expect(201);
      expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(body.endpoint).toMatchObject({
        url: receiver.url('/first'),
        description: 'ATS sync',
        events: ['user.registered', 'course.completed'],
        enabled: true,
        disabledReason: null,
        consecutiveFailures: 0,
      });
      const list = await admin.get('/api/admin/webhooks').expect(200);
      expect(list.body.find((endpoint: { id: number }) => endpoint.id === body.endpoint.id)).toEqual(body.endpoint);
      expect(JSON.stringify(list.body)).not.toContain(body.secret);

      const rotated = await admin.post(`/api/admin/webhooks/${body.endpoint.id}/rotate-secret`).expect(200);
      expect(rotated.body.secret).toMatch(/^whsec_/);
      expect(rotated.body.secret).not.toBe(body.secret);
      await admin.delete(`/api/admin/webhooks/${body.endpoint.id}`).expect(204);
      await admin.delete(`/api/admin/webhooks/${body.endpoint.id}`).expect(404);
    });

    it.each([
      ['not a url', 'Enter a full URL, such as https://hooks.example.com/academy'],
      ['ftp://hooks.example.com/academy', 'The URL must start with https://'],
      ['http://hooks.example.com/academy', 'The URL must start with https://'],
      [
        'https://sync:hunter2@hooks.example.com/academy',
        'The URL must not contain a user name or password: each delivery is signed with the endpoint secret instead',
      ],
      ['https://10.0.0.1/hook', 'Refused: 10.0.0.1 is a private or reserved address, which webhooks may not reach'],
      [
        'https://169.254.169.254/latest/meta-data',
        'Refused: 169.254.169.254 is a private or reserved address, which webhooks may not reach',
      ],
      ['https://192.168.1.20/hook', 'Refused: 192.168.1.20 is a private or reserved address, which webhooks may not reach'],
      ['https://[fd00::1]/hook', 'Refused: [fd00::1] is a private or reserved address, which webhooks may not reach'],
      ['https://0x0a000001/hook', 'Refused: 10.0.0.1 is a private or reserved address, which webhooks may not reach'],
    ])('refuses %s', async (url, message) => {
      const response = await admin
        .post('/api/admin/webhooks')
        .send({ url, events: ['user.registered'] })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'WEBHOOK_URL_REFUSED', message });
    });

    it('validates the event list, the lengths and who asks', async () => {
      const url = 'https://hooks.example.com/academy';
      const refused = async (body: object, message: string) => {
        const response = await admin.post('/api/admin/webhooks').send(body).expect(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(response.body.message.join(' ')).toContain(message);
      };
      await refused({ url, events: [] }, 'Choose at least one event');
      await refused({ url }, 'Choose at least one event');
      await refused({ url, events: ['user.deleted'] }, `Events must be among: ${WEBHOOK_EVENT_TYPES.join(', ')}`);
      await refused({ url, events: ['webhook.test'] }, 'Events must be among');
      await refused({ url, events: ['user.registered', 'user.registered'] }, 'Each event may be chosen once');
      await refused(
        { url: `https://hooks.example.com/${'a'.repeat(2040)}`, events: ['user.registered'] },
        'The URL must be between 1 and 2048 characters',
      );
      await refused({ url, events: ['user.registered'], description: 'x'.repeat(501) }, 'The description must be at most 500 characters');
      await refused({ url, events: ['user.registered'], secret: 'whsec_mine' }, 'property secret should not exist');

      const created = await admin
        .post('/api/admin/webhooks')
        .send({ url, events: ['user.registered'] })
        .expect(201);
      const id = created.body.endpoint.id;
      expect((await admin.patch(`/api/admin/webhooks/${id}`).send({ events: null }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await admin.patch(`/api/admin/webhooks/${id}`).send({ url: 'http://10.1.2.3/' }).expect(400)).body.code).toBe(
        'WEBHOOK_URL_REFUSED',
      );
      await admin.patch('/api/admin/webhooks/99999999').send({ description: 'x' }).expect(404);
      await admin.patch('/api/admin/webhooks/0').send({ description: 'x' }).expect(404);
      await admin.get('/api/admin/webhooks/99999999/deliveries').expect(404);
      await admin.get(`/api/admin/webhooks/${id}/deliveries?pageSize=101`).expect(400);
      await admin.post('/api/admin/webhooks/99999999/test').expect(404);

      const learner = await signedInAgent(testApp);
      await learner.agent.get('/api/admin/webhooks').expect(403);
      await learner.agent
        .post('/api/admin/webhooks')
        .send({ url, events: ['user.registered'] })
        .expect(403);
      await testApp.http().get('/api/admin/webhooks').expect(401);
      await admin.delete(`/api/admin/webhooks/${id}`).expect(204);
    });

    it('changes an endpoint, turns it off and on again', async () => {
      const created = await admin
        .post('/api/admin/webhooks')
        .send({ url: 'https://hooks.example.com/a', events: ['user.registered'] })
        .expect(201);
      const id = created.body.endpoint.id;
      const changed = await admin
        .patch(`/api/admin/webhooks/${id}`)
        .send({ url: 'https://hooks.example.com/b', description: 'CRM', events: ['payment.succeeded', 'payment.refunded'] })
        .expect(200);
      expect(changed.body).toMatchObject({
        url: 'https://hooks.example.com/b',
        description: 'CRM',
        events: ['payment.succeeded', 'payment.refunded'],
        enabled: true,
      });
      const off = await admin.patch(`/api/admin/webhooks/${id}`).send({ enabled: false }).expect(200);
      expect(off.body).toMatchObject({ enabled: false, disabledReason: 'Turned off by Test admin' });
      expect(off.body.disabledAt).toEqual(expect.any(String));
      const refused = await admin.post(`/api/admin/webhooks/${id}/test`).expect(409);
      expect(refused.body).toMatchObject({ code: 'WEBHOOK_ENDPOINT_DISABLED', message: 'This endpoint is turned off. Turn it on first.' });
      const on = await admin.patch(`/api/admin/webhooks/${id}`).send({ enabled: true }).expect(200);
      expect(on.body).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null });
      await admin.delete(`/api/admin/webhooks/${id}`).expect(204);
    });
  });

  describe('delivery', () => {
    it('delivers each of the ten events from the real flows, signed, once each', async () => {
      const endpoint = await register('/all');
      const path = '/all';

      // user.registered
      const newcomer = uniqueEmail('newcomer');
      await registerLearner(newcomer).expect(201);

      // enrolment.created (twice asked, once made), lesson.completed, course.completed, certificate.issued
      const learner = await signedInAgent(testApp);
      const { course, lessons } = await createCourse(testApp, { title: 'Sourcing basics', lessonsPerModule: 2 });
      await learner.agent.post(`/api/courses/${course.id}/enroll`).expect(200);
      await learner.agent.post(`/api/courses/${course.id}/enroll`).expect(200);
      await learner.agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      await learner.agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      await learner.agent.post(`/api/lessons/${lessons[1].id}/complete`).expect(200);

      // quiz.submitted (a passed quiz also completes its lesson)
      const quizCourse = await createCourse(testApp, { title: 'Interviewing', lessonsPerModule: 2, lessonType: 'quiz' });
      const quiz = await admin
        .put(`/api/admin/lessons/${quizCourse.lessons[0].id}/quiz`)
        .send({ title: 'Interview check', description: 'Two minutes', timeLimit: null, passMark: 50, maxAttempts: null })
        .expect(200);
      const question = await admin
        .post(`/api/admin/quizzes/${quiz.body.id}/questions`)
        .send({
          type: 'multiple_choice',
          question: 'Which question is open?',
          options: ['Did you like it?', 'What did you learn?'],
          correctOptions: [1],
        })
        .expect(201);
      await enroll(testApp, learner.user, quizCourse.course);
      await learner.agent.post(`/api/quizzes/${quiz.body.id}/attempts`).expect(200);
      await learner.agent
        .post(`/api/quizzes/${quiz.body.id}/submit`)
        .send({ answers: { [question.body.id]: 1 } })
        .expect(200);

      // certificate.revoked
      const [certificate] = await sql<{ code: string }>('select code from certificates where user_id = ? and course_id = ?', [
        learner.user.id,
        course.id,
      ]);
      await admin.post(`/api/admin/certificates/${certificate.code}/revoke`).send({ reason: 'Issued by mistake' }).expect(200);

      // payment.succeeded (Stripe sends several events for one payment), payment.refunded
      const paid = await createCourse(testApp, { title: 'Executive search', isPaid: true, price: 4900 });
      const checkout = await learner.agent.post('/api/create-checkout-session').send({ courseId: paid.course.id }).expect(200);
      expect((await fetch(`${checkout.body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
      const [payment] = await sql<{ id: number; payment_intent_id: string }>(
        'select id, payment_intent_id from payments where course_id = ?',
        [paid.course.id],
      );
      await stripe.refunds.create({ payment_intent: payment.payment_intent_id });

      // subscription.cancelled (with its own payment.succeeded and enrolment)
      const club = await createCourse(testApp, { title: 'Sourcing club', isPaid: true, price: 1900, paymentType: 'subscription' });
      const subscribe = await learner.agent.post('/api/create-checkout-session').send({ courseId: club.course.id }).expect(200);
      expect((await fetch(`${subscribe.body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
      const [subscription] = await sql<{ id: number; subscription_id: string }>(
        'select id, subscription_id from payments where course_id = ?',
        [club.course.id],
      );
      await stripe.subscriptions.cancel(subscription.subscription_id);

      await drainWebhooks(testApp);
      const received = receiver.at(path);
      expect(received.filter((request) => request.verifyError !== null)).toEqual([]);
      expect(Object.fromEntries(countBy(typesOf(received)))).toEqual({
        'user.registered': 1,
        'enrolment.created': 3,
        'lesson.completed': 3,
        'course.completed': 1,
        'certificate.issued': 1,
        'quiz.submitted': 1,
        'certificate.revoked': 1,
        'payment.succeeded': 2,
        'payment.refunded': 1,
        'subscription.cancelled': 1,
      });
      // One delivery per event: every webhook-id once.
      const ids = received.map((request) => request.headers['webhook-id']);
      expect(new Set(ids).size).toBe(ids.length);
      expect(received[0].headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': 'RecruitingAcademy-Webhooks/1.0',
        'webhook-id': expect.stringMatching(/^msg_\d+$/),
      });

      const data = (type: string) => received.filter((request) => request.payload?.type === type).map((request) => request.payload!.data);
      const learnerRef = { id: learner.user.id, email: learner.user.email, name: `Test jobseeker` };
      expect(received.find((request) => request.payload?.type === 'user.registered')!.payload).toEqual({
        type: 'user.registered',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: {
          user: { id: expect.any(Number), email: newcomer, name: 'Ada Lovelace', role: 'jobseeker' },
          viaInvite: false,
          occurredAt: expect.any(String),
        },
      });
      expect(data('enrolment.created')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ user: learnerRef, course: { id: course.id, title: 'Sourcing basics' }, source: 'free' }),
          expect.objectContaining({ course: { id: paid.course.id, title: 'Executive search' }, source: 'purchase' }),
          expect.objectContaining({ course: { id: club.course.id, title: 'Sourcing club' }, source: 'subscription' }),
        ]),
      );
      expect(data('lesson.completed')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ lesson: { id: lessons[1].id, title: 'Lesson 1.2' }, progress: { completed: 2, total: 2 } }),
          expect.objectContaining({
            lesson: { id: quizCourse.lessons[0].id, title: 'Lesson 1.1' },
            course: { id: quizCourse.course.id, title: 'Interviewing' },
          }),
        ]),
      );
      expect(data('course.completed')).toEqual([
        expect.objectContaining({ user: learnerRef, course: { id: course.id, title: 'Sourcing basics' }, lessons: 2 }),
      ]);
      expect(data('certificate.issued')).toEqual([
        expect.objectContaining({
          certificate: expect.objectContaining({ code: certificate.code, verifyUrl: `${PUBLIC_URL}/certificates/${certificate.code}` }),
          user: learnerRef,
          course: { id: course.id, title: 'Sourcing basics' },
        }),
      ]);
      expect(data('quiz.submitted')).toEqual([
        expect.objectContaining({
          user: learnerRef,
          quiz: { id: quiz.body.id, title: 'Interview check', lessonId: quizCourse.lessons[0].id, passMark: 50 },
          status: 'submitted',
          score: 100,
          passed: true,
          grading: 'graded',
          attemptNumber: 1,
        }),
      ]);
      expect(data('certificate.revoked')).toEqual([
        expect.objectContaining({
          certificate: expect.objectContaining({ code: certificate.code, reason: 'Issued by mistake' }),
          user: learnerRef,
        }),
      ]);
      expect(data('payment.succeeded')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            payment: { id: payment.id, kind: 'one_time', amount: 4900, currency: 'usd' },
            user: { id: learner.user.id, email: learner.user.email },
          }),
          expect.objectContaining({ payment: { id: subscription.id, kind: 'subscription', amount: 1900, currency: 'usd' } }),
        ]),
      );
      expect(data('payment.refunded')).toEqual([
        expect.objectContaining({
          payment: { id: payment.id, kind: 'one_time', amount: 4900, currency: 'usd' },
          course: { id: paid.course.id, title: 'Executive search' },
        }),
      ]);
      expect(data('subscription.cancelled')).toEqual([
        expect.objectContaining({
          subscriptionId: subscription.subscription_id,
          payment: expect.objectContaining({ id: subscription.id }),
        }),
      ]);

      // The log shows each delivery once, succeeded at the first attempt with the receiver's answer.
      const log = await deliveriesOf(endpoint.id);
      expect(log.total).toBe(received.length);
      expect(log.items[0]).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200, responseExcerpt: 'ok', error: null });
      expect(log.items.every((delivery: { status: string }) => delivery.status === 'succeeded')).toBe(true);
      await admin
        .patch(`/api/admin/webhooks/${endpoint.id}`)
        .send({ events: ['user.registered'] })
        .expect(200);
    });

    it('a change that rolls back sends nothing', async () => {
      const email = uniqueEmail('rolled-back');
      const refused = await testApp
        .http()
        .post('/api/register')
        .send({ email, password: 'analytical-engine', firstName: 'Never', lastName: 'Saved', inviteToken: 'no-such-invite' });
      expect(refused.status).toBe(404);
      expect(await sql('select id from users where email = ?', [email])).toEqual([]);
      expect(await sql(`select id from webhook_events where data -> 'user' ->> 'email' = ?`, [email])).toEqual([]);
    });

    it('redelivers an event with the same webhook-id, and sends a test event', async () => {
      const endpoint = await register('/redeliver', ['user.registered']);
      await registerLearner(uniqueEmail('redeliver')).expect(201);
      await drainWebhooks(testApp);
      const [first] = (await deliveriesOf(endpoint.id)).items;
      const again = await admin.post(`/api/admin/webhooks/${endpoint.id}/deliveries/${first.id}/redeliver`).expect(201);
      expect(again.body).toMatchObject({ webhookId: first.webhookId, eventType: 'user.registered', status: 'pending', attempts: 0 });
      expect(again.body.id).not.toBe(first.id);
      const test = await admin.post(`/api/admin/webhooks/${endpoint.id}/test`).expect(201);
      expect(test.body).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
      await drainWebhooks(testApp);

      const received = receiver.at('/redeliver');
      expect(received.map((request) => [request.payload?.type, request.headers['webhook-id']])).toEqual([
        ['user.registered', first.webhookId],
        ['user.registered', first.webhookId],
        ['webhook.test', test.body.webhookId],
      ]);
      expect(received[0].body).toBe(received[1].body);
      expect(received.every((request) => request.verifyError === null)).toBe(true);
      expect(received[2].payload!.data).toMatchObject({ endpointId: endpoint.id, message: 'A test event from Recruiting Academy' });

      const other = await register('/other', ['user.registered']);
      await admin.post(`/api/admin/webhooks/${other.id}/deliveries/${first.id}/redeliver`).expect(404);
      await admin.post(`/api/admin/webhooks/${endpoint.id}/deliveries/99999999/redeliver`).expect(404);
      await admin.post(`/api/admin/webhooks/99999999/deliveries/${first.id}/redeliver`).expect(404);
      await admin.delete(`/api/admin/webhooks/${other.id}`).expect(204);
    });

    it('the delivery log is newest first and takes as many statements for many deliveries as for one', async () => {
      const endpoint = await register('/log', ['user.registered']);
      await registerLearner(uniqueEmail('log')).expect(201);
      await drainWebhooks(testApp);
      const one = await testApp.countQueries(() => admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries`).expect(200));
      for (let index = 0; index < 4; index++) await registerLearner(uniqueEmail('log')).expect(201);
      await drainWebhooks(testApp);
      const many = await testApp.countQueries(() =>
        admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries?pageSize=2&page=2`).expect(200),
      );
      expect(many.count).toBe(one.count);
      const page = (await admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries?pageSize=2&page=1`).expect(200)).body;
      expect(page).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(page.items).toHaveLength(2);
      expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
      await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
    });

    it('a receiver answering 500 gets every retry, then the endpoint is turned off and every admin gets an e-mail', async () => {
      receiver.answer('/failing', { status: 500, body: 'Internal Server Error' });
      const endpoint = await register('/failing', ['user.registered']);
      await registerLearner(uniqueEmail('failing')).expect(201);
      await drainWebhooks(testApp);

      const attempts = receiver.at('/failing');
      expect(attempts).toHaveLength(ATTEMPTS);
      expect(new Set(attempts.map((request) => request.headers['webhook-id'])).size).toBe(1);
      expect(attempts.every((request) => request.verifyError === null)).toBe(true);
      const [delivery] = (await deliveriesOf(endpoint.id)).items;
      expect(delivery).toMatchObject({
        status: 'failed',
        attempts: ATTEMPTS,
        responseStatus: 500,
        error: 'The receiver answered 500',
        responseExcerpt: 'Internal Server Error',
      });
      expect(delivery.durationMs).toEqual(expect.any(Number));
      const [state] = (await admin.get('/api/admin/webhooks').expect(200)).body.filter((row: { id: number }) => row.id === endpoint.id);
      expect(state).toMatchObject({
        enabled: false,
        consecutiveFailures: ATTEMPTS,
        disabledReason: `Turned off after a delivery failed ${ATTEMPTS} times: The receiver answered 500`,
      });

      const admins = await sql<{ email: string }>(`select email from users where role = 'admin' order by email`);
      const emails = await sql<{ recipient: string; subject: string }>(
        `select recipient, subject from outgoing_emails where template = 'webhookEndpointDisabled' order by recipient`,
      );
      expect(emails).toEqual(admins.map(({ email }) => ({ recipient: email, subject: 'A webhook endpoint was turned off' })));

      // Turned off, it gets no new events; a redelivery waits until it is on again.
      await registerLearner(uniqueEmail('after-off')).expect(201);
      await drainWebhooks(testApp);
      expect(receiver.at('/failing')).toHaveLength(ATTEMPTS);
      expect((await deliveriesOf(endpoint.id)).total).toBe(1);
      await admin.post(`/api/admin/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`).expect(409);
      receiver.answer('/failing', { status: 204, body: '' });
      await admin.patch(`/api/admin/webhooks/${endpoint.id}`).send({ enabled: true }).expect(200);
      await admin.post(`/api/admin/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`).expect(201);
      await drainWebhooks(testApp);
      expect((await deliveriesOf(endpoint.id)).items[0]).toMatchObject({ status: 'succeeded', responseStatus: 204 });
      const [healthy] = (await admin.get('/api/admin/webhooks').expect(200)).body.filter((row: { id: number }) => row.id === endpoint.id);
      expect(healthy).toMatchObject({ enabled: true, consecutiveFailures: 0, lastSuccessAt: expect.any(String) });
      await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
    });

    it('does not follow a redirect, and gives up on a receiver that does not answer in time', async () => {
      receiver.answer('/redirect', { status: 302, headers: { location: receiver.url('/target') } });
      receiver.answer('/slow', { status: 200, delayMs: TIMEOUT_MS * 3 });
      const redirect = await register('/redirect', ['user.registered']);
      const slow = await register('/slow', ['user.registered']);
      await admin.post(`/api/admin/webhooks/${redirect.id}/test`).expect(201);
      await admin.post(`/api/admin/webhooks/${slow.id}/test`).expect(201);
      await drainWebhooks(testApp, 30_000);

      expect(receiver.at('/target')).toEqual([]);
      expect(receiver.at('/redirect')).toHaveLength(ATTEMPTS);
      expect((await deliveriesOf(redirect.id)).items[0]).toMatchObject({
        status: 'failed',
        responseStatus: 302,
        error: `Redirects are not followed (302 to ${receiver.url('/target')})`,
      });
      const [timedOut] = (await deliveriesOf(slow.id)).items;
      expect(timedOut).toMatchObject({
        status: 'failed',
        attempts: ATTEMPTS,
        responseStatus: null,
        error: `No answer within ${TIMEOUT_MS} ms`,
      });
      expect(timedOut.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
      expect(timedOut.durationMs).toBeLessThan(TIMEOUT_MS * 2);
      await admin.delete(`/api/admin/webhooks/${redirect.id}`).expect(204);
      await admin.delete(`/api/admin/webhooks/${slow.id}`).expect(204);
    });

    it('refuses targets on private addresses at delivery, before connecting', async () => {
      const targets = [
        'http://10.0.0.1/hook',
        'http://169.254.169.254/latest/meta-data/',
        'http://192.168.1.20/hook',
        'https://[fd00::1]/hook',
        'http://[::ffff:10.0.0.1]/hook',
        'http://0.0.0.0/',
      ];
      const endpoints = await Promise.all(targets.map((url, index) => insertEndpoint(url, `/private-${index}`)));
      await registerLearner(uniqueEmail('private')).expect(201);
      await drainWebhooks(testApp);
      const errors = await Promise.all(endpoints.map(async (endpoint) => (await deliveriesOf(endpoint.id)).items[0]));
      expect(errors.map((delivery) => delivery.error)).toEqual([
        'Refused: 10.0.0.1 resolves to a private address (10.0.0.1)',
        'Refused: 169.254.169.254 resolves to a private address (169.254.169.254)',
        'Refused: 192.168.1.20 resolves to a private address (192.168.1.20)',
        'Refused: fd00::1 resolves to a private address (fd00::1)',
        'Refused: ::ffff:a00:1 resolves to a private address (::ffff:a00:1)',
        'Refused: 0.0.0.0 resolves to a private address (0.0.0.0)',
      ]);
      expect(errors.every((delivery) => delivery.status === 'failed' && delivery.responseStatus === null)).toBe(true);
    });
  });
});

describe('outgoing webhooks without loopback targets', () => {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_webhooks_no_loopback');
    receiver = await new WebhookReceiver().start();
    testApp = await createTestApp({ ...WEBHOOK_ENV, WEBHOOKS_ALLOW_LOOPBACK: 'false', DATABASE_URL: databaseUrl });
  });
  afterAll(async () => {
    await testApp.close();
    await receiver.stop();
    await dropDatabase(adminUrl, databaseUrl);
  });

  it('refuses loopback targets at registration and, after resolving the name, at delivery', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const refusals = [
      [receiver.url('/loop'), 'Refused: 127.0.0.1 is a loopback address, which webhooks may not reach'],
      [receiver.url('/loop', 'localhost'), 'Refused: localhost is a loopback address, which webhooks may not reach'],
      ['https://[::1]/hook', 'Refused: [::1] is a loopback address, which webhooks may not reach'],
      ['https://app.localhost/hook', 'Refused: app.localhost is a loopback address, which webhooks may not reach'],
    ];
    for (const [url, message] of refusals) {
      const response = await admin
        .post('/api/admin/webhooks')
        .send({ url, events: ['user.registered'] })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'WEBHOOK_URL_REFUSED', message });
    }

    // Endpoints that got in some other way (a DNS name that points at loopback now, say) are refused when delivering.
    const em = testApp.app.get(EntityManager).fork();
    const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
    const urls = [receiver.url('/loop'), receiver.url('/loop', 'localhost'), receiver.url('/loop', '[::1]')];
    const endpoints = urls.map((url) => em.create(WebhookEndpoint, { url, description: '', events: ['user.registered'], secret }));
    await em.flush();
    await testApp
      .http()
      .post('/api/register')
      .send({ email: uniqueEmail('loopback'), password: PASSWORD, firstName: 'Lo', lastName: 'Opback' })
      .expect(201);
    await drainWebhooks(testApp);
    const deliveries = await Promise.all(
      endpoints.map(async ({ id }) => (await admin.get(`/api/admin/webhooks/${id}/deliveries`).expect(200)).body.items[0]),
    );
    expect(deliveries.map((delivery) => delivery.error)).toEqual([
      'Refused: 127.0.0.1 resolves to a loopback address (127.0.0.1)',
      expect.stringMatching(/^Refused: localhost resolves to a loopback address \((127\.0\.0\.1|::1)\)$/),
      'Refused: ::1 resolves to a loopback address (::1)',
    ]);
    expect(receiver.received).toEqual([]);
  });
});
