import { EntityManager } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse/sync';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type TestAgent from 'supertest/lib/agent.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SECRET_KEY = 'sk_test_academy_coupons';
const WEBHOOK_SECRET = 'whsec_academy_coupons';

describe('coupons through the API', () => {
  // Its own database: the coupon list is the whole table, which the statement counts read.
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let localStripe: LocalStripe;
  let testApp: TestApp;
  let stripe: Stripe;
  let admin: TestAgent;
  let sequence = 0;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_coupons');
    localStripe = new LocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const apiBase = await localStripe.start();
    testApp = await createTestApp({
      DATABASE_URL: databaseUrl,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
      PUBLIC_URL: 'http://academy.test',
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
    await dropDatabase(adminUrl, databaseUrl);
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const newCode = () => `E2E${Date.now().toString(36)}${++sequence}`.toUpperCase();
  const createCoupon = async (body: Record<string, unknown>) =>
    (
      await admin
        .post('/api/admin/coupons')
        .send({ code: newCode(), allCourses: true, percentOff: 20, ...body })
        .expect(200)
    ).body as {
      id: number;
      code: string;
    };

  describe('the admin endpoints', () => {
    it('are for admins only: a visitor gets 401, a learner 403, before any Stripe call', async () => {
      const learner = (await signedInAgent(testApp)).agent;
      const visitor = testApp.http();
      const coupons = localStripe.list('coupon').length;
      await visitor.get('/api/admin/coupons').expect(401);
      await visitor.post('/api/admin/coupons').send({ code: newCode(), percentOff: 10, allCourses: true }).expect(401);
      await visitor.post('/api/admin/coupons/1/disable').expect(401);
      await learner.get('/api/admin/coupons').expect(403);
      await learner.post('/api/admin/coupons').send({ code: newCode(), percentOff: 10, allCourses: true }).expect(403);
      await learner.post('/api/admin/coupons/1/disable').expect(403);
      expect(localStripe.list('coupon')).toHaveLength(coupons);
    });

    it('validate every field with a clear 400, and answer a taken code 409 and an unknown id 404', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ code: 'a b', percentOff: 10, allCourses: true }, 'code must be 3 to 40 letters, digits, hyphens or underscores'],
        [{ code: 'X'.repeat(41), percentOff: 10, allCourses: true }, 'code must be 3 to 40 letters, digits, hyphens or underscores'],
        [{ code: newCode(), percentOff: 0, allCourses: true }, 'percentOff must be a whole number from 1 to 99'],
        [{ code: newCode(), percentOff: 12.5, allCourses: true }, 'percentOff must be a whole number from 1 to 99'],
        [{ code: newCode(), amountOff: '500', allCourses: true }, 'amountOff must be a whole number of cents from 1 to 99999999'],
        [{ code: newCode(), percentOff: 10 }, 'allCourses must be true or false'],
        [{ code: newCode(), percentOff: 10, allCourses: false, courseIds: [1, 1] }, 'courseIds must not repeat a course'],
        [{ code: newCode(), percentOff: 10, allCourses: false, courseIds: ['01'] }, 'courseIds must be a list of course ids'],
        [{ code: newCode(), percentOff: 10, allCourses: true, expiresAt: 'tomorrow' }, 'expiresAt must be a date and time'],
        [
          { code: newCode(), percentOff: 10, allCourses: true, maxRedemptions: 0 },
          'maxRedemptions must be a whole number from 1 to 1000000',
        ],
      ];
      for (const [body, message] of cases) {
        const response = await admin.post('/api/admin/coupons').send(body).expect(400);
        expect(response.body.message).toContain(message);
      }
      const both = await admin
        .post('/api/admin/coupons')
        .send({ code: newCode(), percentOff: 10, amountOff: 100, allCourses: true })
        .expect(400);
      expect(both.body).toMatchObject({ code: 'COUPON_INVALID', message: 'Give either a percentage or an amount off.' });

      const { code } = await createCoupon({});
      const taken = await admin.post('/api/admin/coupons').send({ code: code.toLowerCase(), percentOff: 5, allCourses: true }).expect(409);
      expect(taken.body.code).toBe('COUPON_CODE_TAKEN');
      for (const id of ['abc', '01', '-1', '3000000000', '999999999'])
        expect((await admin.post(`/api/admin/coupons/${id}/disable`).expect(404)).body.code).toBe('COUPON_NOT_FOUND');
    });

    it('the list (code, discount, scope, redemptions, expiry, state) takes as many statements for many coupons as for one', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4900 });
      const first = await createCoupon({ allCourses: false, courseIds: [course.id], maxRedemptions: 3 });
      const one = await testApp.countQueries(() => admin.get('/api/admin/coupons').expect(200));
      const second = await createCoupon({ percentOff: undefined, amountOff: 700, expiresAt: '2099-01-01T00:00:00Z' });
      await createCoupon({ allCourses: false, courseIds: [course.id] });
      await admin.post(`/api/admin/coupons/${second.id}/disable`).expect(204);
      let list: Record<string, unknown>[] = [];
      const many = await testApp.countQueries(async () => {
        list = (await admin.get('/api/admin/coupons').expect(200)).body;
      });
      expect(many.count).toBe(one.count);
      expect(list.find((row) => row.id === first.id)).toMatchObject({
        code: first.code,
        percentOff: 20,
        amountOff: null,
        allCourses: false,
        courses: [{ id: course.id, title: course.title }],
        maxRedemptions: 3,
        timesRedeemed: 0,
        expiresAt: null,
        state: 'active',
      });
      const { course: monthly } = await createCourse(testApp, { isPaid: true, price: 1900, paymentType: 'subscription' });
      const { body: choices } = await admin.get('/api/admin/coupons/courses').expect(200);
      expect(choices).toContainEqual({ id: course.id, title: course.title });
      expect(choices).not.toContainEqual(expect.objectContaining({ id: monthly.id }));
      expect(list.find((row) => row.id === second.id)).toMatchObject({
        amountOff: 700,
        expiresAt: '2099-01-01T00:00:00.000Z',
        state: 'disabled',
      });
    });
  });

  describe('at checkout', () => {
    it('a visitor may quote; input is validated; a disabled code answers 410; a quote costs a constant number of statements', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4900 });
      const { code, id } = await createCoupon({ allCourses: false, courseIds: [course.id] });
      const visitor = testApp.http();
      const statements = await testApp.countQueries(async () => {
        const { body } = await visitor.post('/api/coupons/quote').send({ courseId: course.id, code }).expect(200);
        expect(body).toEqual({ code, originalAmount: 4900, discountAmount: 980, amount: 3920, label: '20% off' });
      });
      expect(statements.count).toBeLessThanOrEqual(3);
      expect((await visitor.post('/api/coupons/quote').send({ courseId: course.id, code: 'x' }).expect(400)).body.message).toContain(
        'Enter a code of 3 to 40 letters, digits, hyphens or underscores',
      );
      expect((await visitor.post('/api/coupons/quote').send({ courseId: 2_000_000_000, code }).expect(404)).body.code).toBe(
        'COURSE_NOT_FOUND',
      );
      expect((await visitor.post('/api/coupons/quote').send({ courseId: course.id, code: 'NOPE-123' }).expect(404)).body).toMatchObject({
        code: 'COUPON_NOT_FOUND',
        message: 'This code does not exist. Check it and try again.',
      });
      await admin.post(`/api/admin/coupons/${id}/disable`).expect(204);
      expect((await visitor.post('/api/coupons/quote').send({ courseId: course.id, code }).expect(410)).body.code).toBe('COUPON_DISABLED');
      const refused = await visitor
        .post('/api/create-public-checkout-session')
        .send({ courseId: course.id, email: 'v@example.com', couponCode: code });
      expect(refused.status).toBe(410);
    });

    it('both checkouts charge the discounted price from the database; success records the discount once, in the ledger, export and revenue', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 5000 });
      const { code, id } = await createCoupon({ percentOff: undefined, amountOff: 1250, allCourses: false, courseIds: [course.id] });

      // Hosted checkout: the promotion code goes to Stripe, which takes the discount off the line.
      const hosted = await signedInAgent(testApp);
      const started = await hosted.agent
        .post('/api/create-checkout-session')
        .send({ courseId: course.id, couponCode: code.toLowerCase(), amount: 1 })
        .expect(400);
      expect(started.body.message).toEqual(['property amount should not exist']);
      const { body } = await hosted.agent.post('/api/create-checkout-session').send({ courseId: course.id, couponCode: code }).expect(200);
      // The page closes inside the redemption's hold (Stripe's shortest life: 30 minutes).
      const session = localStripe.list('checkout.session').at(-1)!;
      expect(Math.abs(session.expires_at - session.created - 31 * 60)).toBeLessThanOrEqual(1);
      const page = await fetch(body.checkoutUrl);
      expect(await page.text()).toContain(`Subtotal $50.00; ${code}: −$12.50`);
      const paid = await fetch(`${body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);

      // Card form: the PaymentIntent is for the discounted amount; Stripe.js would confirm it.
      const card = await signedInAgent(testApp);
      const { clientSecret } = (
        await card.agent.post('/api/create-payment-intent').send({ courseId: course.id, couponCode: code }).expect(200)
      ).body;
      const intentId = clientSecret.split('_secret_')[0];
      expect((await stripe.paymentIntents.retrieve(intentId)).amount).toBe(3750);
      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      expect((await card.agent.post('/api/payments/confirm').send({ courseId: course.id }).expect(200)).body).toMatchObject({
        isEnrolled: true,
        status: 'succeeded',
      });

      // Stripe delivers again: nothing is counted twice.
      const completed = localStripe.events.find(
        (delivered) =>
          delivered.event.type === 'checkout.session.completed' && delivered.event.data.object.metadata.courseId === String(course.id),
      )!;
      const payload = JSON.stringify(completed.event);
      const again = await testApp
        .http()
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', localStripe.signature(payload))
        .send(payload)
        .expect(200);
      expect(again.body.duplicate).toBe(true);

      const rows = await sql<{ status: string; amount: number; original_amount: number; discount_amount: number; coupon_code: string }>(
        'select status, amount, original_amount, discount_amount, coupon_code from payments where course_id = ? order by id',
        [course.id],
      );
      expect(rows).toEqual([
        { status: 'succeeded', amount: 3750, original_amount: 5000, discount_amount: 1250, coupon_code: code },
        { status: 'succeeded', amount: 3750, original_amount: 5000, discount_amount: 1250, coupon_code: code },
      ]);
      const [coupon] = await sql<{ times_redeemed: number }>('select times_redeemed from coupons where id = ?', [id]);
      expect(coupon.times_redeemed).toBe(2);

      const csv = await admin.get('/api/admin/exports/payments.csv').query({ courseId: course.id }).expect(200);
      const records = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
      expect(
        records.map((record) => [
          record['Amount (cents)'],
          record['Price before discount (cents)'],
          record['Discount (cents)'],
          record.Coupon,
        ]),
      ).toEqual([
        ['3750', '5000', '1250', code],
        ['3750', '5000', '1250', code],
      ]);
      const analytics = await admin.get(`/api/admin/courses/${course.id}/analytics`).expect(200);
      expect(analytics.body.revenue).toMatchObject({ oneTimeRevenue: 7500, purchases: 2, discounts: 2500 });
    });
  });
});
