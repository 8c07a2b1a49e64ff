import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createUser, PASSWORD, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SECRET_KEY = 'sk_test_academy_payments';
const WEBHOOK_SECRET = 'whsec_academy_payments';
const PUBLIC_URL = 'http://academy.test';

interface PaymentRow {
  id: number;
  user_id: number | null;
  email: string;
  status: string;
  amount: number;
  currency: string;
  kind: string;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  subscription_id: string | null;
}

describe('payments with Stripe', () => {
  let localStripe: LocalStripe;
  let testApp: TestApp;
  /** The real SDK against the local server, as a test's stand-in for the card form and Stripe's dashboard. */
  let stripe: Stripe;

  beforeAll(async () => {
    localStripe = new LocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const apiBase = await localStripe.start();
    testApp = await createTestApp({
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
  });
  afterAll(async () => {
    await testApp.close();
    await localStripe.stop();
  });
  afterEach(() => {
    localStripe.deliverWebhooks = true;
  });

  const sql = <T>(query: string, params: unknown[] = []) => testApp.app.get(EntityManager).getConnection().execute<T[]>(query, params);
  const paymentsOf = (courseId: number) => sql<PaymentRow>(`select * from payments where course_id = ? order by id`, [courseId]);
  const enrollmentOf = async (userId: number, courseId: number) =>
    (
      await sql<{ status: string; source: string }>(`select status, source from enrollments where user_id = ? and course_id = ?`, [
        userId,
        courseId,
      ])
    )[0];
  const stripeObjectCount = () => localStripe.list('payment_intent').length + localStripe.list('checkout.session').length;

  /** What the hosted page's Pay button does; answers the redirect Stripe sends the browser to. */
  async function payOnHostedPage(checkoutUrl: string): Promise<string> {
    const response = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    return response.headers.get('location')!;
  }

  /** POSTs an event to the webhook like Stripe does (signed unless told otherwise). */
  function sendEvent(event: object, signature?: string) {
    const payload = JSON.stringify(event);
    return testApp
      .http()
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature ?? localStripe.signature(payload))
      .send(payload);
  }

  let eventSequence = 0;
  const event = (type: string, object: object, created = Math.floor(Date.now() / 1000)) => ({
    id: `evt_test_${Date.now()}_${++eventSequence}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  });

  describe('starting a payment', () => {
    it('the card form gets a PaymentIntent for the price in the database, whatever the client sends', async () => {
      const { course } = await createCourse(testApp, { title: 'Sourcing Masterclass', isPaid: true, price: 4900 });
      const { agent, user } = await signedInAgent(testApp);

      const forged = await agent.post('/api/create-payment-intent').send({ courseId: course.id, amount: 1 }).expect(400);
      expect(forged.body.message).toEqual(['property amount should not exist']);

      const { body } = await agent.post('/api/create-payment-intent').send({ courseId: course.id }).expect(200);
      expect(body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
      const intent = localStripe.get(body.clientSecret.split('_secret_')[0])!;
      expect(intent).toMatchObject({ amount: 4900, currency: 'usd', description: 'Sourcing Masterclass' });
      const [payment] = await paymentsOf(course.id);
      expect(intent.metadata).toEqual({
        paymentId: String(payment.id),
        courseId: String(course.id),
        userId: String(user.id),
        email: user.email,
      });
      expect(payment).toMatchObject({
        user_id: user.id,
        email: user.email,
        status: 'pending',
        amount: 4900,
        kind: 'one_time',
        payment_intent_id: intent.id,
      });

      // Opening the checkout again offers the same unpaid PaymentIntent instead of a new one.
      const again = await agent.post('/api/create-payment-intent').send({ courseId: course.id }).expect(200);
      expect(again.body.clientSecret).toBe(body.clientSecret);
      expect(await paymentsOf(course.id)).toHaveLength(1);
    });

    it('hosted checkout: a Checkout Session at the database price, back to the course when paid', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 12_500 });
      const { agent } = await signedInAgent(testApp);
      const { body } = await agent.post('/api/create-checkout-session').send({ courseId: course.id }).expect(200);
      const session = localStripe.get(new URL(body.checkoutUrl).pathname.split('/').pop()!)!;
      expect(session).toMatchObject({
        mode: 'payment',
        amount_total: 12_500,
        success_url: `${PUBLIC_URL}/courses/${course.id}?payment=success`,
        cancel_url: `${PUBLIC_URL}/checkout/${course.id}`,
      });
    });

    it('refuses, without calling Stripe: unknown course, free course, already enrolled, a course the role may not see, bad input', async () => {
      const { agent, user } = await signedInAgent(testApp);
      const { course: free } = await createCourse(testApp, { isPaid: false });
      const { course: owned } = await createCourse(testApp, { isPaid: true, price: 3000 });
      const { course: recruitersOnly } = await createCourse(testApp, { isPaid: true, price: 3000, accessLevel: 'recruitpro' });
      const { course: tooCheap } = await createCourse(testApp, { isPaid: true, price: 49 });
      await enroll(testApp, user, owned);
      const before = stripeObjectCount();

      for (const path of ['/api/create-payment-intent', '/api/create-checkout-session']) {
        expect((await agent.post(path).send({ courseId: 999_999 }).expect(404)).body.message).toBe('Course not found');
        expect((await agent.post(path).send({ courseId: free.id }).expect(400)).body.message).toBe(
          'This course is free: enrol from the course page.',
        );
        expect((await agent.post(path).send({ courseId: owned.id }).expect(409)).body).toMatchObject({
          code: 'ALREADY_ENROLLED',
          message: 'You are already enrolled in this course.',
        });
        expect((await agent.post(path).send({ courseId: recruitersOnly.id }).expect(404)).body.message).toBe('Course not found');
        expect((await agent.post(path).send({ courseId: tooCheap.id }).expect(400)).body.message).toBe(
          'This course cannot be bought online: its price is below the $0.50 card payment minimum. Please contact us.',
        );
        expect((await agent.post(path).send({ courseId: 'abc' }).expect(400)).body.message).toEqual(['courseId must be a whole number']);
        expect((await agent.post(path).send({}).expect(400)).body.message).toEqual(['courseId must be a whole number']);
      }
      const visitor = testApp.http().post('/api/create-public-checkout-session');
      expect((await visitor.send({ courseId: recruitersOnly.id, email: uniqueEmail() }).expect(404)).body.message).toBe('Course not found');
      const badEmail = await testApp
        .http()
        .post('/api/create-public-checkout-session')
        .send({ courseId: owned.id, email: 'not-an-email' })
        .expect(400);
      expect(badEmail.body.message).toEqual(['Please enter a valid email address']);
      await testApp.http().post('/api/create-checkout-session').send({ courseId: owned.id }).expect(401);

      expect(stripeObjectCount()).toBe(before);
      expect(await paymentsOf(free.id)).toHaveLength(0);
    });
  });

  describe('paying', () => {
    it('hosted checkout: paying enrols the learner, with one payment record holding the Stripe ids', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4900 });
      const { agent, user } = await signedInAgent(testApp);
      const { body } = await agent.post('/api/create-checkout-session').send({ courseId: course.id }).expect(200);
      expect(await payOnHostedPage(body.checkoutUrl)).toBe(`${PUBLIC_URL}/courses/${course.id}?payment=success`);

      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
      const payments = await paymentsOf(course.id);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: 'succeeded', amount: 4900, currency: 'usd', email: user.email, user_id: user.id });
      expect(payments[0].checkout_session_id).toMatch(/^cs_test_/);
      expect(payments[0].payment_intent_id).toMatch(/^pi_/);
      const detail = await agent.get(`/api/courses/${course.id}`).expect(200);
      expect(detail.body.isEnrolled).toBe(true);
      await agent.post('/api/create-checkout-session').send({ courseId: course.id }).expect(409);
    });

    it('card form: the confirm call enrols at once even while the webhook is late; the webhook then changes nothing', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 2500 });
      const { agent, user } = await signedInAgent(testApp);
      const { body } = await agent.post('/api/create-payment-intent').send({ courseId: course.id }).expect(200);
      const before = await agent.post('/api/payments/confirm').send({ courseId: course.id }).expect(200);
      expect(before.body).toEqual({ courseId: course.id, status: 'pending', isEnrolled: false });

      localStripe.deliverWebhooks = false;
      await stripe.paymentIntents.confirm(body.clientSecret.split('_secret_')[0], { payment_method: 'pm_card_visa' });
      const confirmed = await agent.post('/api/payments/confirm').send({ courseId: course.id }).expect(200);
      expect(confirmed.body).toEqual({ courseId: course.id, status: 'succeeded', isEnrolled: true });

      await localStripe.deliverHeld();
      expect(localStripe.events.filter((delivered) => delivered.event.type === 'payment_intent.succeeded').at(-1)!.status).toBe(200);
      expect(await paymentsOf(course.id)).toHaveLength(1);
      expect(await sql(`select 1 from enrollments where user_id = ? and course_id = ?`, [user.id, course.id])).toHaveLength(1);
    });

    it('a declined card leaves the learner unenrolled and able to try again', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 2500 });
      const { agent, user } = await signedInAgent(testApp);
      const { body } = await agent.post('/api/create-payment-intent').send({ courseId: course.id }).expect(200);
      const intentId = body.clientSecret.split('_secret_')[0];
      await expect(stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' })).rejects.toThrow(
        'Your card was declined.',
      );
      const confirmed = await agent.post('/api/payments/confirm').send({ courseId: course.id }).expect(200);
      expect(confirmed.body).toEqual({ courseId: course.id, status: 'failed', isEnrolled: false });
      expect(await enrollmentOf(user.id, course.id)).toBeUndefined();

      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
    });

    it('a confirm call for a course never paid for is a 404', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 2500 });
      const { agent } = await signedInAgent(testApp);
      const response = await agent.post('/api/payments/confirm').send({ courseId: course.id }).expect(404);
      expect(response.body.message).toBe('No payment was started for this course');
    });

    it('a full refund revokes the access; a partial refund keeps it', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4000 });
      const { agent, user } = await signedInAgent(testApp);
      const { body } = await agent.post('/api/create-checkout-session').send({ courseId: course.id }).expect(200);
      await payOnHostedPage(body.checkoutUrl);
      const [payment] = await paymentsOf(course.id);

      await stripe.refunds.create({ payment_intent: payment.payment_intent_id!, amount: 1000 });
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
      await stripe.refunds.create({ payment_intent: payment.payment_intent_id! });
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'revoked', source: 'purchase' });
      expect((await paymentsOf(course.id))[0].status).toBe('refunded');
      const learn = await agent.get(`/api/courses/${course.id}/learn`);
      expect(learn.status).toBe(403);
    });
  });

  describe('subscriptions', () => {
    it('hosted checkout subscribes monthly; cancelling the subscription revokes the access', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 1900, paymentType: 'subscription' });
      const { agent, user } = await signedInAgent(testApp);
      const { body } = await agent.post('/api/create-checkout-session').send({ courseId: course.id }).expect(200);
      const session = localStripe.get(new URL(body.checkoutUrl).pathname.split('/').pop()!)!;
      expect(session).toMatchObject({ mode: 'subscription', amount_total: 1900 });
      await payOnHostedPage(body.checkoutUrl);
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'active', source: 'subscription' });
      const [payment] = await paymentsOf(course.id);
      expect(payment).toMatchObject({ kind: 'subscription', status: 'succeeded' });
      expect(localStripe.get(payment.subscription_id!)).toMatchObject({ status: 'active', metadata: { paymentId: String(payment.id) } });

      await stripe.subscriptions.cancel(payment.subscription_id!);
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'revoked', source: 'subscription' });
      expect((await paymentsOf(course.id))[0].status).toBe('canceled');
    });

    it('card form for a subscription pays the first invoice; an unpaid subscription loses access, a later paid invoice brings it back', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 1900, paymentType: 'subscription' });
      const { agent, user } = await signedInAgent(testApp);
      const { body } = await agent.post('/api/create-payment-intent').send({ courseId: course.id }).expect(200);
      const [payment] = await paymentsOf(course.id);
      const subscription = localStripe.get(payment.subscription_id!)!;
      expect(subscription).toMatchObject({ status: 'incomplete' });
      expect(localStripe.get(subscription.latest_invoice)!.confirmation_secret.client_secret).toBe(body.clientSecret);

      await stripe.paymentIntents.confirm(body.clientSecret.split('_secret_')[0], { payment_method: 'pm_card_visa' });
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'active', source: 'subscription' });

      const later = Math.floor(Date.now() / 1000) + 60;
      await sendEvent(event('customer.subscription.updated', { ...subscription, status: 'unpaid' }, later)).expect(200);
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'revoked', source: 'subscription' });
      const invoice = localStripe.get(subscription.latest_invoice)!;
      await sendEvent(event('invoice.paid', invoice, later + 60)).expect(200);
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'active', source: 'subscription' });
    });
  });

  describe('visitors', () => {
    it('a visitor back from the hosted checkout signs up with its Checkout Session id and is enrolled at once', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 9900 });
      const email = uniqueEmail('visitor');
      const { body } = await testApp
        .http()
        .post('/api/create-public-checkout-session')
        .send({ courseId: course.id, email: `  ${email.toUpperCase()} ` })
        .expect(200);
      const location = new URL(await payOnHostedPage(body.checkoutUrl));
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/auth`);
      expect(Object.fromEntries(location.searchParams)).toEqual({
        payment: 'success',
        courseId: String(course.id),
        email,
        session_id: expect.stringMatching(/^cs_/),
      });
      const [payment] = await paymentsOf(course.id);
      expect(payment).toMatchObject({ user_id: null, email, status: 'succeeded', amount: 9900 });

      const agent = testApp.agent();
      const checkoutSessionId = location.searchParams.get('session_id');
      const registered = await agent
        .post('/api/register')
        .send({ email, password: PASSWORD, firstName: 'Vera', lastName: 'Visitor', checkoutSessionId })
        .expect(201);
      expect(registered.body.user.emailVerified).toBe(false);
      expect(await enrollmentOf(registered.body.user.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
      expect((await paymentsOf(course.id))[0].user_id).toBe(registered.body.user.id);
      const detail = await agent.get(`/api/courses/${course.id}`).expect(200);
      expect(detail.body.isEnrolled).toBe(true);
    });

    it("without the Checkout Session id a visitor's purchase waits for the address to be confirmed", async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 9900 });
      const email = uniqueEmail('visitor');
      const { body } = await testApp.http().post('/api/create-public-checkout-session').send({ courseId: course.id, email }).expect(200);
      await payOnHostedPage(body.checkoutUrl);
      const registered = await testApp
        .http()
        .post('/api/register')
        .send({ email, password: PASSWORD, firstName: 'Vera', lastName: 'Visitor' })
        .expect(201);
      expect(await enrollmentOf(registered.body.user.id, course.id)).toBeUndefined();
      expect((await paymentsOf(course.id))[0].user_id).toBeNull();
    });

    it("a visitor paying with an existing account's e-mail enrols that account at once", async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 9900 });
      const member = await createUser(testApp);
      const { body } = await testApp
        .http()
        .post('/api/create-public-checkout-session')
        .send({ courseId: course.id, email: member.email })
        .expect(200);
      await payOnHostedPage(body.checkoutUrl);
      expect(await enrollmentOf(member.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
    });
  });

  describe('webhook', () => {
    async function pendingPayment(price = 3300) {
      const { course } = await createCourse(testApp, { isPaid: true, price });
      const { agent, user } = await signedInAgent(testApp);
      await agent.post('/api/create-payment-intent').send({ courseId: course.id }).expect(200);
      const [payment] = await paymentsOf(course.id);
      const intent: Record<string, unknown> = {
        ...localStripe.get(payment.payment_intent_id!)!,
        status: 'succeeded',
        amount_received: price,
      };
      return { course, user, payment, intent };
    }

    it('a bad or missing signature is refused with 400 and changes nothing', async () => {
      const { course, user, intent } = await pendingPayment();
      const succeeded = event('payment_intent.succeeded', intent);
      const forged = await sendEvent(succeeded, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`).expect(400);
      expect(forged.body.message).toBe('Invalid Stripe signature');
      const unsigned = await testApp
        .http()
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(succeeded))
        .expect(400);
      expect(unsigned.body.message).toBe('Missing Stripe signature or body');
      // Signed, then altered: the signature covers the raw body.
      const payload = JSON.stringify(succeeded);
      const tampered = payload.replace(`"amount":3300`, `"amount":1`);
      await testApp
        .http()
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', localStripe.signature(payload))
        .send(tampered)
        .expect(400);

      expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
      expect((await paymentsOf(course.id))[0].status).toBe('pending');
      expect(await sql(`select 1 from stripe_events where id = ?`, [succeeded.id])).toHaveLength(0);
    });

    it('the same event delivered 10 times at once: one enrolment, one payment, one event row', async () => {
      const { course, user, intent } = await pendingPayment();
      const succeeded = event('payment_intent.succeeded', intent);
      const responses = await Promise.all(Array.from({ length: 10 }, () => sendEvent(succeeded)));
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
      expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(1);
      expect(await sql(`select 1 from enrollments where user_id = ? and course_id = ?`, [user.id, course.id])).toHaveLength(1);
      expect(await paymentsOf(course.id)).toHaveLength(1);
      expect(await sql(`select 1 from stripe_events where id = ?`, [succeeded.id])).toHaveLength(1);
    });

    it('events out of order: a refund delivered before the payment leaves no access; stale events change nothing', async () => {
      const { course, user, payment, intent } = await pendingPayment();
      const paidAt = Math.floor(Date.now() / 1000);
      const charge = {
        id: 'ch_out_of_order',
        object: 'charge',
        amount: 3300,
        amount_refunded: 3300,
        refunded: true,
        payment_intent: intent.id,
      };
      await sendEvent(event('charge.refunded', charge, paidAt + 30)).expect(200);
      await sendEvent(event('payment_intent.succeeded', intent, paidAt)).expect(200);
      expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
      expect((await paymentsOf(course.id))[0]).toMatchObject({ id: payment.id, status: 'refunded' });
    });

    it('a refund delivered before every other event of a hosted checkout is matched through the PaymentIntent metadata', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 5000 });
      const { agent, user } = await signedInAgent(testApp);
      const { body } = await agent.post('/api/create-checkout-session').send({ courseId: course.id }).expect(200);
      localStripe.deliverWebhooks = false;
      await payOnHostedPage(body.checkoutUrl);
      const intent = localStripe.list('payment_intent').find((candidate) => candidate.metadata.courseId === String(course.id))!;
      await stripe.refunds.create({ payment_intent: intent.id });
      // The payment row does not know its PaymentIntent yet when the refund arrives first.
      await localStripe.deliverHeld({ newestFirst: true });
      expect(localStripe.events.at(-3)!.event.type).toBe('charge.refunded');
      expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
      expect((await paymentsOf(course.id))[0].status).toBe('refunded');
    });

    it('events for payments we never started are acknowledged and ignored', async () => {
      const response = await sendEvent(
        event('payment_intent.succeeded', { id: 'pi_elsewhere', object: 'payment_intent', metadata: {} }),
      ).expect(200);
      expect(response.body).toEqual({ received: true, duplicate: false });
      await sendEvent(event('customer.created', { id: 'cus_elsewhere', object: 'customer' })).expect(200);
    });
  });

  it('without Stripe keys: 503 "Payments are not configured", and nothing recorded', async () => {
    const unconfigured = await createTestApp({ PUBLIC_URL });
    try {
      const { course } = await createCourse(unconfigured, { isPaid: true, price: 4900 });
      const { agent } = await signedInAgent(unconfigured);
      for (const path of ['/api/create-payment-intent', '/api/create-checkout-session']) {
        const response = await agent.post(path).send({ courseId: course.id }).expect(503);
        expect(response.body).toEqual({
          statusCode: 503,
          code: 'PAYMENTS_NOT_CONFIGURED',
          message: 'Payments are not configured',
          error: 'Service Unavailable',
        });
      }
      const visitor = await unconfigured
        .http()
        .post('/api/create-public-checkout-session')
        .send({ courseId: course.id, email: uniqueEmail() })
        .expect(503);
      expect(visitor.body.message).toBe('Payments are not configured');
      await unconfigured
        .http()
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', 't=1,v1=00')
        .send('{}')
        .expect(503);
      expect(await paymentsOf(course.id)).toHaveLength(0);
      const config = await unconfigured.http().get('/runtime-config.js').expect(200);
      expect(config.text).toContain('"stripePublishableKey":null');
    } finally {
      await unconfigured.close();
    }
  });
});
