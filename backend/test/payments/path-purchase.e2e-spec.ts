import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type TestAgent from 'supertest/lib/agent.js';
import { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { createUser, PASSWORD, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse, enroll, type CreatedCourse } from '../support/catalog.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { drainMail } from '../support/mail-drain.js';
import { TestSmtpServer } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SECRET_KEY = 'sk_test_path_purchase';
const WEBHOOK_SECRET = 'whsec_path_purchase';
const PUBLIC_URL = 'http://academy.test';

/**
 * A learning path sold as one product over HTTP (docs/product-rules.md#learning-path-purchases): the
 * admin's pricing, the learner's checkout on the local Stripe server with its webhooks, refunds and
 * ended subscriptions, team seats of a path, and who may do what.
 */
describe('buying a learning path', () => {
  let localStripe: LocalStripe;
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  /** The real SDK against the local server, standing in for Stripe's dashboard (refunds, cancellations). */
  let stripe: Stripe;
  let admin: TestAgent;

  beforeAll(async () => {
    localStripe = new LocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const apiBase = await localStripe.start();
    smtp = await new TestSmtpServer().start();
    testApp = await createTestApp({
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
      PUBLIC_URL,
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.getHttpServer().address() as AddressInfo;
    localStripe.webhookUrl = `http://127.0.0.1:${port}/api/stripe/webhook`;
    const base = new URL(apiBase);
    stripe = new Stripe(SECRET_KEY, { host: base.hostname, port: base.port, protocol: 'http' });
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(async () => {
    await testApp.close();
    await localStripe.stop();
    await smtp.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  /** Each course's enrolment of the user as "status source", in the order given ("none" without one). */
  async function accessOf(userId: number, courses: CreatedCourse[]) {
    const rows = await sql<{ course_id: number; status: string; source: string }>(
      `select course_id, status, source from enrollments where user_id = ?`,
      [userId],
    );
    const byCourse = new Map(rows.map((row) => [row.course_id, `${row.status} ${row.source}`]));
    return courses.map(({ course }) => byCourse.get(course.id) ?? 'none');
  }
  const pathPayments = (pathId: number) =>
    sql<{ id: number; user_id: number; amount: number; kind: string; status: string; purpose: string; payment_intent_id: string | null }>(
      `select id, user_id, amount, kind, status, purpose, payment_intent_id from payments where path_id = ? order by id`,
      [pathId],
    );

  /** What the hosted checkout page's Pay button does. */
  async function pay(checkoutUrl: string): Promise<void> {
    const response = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
  }
  const sessionOf = (checkoutUrl: string) => localStripe.get(new URL(checkoutUrl).pathname.split('/').pop()!)!;

  /** A practice lesson (a capstone step) in the course's first module. */
  async function capstoneOf(course: CreatedCourse): Promise<Lesson> {
    const em = testApp.app.get(EntityManager).fork();
    const lesson = em.create(Lesson, {
      course: course.course.id,
      module: course.modules[0].id,
      title: 'Capstone: an intake call',
      description: '',
      type: 'practice',
      videoProvider: null,
      videoId: null,
      content: null,
      contentUrl: null,
      duration: 15,
      order: 9,
    });
    await em.flush();
    return lesson;
  }

  /**
   * A published path of three paid courses and a fourth whose practice lesson is the capstone, sold
   * through the admin API for `price` cents, once or monthly.
   */
  async function soldPath(price = 19_900, paymentType: 'one_time' | 'subscription' = 'one_time') {
    const courses = [
      await createCourse(testApp, { isPaid: true, price: 4900 }),
      await createCourse(testApp, { isPaid: true, price: 5900 }),
      await createCourse(testApp),
    ];
    const capstoneCourse = await createCourse(testApp, { isPaid: true, price: 2900 });
    const capstone = await capstoneOf(capstoneCourse);
    const { body: path } = await admin
      .post('/api/admin/paths')
      .send({ title: `Certified Recruiter ${uniqueEmail('p')}`, levelLabel: 'Practitioner', certificateTitle: 'Certified Recruiter' })
      .expect(201);
    await admin
      .put(`/api/admin/paths/${path.id}/steps`)
      .send({ steps: [...courses.map(({ course }) => ({ courseId: course.id })), { lessonId: capstone.id }] })
      .expect(200);
    await admin.post(`/api/admin/paths/${path.id}/publish`).expect(200);
    await admin.put(`/api/admin/paths/${path.id}/pricing`).send({ isPaid: true, price, paymentType }).expect(200);
    return { path: path as { id: number; slug: string; title: string }, courses: [...courses, capstoneCourse] };
  }

  describe("the admin's pricing", () => {
    it('sells a path once or monthly, stops selling it, and refuses a missing or too small price with a message', async () => {
      const { body: path } = await admin
        .post('/api/admin/paths')
        .send({ title: 'Pricing checks', levelLabel: 'Foundation', certificateTitle: 'Certified' })
        .expect(201);
      expect((await admin.get(`/api/admin/paths/${path.id}/pricing`).expect(200)).body).toEqual({
        isPaid: false,
        price: 0,
        paymentType: 'one_time',
      });
      expect(
        (
          await admin
            .put(`/api/admin/paths/${path.id}/pricing`)
            .send({ isPaid: true, price: 2900, paymentType: 'subscription' })
            .expect(200)
        ).body,
      ).toEqual({ isPaid: true, price: 2900, paymentType: 'subscription' });
      expect((await admin.put(`/api/admin/paths/${path.id}/pricing`).send({ isPaid: false }).expect(200)).body).toEqual({
        isPaid: false,
        price: 0,
        paymentType: 'subscription',
      });

      const refused = async (body: object) => (await admin.put(`/api/admin/paths/${path.id}/pricing`).send(body).expect(400)).body;
      expect(await refused({ isPaid: true })).toMatchObject({
        code: 'PATH_PRICE_REQUIRED',
        message: 'Please enter a price for a paid path.',
      });
      expect(await refused({ isPaid: true, price: 49 })).toMatchObject({
        code: 'PRICE_BELOW_MINIMUM',
        message: 'A paid path costs at least $0.50, the card payment minimum.',
      });
      expect(await refused({ isPaid: true, price: 10_000_001 })).toMatchObject({ message: ['Price must be from $0.00 to $100,000.00'] });
      expect(await refused({ isPaid: true, price: 19.5 })).toMatchObject({ message: ['Price must be a whole number of cents'] });
      expect(await refused({ isPaid: 'yes', price: 1900 })).toMatchObject({ message: ['isPaid must be true or false'] });
      expect(await refused({ isPaid: true, price: 1900, paymentType: 'weekly' })).toMatchObject({
        message: ['Payment type must be one of: one_time, subscription'],
      });
      await admin.get('/api/admin/paths/2147483000/pricing').expect(404);
    });

    it('is for admins only; learners and visitors are refused', async () => {
      const { agent } = await signedInAgent(testApp);
      await agent.get('/api/admin/paths/1/pricing').expect(403);
      await agent.put('/api/admin/paths/1/pricing').send({ isPaid: false }).expect(403);
      await agent.put('/api/admin/paths/1/seat-tiers').send({ tiers: [] }).expect(403);
      await testApp.http().get('/api/admin/paths/1/pricing').expect(401);
    });
  });

  describe("a learner's purchase", () => {
    it('the hosted checkout charges the price from the database and, once Stripe says it is paid, gives every course of the path', async () => {
      const { path, courses } = await soldPath();
      const { agent, user } = await signedInAgent(testApp);
      await enroll(testApp, user, courses[2].course);
      const before = (await agent.get(`/api/paths/${path.slug}/purchase`).expect(200)).body;
      expect(before).toEqual({
        pathId: path.id,
        isPaid: true,
        price: 19_900,
        paymentType: 'one_time',
        courseCount: 4,
        coursesOwned: 1,
        access: null,
      });

      const { body } = await agent.post(`/api/paths/${path.id}/checkout-session`).send({ price: 1, amount: 1 }).expect(200);
      const session = sessionOf(body.checkoutUrl);
      expect(session).toMatchObject({ _unitAmount: 19_900, _quantity: 1, amount_total: 19_900 });
      expect(session.success_url).toBe(`${PUBLIC_URL}/paths/${path.slug}?payment=success`);
      expect(session.cancel_url).toBe(`${PUBLIC_URL}/checkout/paths/${path.slug}`);
      expect(session.metadata).toMatchObject({ pathId: String(path.id) });
      await pay(body.checkoutUrl);

      expect(await accessOf(user.id, courses)).toEqual(['active path', 'active path', 'active free', 'active path']);
      expect(await pathPayments(path.id)).toEqual([expect.objectContaining({ amount: 19_900, status: 'succeeded', purpose: 'self' })]);
      expect((await agent.get(`/api/paths/${path.slug}/purchase`).expect(200)).body).toMatchObject({ access: 'bought', coursesOwned: 4 });
      // The course list's paid courses are open: the learning page answers.
      await agent.get(`/api/courses/${courses[0].course.id}/learn`).expect(200);

      expect((await agent.post(`/api/paths/${path.id}/checkout-session`).expect(409)).body).toMatchObject({
        code: 'PATH_ALREADY_BOUGHT',
        message: 'You already have this path.',
      });
    });

    it('the card form: the confirm call gives the courses at once, from what Stripe says and not what the client sends', async () => {
      const { path, courses } = await soldPath(12_900);
      const { agent, user } = await signedInAgent(testApp);
      localStripe.deliverWebhooks = false;
      try {
        const { body } = await agent.post(`/api/paths/${path.id}/payment-intent`).send({ amount: 50 }).expect(200);
        const intentId = body.clientSecret.split('_secret_')[0];
        expect(localStripe.get(intentId)).toMatchObject({ amount: 12_900, currency: 'usd', description: path.title });
        expect((await agent.post(`/api/paths/${path.id}/payments/confirm`).expect(200)).body).toEqual({
          pathId: path.id,
          status: 'pending',
          hasAccess: false,
        });
        expect(await accessOf(user.id, courses)).toEqual(['none', 'none', 'none', 'none']);

        await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
        expect((await agent.post(`/api/paths/${path.id}/payments/confirm`).expect(200)).body).toEqual({
          pathId: path.id,
          status: 'succeeded',
          hasAccess: true,
        });
        expect(await accessOf(user.id, courses)).toEqual(['active path', 'active path', 'active path', 'active path']);
      } finally {
        localStripe.deliverWebhooks = true;
      }
      // The late webhooks change nothing.
      await localStripe.deliverHeld();
      expect(await accessOf(user.id, courses)).toEqual(['active path', 'active path', 'active path', 'active path']);
      expect(await pathPayments(path.id)).toEqual([expect.objectContaining({ amount: 12_900, status: 'succeeded' })]);
    });

    it("a full refund ends exactly the path's access: a course the learner had stays", async () => {
      const { path, courses } = await soldPath();
      const { agent, user } = await signedInAgent(testApp);
      await enroll(testApp, user, courses[2].course);
      const { body } = await agent.post(`/api/paths/${path.id}/checkout-session`).expect(200);
      await pay(body.checkoutUrl);
      expect(await accessOf(user.id, courses)).toEqual(['active path', 'active path', 'active free', 'active path']);

      const [payment] = await pathPayments(path.id);
      await stripe.refunds.create({ payment_intent: payment.payment_intent_id! });
      expect(await accessOf(user.id, courses)).toEqual(['revoked path', 'revoked path', 'active free', 'revoked path']);
      expect((await pathPayments(path.id))[0].status).toBe('refunded');
      expect((await agent.get(`/api/paths/${path.slug}/purchase`).expect(200)).body).toMatchObject({ access: null, coursesOwned: 1 });
      const [event] = await sql<{ data: { course: unknown; path: { id: number } } }>(
        `select data from webhook_events where type = 'payment.refunded' and (data -> 'payment' ->> 'id')::int = ?`,
        [payment.id],
      );
      expect(event.data).toMatchObject({ course: null, path: { id: path.id, title: path.title } });
    });

    it('a monthly path: its subscription gives the courses, and its end ends them', async () => {
      const { path, courses } = await soldPath(2900, 'subscription');
      const { agent, user } = await signedInAgent(testApp);
      const { body } = await agent.post(`/api/paths/${path.id}/checkout-session`).expect(200);
      expect(sessionOf(body.checkoutUrl)).toMatchObject({ mode: 'subscription' });
      await pay(body.checkoutUrl);
      expect(await accessOf(user.id, courses)).toEqual(['active path', 'active path', 'active path', 'active path']);
      expect((await agent.get(`/api/paths/${path.slug}/purchase`).expect(200)).body).toMatchObject({ access: 'subscribed' });
      const subscriptions = (await agent.get('/api/subscriptions').expect(200)).body;
      expect(subscriptions).toEqual([
        expect.objectContaining({
          courseId: null,
          courseTitle: null,
          path: { id: path.id, slug: path.slug, title: path.title },
          teamSeats: null,
        }),
      ]);

      const [payment] = await sql<{ subscription_id: string }>(`select subscription_id from payments where path_id = ?`, [path.id]);
      await stripe.subscriptions.cancel(payment.subscription_id);
      expect(await accessOf(user.id, courses)).toEqual(['revoked path', 'revoked path', 'revoked path', 'revoked path']);
      expect((await pathPayments(path.id))[0].status).toBe('canceled');
    });

    it('the payments CSV names the path bought; its course columns stay blank', async () => {
      const { path } = await soldPath(9900);
      const { agent } = await signedInAgent(testApp);
      const { body } = await agent.post(`/api/paths/${path.id}/checkout-session`).expect(200);
      await pay(body.checkoutUrl);
      const csv = (await admin.get('/api/admin/exports/payments.csv').expect(200)).text;
      const [header, ...lines] = csv.trim().split(/\r?\n/);
      const columns = header.split(',');
      expect(columns.slice(-2)).toEqual(['Path ID', 'Path']);
      const line = lines.find((row) => row.endsWith(`,${path.id},${path.title}`));
      expect(line).toBeDefined();
      const cells = line!.split(',');
      expect(cells[columns.indexOf('Course ID')]).toBe('');
      expect(cells[columns.indexOf('Amount (cents)')]).toBe('9900');
    });
  });

  describe('who may buy what', () => {
    it('refuses a path not sold, not published, with a course the learner may not see, and visitors', async () => {
      const { path } = await soldPath();
      const { agent } = await signedInAgent(testApp);
      await testApp.http().post(`/api/paths/${path.id}/checkout-session`).expect(401);
      expect((await testApp.http().get(`/api/paths/${path.slug}/purchase`).expect(200)).body).toMatchObject({
        coursesOwned: 0,
        access: null,
      });

      await admin.put(`/api/admin/paths/${path.id}/pricing`).send({ isPaid: false }).expect(200);
      expect((await agent.post(`/api/paths/${path.id}/payment-intent`).expect(400)).body).toMatchObject({
        code: 'PATH_NOT_FOR_SALE',
        message: 'This path is not sold: enrol in its courses one by one.',
      });

      await admin.post(`/api/admin/paths/${path.id}/unpublish`).expect(200);
      await admin.put(`/api/admin/paths/${path.id}/pricing`).send({ isPaid: true, price: 19_900 }).expect(200);
      expect((await agent.post(`/api/paths/${path.id}/checkout-session`).expect(404)).body.code).toBe('PATH_NOT_FOUND');
      await agent.get(`/api/paths/${path.slug}/purchase`).expect(404);
      // An admin may look at a draft's pricing on its page.
      await admin.get(`/api/paths/${path.slug}/purchase`).expect(200);

      const hidden = await createCourse(testApp, { isPaid: true, accessLevel: 'recruitpro' });
      const { body: closed } = await admin
        .post('/api/admin/paths')
        .send({ title: 'For RecruitPro members', levelLabel: 'Expert', certificateTitle: 'Certified' })
        .expect(201);
      await admin
        .put(`/api/admin/paths/${closed.id}/steps`)
        .send({ steps: [{ courseId: hidden.course.id }] })
        .expect(200);
      await admin.post(`/api/admin/paths/${closed.id}/publish`).expect(200);
      await admin.put(`/api/admin/paths/${closed.id}/pricing`).send({ isPaid: true, price: 9900 }).expect(200);
      expect((await agent.post(`/api/paths/${closed.id}/payment-intent`).expect(404)).body.code).toBe('PATH_NOT_FOUND');
      await agent.get(`/api/paths/${closed.id}/seat-quote?seats=2`).expect(404);
      await agent.post(`/api/paths/abc/payment-intent`).expect(404);
      await agent.post(`/api/paths/2147483648/payments/confirm`).expect(404);
      expect((await agent.post(`/api/paths/${path.id}/payments/confirm`).expect(404)).body).toMatchObject({
        code: 'PAYMENT_NOT_FOUND',
        message: 'No payment was started for this path',
      });
    });

    it("reads the path page's purchase state in the same number of statements however many courses the learner has", async () => {
      const { path, courses } = await soldPath();
      const { agent, user } = await signedInAgent(testApp);
      const before = await testApp.countQueries(() => agent.get(`/api/paths/${path.slug}/purchase`).expect(200));
      for (const course of courses) await enroll(testApp, user, course.course);
      const after = await testApp.countQueries(() => agent.get(`/api/paths/${path.slug}/purchase`).expect(200));
      expect(after.count).toBe(before.count);
      expect(before.count).toBeLessThanOrEqual(2);
    });
  });

  describe('team seats of a path', () => {
    it('quotes seats with the path discounts, sells them, and each accepted seat gives every course of the path until revoked', async () => {
      const { path, courses } = await soldPath(10_000);
      await admin
        .put(`/api/admin/paths/${path.id}/seat-tiers`)
        .send({ tiers: [{ minSeats: 3, discountPercent: 10 }] })
        .expect(200);
      expect((await admin.get(`/api/admin/paths/${path.id}/seat-tiers`).expect(200)).body).toEqual([{ minSeats: 3, discountPercent: 10 }]);
      expect((await testApp.http().get(`/api/paths/${path.id}/seat-quote?seats=3`).expect(200)).body).toEqual({
        pathId: path.id,
        seats: 3,
        unitAmount: 9000,
        discountPercent: 10,
        totalAmount: 27_000,
        currency: 'usd',
        paymentType: 'one_time',
        tiers: [{ minSeats: 3, discountPercent: 10 }],
      });

      const manager = await signedInAgent(testApp, 'recruitpro');
      const { body } = await manager.agent
        .post('/api/teams/path-checkout-session')
        .send({ pathId: path.id, seats: 3, teamName: 'Path crew', unitAmount: 1 })
        .expect(400);
      expect(body.message).toEqual(['property unitAmount should not exist']);
      const checkout = await manager.agent
        .post('/api/teams/path-checkout-session')
        .send({ pathId: path.id, seats: 3, teamName: 'Path crew' })
        .expect(200);
      expect(sessionOf(checkout.body.checkoutUrl)).toMatchObject({ _unitAmount: 9000, _quantity: 3, amount_total: 27_000 });
      await pay(checkout.body.checkoutUrl);
      // The buyer's own access is not what seats buy.
      expect(await accessOf(manager.user.id, courses)).toEqual(['none', 'none', 'none', 'none']);

      const [team] = (await manager.agent.get('/api/teams').expect(200)).body;
      expect(team).toMatchObject({
        name: 'Path crew',
        course: null,
        path: { id: path.id, slug: path.slug, title: path.title, paymentType: 'one_time' },
        seats: 3,
      });
      const learnerEmail = uniqueEmail('seat');
      const learner = await createUser(testApp, 'jobseeker', { email: learnerEmail });
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [learnerEmail] })
        .expect(200);
      // The outbox forgets an e-mail's parameters once it is sent, so the invitation is read as delivered.
      await drainMail(testApp);
      const invite = smtp.messages.find((mail) => mail.to.includes(learnerEmail) && mail.subject.includes('gave you a seat in'));
      expect(invite?.body).toContain(`in the learning path "${path.title}"`);
      const token = invite!.body.match(/\/team-invites\/([\w-]+)/)![1];
      expect((await testApp.http().get(`/api/team-invites/${token}`).expect(200)).body).toMatchObject({
        courseId: null,
        path: { id: path.id, slug: path.slug, title: path.title },
      });

      const learnerAgent = testApp.agent();
      await learnerAgent.post('/api/login').send({ email: learnerEmail, password: PASSWORD }).expect(200);
      const accepted = await learnerAgent.post(`/api/team-invites/${token}/accept`).expect(200);
      expect(accepted.body).toEqual({ courseId: null, pathSlug: path.slug });
      expect(await accessOf(learner.id, courses)).toEqual(['active team', 'active team', 'active team', 'active team']);
      expect((await learnerAgent.get(`/api/paths/${path.slug}/purchase`).expect(200)).body).toMatchObject({ access: 'team' });

      const detail = (await manager.agent.get(`/api/teams/${team.id}`).expect(200)).body;
      expect(detail.members).toEqual([expect.objectContaining({ userId: learner.id, totalLessons: 9, completedLessons: 0 })]);
      const seat = detail.seatList.find((candidate: { email: string }) => candidate.email === learnerEmail);
      await manager.agent.post(`/api/teams/${team.id}/seats/${seat.id}/revoke`).expect(200);
      expect(await accessOf(learner.id, courses)).toEqual(['revoked team', 'revoked team', 'revoked team', 'revoked team']);
      const admins = (await admin.get('/api/admin/teams').expect(200)).body as { id: number; course: unknown; path: unknown }[];
      expect(admins.find((listed) => listed.id === team.id)).toMatchObject({ course: null, path: { id: path.id, title: path.title } });
    });
  });
});
