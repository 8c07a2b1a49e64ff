import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import { signedInAgent } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SECRET_KEY = 'sk_test_academy_subscriptions';
const WEBHOOK_SECRET = 'whsec_academy_subscriptions';
const PUBLIC_URL = 'http://academy.test';

/** A Stripe object or event as the local server keeps it. */
type StripeJson = LocalStripe['events'][number]['event'];

describe('managing subscriptions', () => {
  let localStripe: LocalStripe;
  let testApp: TestApp;

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
  });
  afterAll(async () => {
    await testApp.close();
    await localStripe.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) => testApp.app.get(EntityManager).getConnection().execute<T[]>(query, params);
  const enrollmentOf = async (userId: number, courseId: number) =>
    (await sql<{ status: string }>(`select status from enrollments where user_id = ? and course_id = ?`, [userId, courseId]))[0]?.status;

  /** A learner subscribed to a monthly course through the hosted checkout. */
  async function subscribed(title = 'Recruiting Retainer', learner?: Awaited<ReturnType<typeof signedInAgent>>) {
    const { course } = await createCourse(testApp, { title, isPaid: true, price: 1900, paymentType: 'subscription' });
    const { agent, user } = learner ?? (await signedInAgent(testApp));
    const { body } = await agent.post('/api/create-checkout-session').send({ courseId: course.id }).expect(200);
    const paid = await fetch(`${body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const [payment] = await sql<{ id: number; subscription_id: string; customer_id: string }>(
      `select id, subscription_id, customer_id from payments where course_id = ?`,
      [course.id],
    );
    return { course, agent, user, payment, subscription: localStripe.get(payment.subscription_id)! };
  }

  /** What a button of the hosted portal does; answers the page the browser is sent back to. */
  async function portalAction(portalUrl: string, action: 'cancel' | 'resume' | 'card', subscriptionId: string) {
    const response = await fetch(`${portalUrl}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subscription: subscriptionId }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
  }

  const periodEndOf = (subscription: StripeJson) => new Date(subscription.items.data[0].current_period_end * 1000).toISOString();

  it('lists the subscription with its next payment date, from the subscription events', async () => {
    const { agent, course, payment, subscription } = await subscribed('Sourcing Club');
    const { body } = await agent.get('/api/subscriptions').expect(200);
    expect(body).toEqual([
      {
        id: payment.id,
        courseId: course.id,
        courseTitle: 'Sourcing Club',
        path: null,
        status: 'active',
        currentPeriodEnd: periodEndOf(subscription),
        cancelAtPeriodEnd: false,
        teamSeats: null,
      },
    ]);
    expect(new Date(body[0].currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    const other = await signedInAgent(testApp);
    expect((await other.agent.get('/api/subscriptions').expect(200)).body).toEqual([]);
    await testApp.http().get('/api/subscriptions').expect(401);
  });

  it("creates a customer portal session for the owner's customer, back to /account; 404 for anyone else's or no subscription; 401 for a visitor", async () => {
    const { agent, payment } = await subscribed();
    const { body } = await agent.post(`/api/subscriptions/${payment.id}/portal-session`).expect(200);
    const sessions = localStripe.list('billing_portal.session').length;
    const session = localStripe.get(new URL(body.url).pathname.split('/').pop()!)!;
    expect(session).toMatchObject({ object: 'billing_portal.session', customer: payment.customer_id, return_url: `${PUBLIC_URL}/account` });
    const page = await fetch(body.url);
    expect(await page.text()).toContain('Renews on');

    const stranger = await signedInAgent(testApp);
    const refused = await stranger.agent.post(`/api/subscriptions/${payment.id}/portal-session`).expect(404);
    expect(refused.body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND', message: 'Subscription not found' });
    await stranger.agent.post('/api/subscriptions/99999999/portal-session').expect(404);
    await stranger.agent.post('/api/subscriptions/0/portal-session').expect(404);
    await stranger.agent.post('/api/subscriptions/abc/portal-session').expect(404);
    await testApp.http().post(`/api/subscriptions/${payment.id}/portal-session`).expect(401);
    expect(localStripe.list('billing_portal.session')).toHaveLength(sessions);
  });

  it('cancelled at period end keeps access until the period ends, resuming keeps it, then the deleted subscription ends it', async () => {
    const { agent, user, course, payment, subscription } = await subscribed();
    const { body } = await agent.post(`/api/subscriptions/${payment.id}/portal-session`).expect(200);

    await portalAction(body.url, 'cancel', subscription.id);
    expect((await agent.get('/api/subscriptions').expect(200)).body[0]).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEndOf(subscription),
    });
    expect(await enrollmentOf(user.id, course.id)).toBe('active');

    await portalAction(body.url, 'resume', subscription.id);
    expect((await agent.get('/api/subscriptions').expect(200)).body[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await portalAction(body.url, 'card', subscription.id);
    expect(await enrollmentOf(user.id, course.id)).toBe('active');

    await portalAction(body.url, 'cancel', subscription.id);
    await localStripe.endPeriod(subscription.id);
    expect(localStripe.events.at(-1)!).toMatchObject({ status: 200, event: { type: 'customer.subscription.deleted' } });
    expect(await enrollmentOf(user.id, course.id)).toBe('revoked');
    expect((await agent.get('/api/subscriptions').expect(200)).body[0]).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect((await sql<{ status: string }>(`select status from payments where id = ?`, [payment.id]))[0].status).toBe('canceled');
  });

  it('a period that ends without cancellation renews: the next payment date moves a month on, access stays', async () => {
    const { agent, user, course, subscription } = await subscribed();
    const firstEnd = periodEndOf(subscription);
    await localStripe.endPeriod(subscription.id);
    const [listed] = (await agent.get('/api/subscriptions').expect(200)).body;
    expect(listed.currentPeriodEnd).toBe(periodEndOf(localStripe.get(subscription.id)!));
    expect(new Date(listed.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(firstEnd).getTime());
    expect(await enrollmentOf(user.id, course.id)).toBe('active');
  });

  it('replayed and late subscription events change nothing', async () => {
    const { agent, user, course, payment, subscription } = await subscribed();
    const { body } = await agent.post(`/api/subscriptions/${payment.id}/portal-session`).expect(200);
    await portalAction(body.url, 'cancel', subscription.id);
    const cancelled = localStripe.events.at(-1)!.event;
    expect(cancelled).toMatchObject({ type: 'customer.subscription.updated', data: { object: { cancel_at_period_end: true } } });

    const replay = (event: StripeJson) => {
      const payload = JSON.stringify(event);
      return testApp
        .http()
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', localStripe.signature(payload))
        .send(payload);
    };
    // The same event again: recognised by its id.
    expect((await replay(cancelled).expect(200)).body).toEqual({ received: true, duplicate: true });
    // An older state of the subscription, delivered late under a new id: older than what was applied.
    const stale = {
      ...cancelled,
      id: `${cancelled.id}_late`,
      created: cancelled.created - 60,
      data: { object: { ...cancelled.data.object, cancel_at_period_end: false } },
    };
    expect((await replay(stale).expect(200)).body).toEqual({ received: true, duplicate: false });
    expect((await agent.get('/api/subscriptions').expect(200)).body[0]).toMatchObject({ cancelAtPeriodEnd: true });

    await localStripe.endPeriod(subscription.id);
    const deleted = localStripe.events.at(-1)!.event;
    expect((await replay(deleted).expect(200)).body).toEqual({ received: true, duplicate: true });
    // Once ended, even a newer "active" update brings nothing back.
    const revived = {
      ...cancelled,
      id: `${cancelled.id}_revived`,
      created: deleted.created + 60,
      data: { object: { ...cancelled.data.object, cancel_at_period_end: false } },
    };
    await replay(revived).expect(200);
    expect(await enrollmentOf(user.id, course.id)).toBe('revoked');
    expect((await agent.get('/api/subscriptions').expect(200)).body[0]).toMatchObject({ status: 'canceled' });
  });

  it('the list takes as many statements for three subscriptions as for one', async () => {
    const learner = await signedInAgent(testApp);
    await subscribed('First', learner);
    const one = await testApp.countQueries(() => learner.agent.get('/api/subscriptions').expect(200));
    await subscribed('Second', learner);
    await subscribed('Third', learner);
    const three = await testApp.countQueries(async () =>
      expect((await learner.agent.get('/api/subscriptions').expect(200)).body).toHaveLength(3),
    );
    expect(three.count).toBe(one.count);
  });
});
