import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type TestAgent from 'supertest/lib/agent.js';
import { createUser, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SECRET_KEY = 'sk_test_team_purchase';
const WEBHOOK_SECRET = 'whsec_team_purchase';
const PUBLIC_URL = 'http://academy.test';
const SEATS_MESSAGE = 'Choose between 1 and 500 seats';

interface TeamRow {
  id: number;
  name: string;
  seats: number;
  purchaser_id: number | null;
  manager_id: number | null;
  ended_at: Date | null;
}

describe('buying team seats', () => {
  let localStripe: LocalStripe;
  let testApp: TestApp;
  /** The real SDK against the local server, standing in for Stripe's dashboard (refunds, cancellations). */
  let stripe: Stripe;
  let admin: TestAgent;

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
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(async () => {
    await testApp.close();
    await localStripe.stop();
  });
  afterEach(() => {
    localStripe.deliverWebhooks = true;
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const teamsOf = (courseId: number) => sql<TeamRow>(`select * from teams where course_id = ? order by id`, [courseId]);
  const teamById = async (teamId: number) => (await sql<TeamRow>(`select * from teams where id = ?`, [teamId]))[0];
  const enrollmentOf = async (userId: number, courseId: number) =>
    (
      await sql<{ status: string; source: string }>(`select status, source from enrollments where user_id = ? and course_id = ?`, [
        userId,
        courseId,
      ])
    )[0];
  const seatStatuses = async (teamId: number) =>
    Object.fromEntries(
      (await sql<{ email: string; status: string }>(`select email, status from team_seats where team_id = ? order by id`, [teamId])).map(
        (row) => [row.email, row.status],
      ),
    );
  const emailsTo = (recipient: string) =>
    sql<{ template: string }>(`select template from outgoing_emails where recipient = ? order by id`, [recipient]);

  /** What the hosted checkout page's Pay button does. */
  async function pay(checkoutUrl: string): Promise<void> {
    const response = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
  }

  const sessionOf = (checkoutUrl: string) => localStripe.get(new URL(checkoutUrl).pathname.split('/').pop()!)!;

  /** A signed-in buyer pays for `seats` seats of the course through the hosted checkout. */
  async function buySeats(agent: TestAgent, courseId: number, seats: number, teamName = 'Northwind sourcing') {
    const { body } = await agent.post('/api/teams/checkout-session').send({ courseId, seats, teamName }).expect(200);
    await pay(body.checkoutUrl);
    return sessionOf(body.checkoutUrl);
  }

  function sendEvent(event: object) {
    const payload = JSON.stringify(event);
    return testApp
      .http()
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', localStripe.signature(payload))
      .send(payload);
  }

  async function assign(manager: TestAgent, teamId: number, emails: string[]) {
    return (await manager.post(`/api/teams/${teamId}/seats`).send({ emails }).expect(200)).body;
  }

  describe('volume tiers and quotes', () => {
    it('admins set the tiers; the quote takes the largest tier reached, rounded per seat, for anyone who may see the course', async () => {
      const { course } = await createCourse(testApp, { title: 'Structured Interviews', isPaid: true, price: 4900 });
      const saved = await admin
        .put(`/api/courses/${course.id}/seat-tiers`)
        .send({
          tiers: [
            { minSeats: 20, discountPercent: 20 },
            { minSeats: 5, discountPercent: 10 },
          ],
        })
        .expect(200);
      expect(saved.body).toEqual([
        { minSeats: 5, discountPercent: 10 },
        { minSeats: 20, discountPercent: 20 },
      ]);
      expect((await admin.get(`/api/courses/${course.id}/seat-tiers`).expect(200)).body).toEqual(saved.body);

      const quote = (seats: number | string) => testApp.http().get(`/api/courses/${course.id}/seat-quote?seats=${seats}`);
      expect((await quote(1).expect(200)).body).toEqual({
        courseId: course.id,
        seats: 1,
        unitAmount: 4900,
        discountPercent: 0,
        totalAmount: 4900,
        currency: 'usd',
        paymentType: 'one_time',
        tiers: saved.body,
      });
      expect((await quote(5).expect(200)).body).toMatchObject({ unitAmount: 4410, discountPercent: 10, totalAmount: 22_050 });
      expect((await quote(19).expect(200)).body).toMatchObject({ unitAmount: 4410, discountPercent: 10, totalAmount: 83_790 });
      expect((await quote(20).expect(200)).body).toMatchObject({ unitAmount: 3920, discountPercent: 20, totalAmount: 78_400 });
      expect((await quote(500).expect(200)).body).toMatchObject({ totalAmount: 1_960_000 });

      for (const seats of ['0', '501', '2.5', 'abc', '-1', '']) {
        expect((await quote(seats).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', message: [SEATS_MESSAGE] });
      }
      await testApp.http().get(`/api/courses/${course.id}/seat-quote`).expect(400);

      // Rounded to the cent per seat, so that the total is what Stripe charges for the quantity.
      const { course: odd } = await createCourse(testApp, { isPaid: true, price: 1999, paymentType: 'subscription' });
      await admin
        .put(`/api/courses/${odd.id}/seat-tiers`)
        .send({ tiers: [{ minSeats: 3, discountPercent: 15 }] })
        .expect(200);
      expect((await testApp.http().get(`/api/courses/${odd.id}/seat-quote?seats=3`).expect(200)).body).toMatchObject({
        unitAmount: 1699,
        totalAmount: 5097,
        paymentType: 'subscription',
      });
    });

    it('refuses free, unknown and hidden courses, and tiers that do not grow with the seats', async () => {
      const { course: free } = await createCourse(testApp);
      const refused = await testApp.http().get(`/api/courses/${free.id}/seat-quote?seats=3`).expect(400);
      expect(refused.body).toMatchObject({ code: 'COURSE_IS_FREE', message: 'Team seats are sold only for paid courses' });
      await testApp.http().get('/api/courses/99999999/seat-quote?seats=3').expect(404);
      const { course: recruiters } = await createCourse(testApp, { isPaid: true, accessLevel: 'recruitpro' });
      await testApp.http().get(`/api/courses/${recruiters.id}/seat-quote?seats=3`).expect(404);
      const { agent: recruiter } = await signedInAgent(testApp, 'recruitpro');
      await recruiter.get(`/api/courses/${recruiters.id}/seat-quote?seats=3`).expect(200);

      const { course } = await createCourse(testApp, { isPaid: true });
      const put = (tiers: unknown) => admin.put(`/api/courses/${course.id}/seat-tiers`).send({ tiers });
      expect(
        (
          await put([
            { minSeats: 5, discountPercent: 10 },
            { minSeats: 5, discountPercent: 15 },
          ]).expect(400)
        ).body,
      ).toMatchObject({
        code: 'SEAT_TIERS_INVALID',
        message: 'Two discounts start at 5 seats: give each number of seats one discount',
      });
      expect(
        (
          await put([
            { minSeats: 5, discountPercent: 20 },
            { minSeats: 10, discountPercent: 20 },
          ]).expect(400)
        ).body,
      ).toMatchObject({
        code: 'SEAT_TIERS_INVALID',
        message: 'Discounts must grow with the number of seats: 10+ seats must get more than the 20% of 5+ seats',
      });
      expect((await put([{ minSeats: 1, discountPercent: 10 }]).expect(400)).body.message).toEqual(['A discount starts at 2 to 500 seats']);
      expect((await put([{ minSeats: 5, discountPercent: 91 }]).expect(400)).body.message).toEqual([
        'A discount is a whole percentage from 1 to 90',
      ]);
      const eleven = Array.from({ length: 11 }, (_, index) => ({ minSeats: index + 2, discountPercent: index + 1 }));
      expect((await put(eleven).expect(400)).body.message).toEqual(['A course can have at most 10 discounts']);
      await put('5+').expect(400);
      expect((await admin.get(`/api/courses/${course.id}/seat-tiers`).expect(200)).body).toEqual([]);

      await put([{ minSeats: 5, discountPercent: 10 }]).expect(200);
      await put([]).expect(200);
      expect((await admin.get(`/api/courses/${course.id}/seat-tiers`).expect(200)).body).toEqual([]);
      await admin.get('/api/courses/99999999/seat-tiers').expect(404);
      await admin.put('/api/courses/99999999/seat-tiers').send({ tiers: [] }).expect(404);

      const { agent: learner } = await signedInAgent(testApp);
      await learner.get(`/api/courses/${course.id}/seat-tiers`).expect(403);
      await learner.put(`/api/courses/${course.id}/seat-tiers`).send({ tiers: [] }).expect(403);
      await testApp.http().get(`/api/courses/${course.id}/seat-tiers`).expect(401);
    });
  });

  describe('one-time seats', () => {
    it('one Checkout Session of the seats at the discounted price; paid, the buyer manages a new team and is not enrolled', async () => {
      const { course } = await createCourse(testApp, { title: 'Sourcing Masterclass', isPaid: true, price: 4900 });
      await admin
        .put(`/api/courses/${course.id}/seat-tiers`)
        .send({ tiers: [{ minSeats: 5, discountPercent: 10 }] })
        .expect(200);
      const { agent, user } = await signedInAgent(testApp);

      const { body } = await agent
        .post('/api/teams/checkout-session')
        .send({ courseId: course.id, seats: 5, teamName: '  Northwind sourcing  ' })
        .expect(200);
      const session = sessionOf(body.checkoutUrl);
      const [payment] = await sql<{
        id: number;
        purpose: string;
        quantity: number;
        amount: number;
        kind: string;
        status: string;
        user_id: number;
      }>(`select * from payments where course_id = ?`, [course.id]);
      expect(payment).toMatchObject({
        purpose: 'team',
        quantity: 5,
        amount: 22_050,
        kind: 'one_time',
        status: 'pending',
        user_id: user.id,
      });
      expect(session).toMatchObject({
        mode: 'payment',
        amount_total: 22_050,
        _unitAmount: 4410,
        _quantity: 5,
        _productName: 'Sourcing Masterclass — team seat',
        success_url: `${PUBLIC_URL}/teams?purchase=success`,
        cancel_url: `${PUBLIC_URL}/courses/${course.id}`,
        metadata: {
          paymentId: String(payment.id),
          courseId: String(course.id),
          userId: String(user.id),
          email: user.email,
          purpose: 'team',
          seats: '5',
        },
      });
      const [order] = await sql<{
        team_name: string;
        seats: number;
        unit_amount: number;
        team_id: number | null;
        fulfilled_at: Date | null;
      }>(`select * from team_orders where payment_id = ?`, [payment.id]);
      expect(order).toMatchObject({ team_name: 'Northwind sourcing', seats: 5, unit_amount: 4410, team_id: null, fulfilled_at: null });
      expect(await (await fetch(body.checkoutUrl)).text()).toContain('5 × $44.10 = $220.50');

      await pay(body.checkoutUrl);
      const [team] = await teamsOf(course.id);
      expect(team).toMatchObject({ name: 'Northwind sourcing', seats: 5, purchaser_id: user.id, manager_id: user.id, ended_at: null });
      expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
      expect((await sql<{ status: string }>(`select status from payments where id = ?`, [payment.id]))[0].status).toBe('succeeded');
      const listed = await agent.get('/api/teams').expect(200);
      expect(listed.body).toEqual([
        expect.objectContaining({ id: team.id, name: 'Northwind sourcing', seats: 5, seatsUsed: 0, unassigned: 5 }),
      ]);
      // The buyer's own course checkout is not confused with the team's payment.
      expect((await agent.post('/api/payments/confirm').send({ courseId: course.id }).expect(404)).body.code).toBe('PAYMENT_NOT_FOUND');
    });

    it('the paid webhook delivered ten times at once (and every other event after) makes one team with the seats bought', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4900 });
      const { agent } = await signedInAgent(testApp);
      localStripe.deliverWebhooks = false;
      const session = await buySeats(agent, course.id, 4);
      const completed = await stripe.checkout.sessions.retrieve(session.id);
      const created = Math.floor(Date.now() / 1000);
      const event = (id: string) => ({
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created,
        livemode: false,
        pending_webhooks: 1,
        type: 'checkout.session.completed',
        data: { object: completed },
      });
      // Five redeliveries of one event and five copies under ids of their own, all at once.
      const events = [
        ...Array.from({ length: 5 }, () => event(`evt_paid_${session.id}`)),
        ...Array.from({ length: 5 }, (_, index) => event(`evt_paid_${session.id}_${index}`)),
      ];
      const answers = await Promise.all(events.map((paid) => sendEvent(paid)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      await localStripe.deliverHeld({ newestFirst: true });

      const teams = await teamsOf(course.id);
      expect(teams).toHaveLength(1);
      expect(teams[0].seats).toBe(4);
      expect(await sql(`select id from team_orders where team_id = ? and fulfilled_at is not null`, [teams[0].id])).toHaveLength(1);
    });

    it('a later purchase adds its seats to the same team (keeping its name); each purchase reaches tiers on its own', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 10_000 });
      await admin
        .put(`/api/courses/${course.id}/seat-tiers`)
        .send({ tiers: [{ minSeats: 3, discountPercent: 25 }] })
        .expect(200);
      const { agent } = await signedInAgent(testApp);
      await buySeats(agent, course.id, 3, 'First name');
      const second = await buySeats(agent, course.id, 2, 'Another name');
      expect(second.amount_total).toBe(20_000);
      const teams = await teamsOf(course.id);
      expect(teams).toHaveLength(1);
      expect(teams[0]).toMatchObject({ name: 'First name', seats: 5 });

      await admin.patch(`/api/admin/teams/${teams[0].id}`).send({ seats: 9999 }).expect(200);
      expect(
        (await agent.post('/api/teams/checkout-session').send({ courseId: course.id, seats: 2, teamName: 'x' }).expect(400)).body,
      ).toMatchObject({
        code: 'TEAM_SEATS_LIMIT',
        message: 'A team can have at most 10000 seats: First name can take 1 more.',
      });

      // Another buyer has a team of their own.
      const other = await signedInAgent(testApp);
      await buySeats(other.agent, course.id, 1, 'Other team');
      expect((await teamsOf(course.id)).map((team) => team.seats)).toEqual([9999, 1]);
    });

    it('a refund takes the seats back: unassigned ones first, then the latest assignments, with e-mails', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4900 });
      const { agent, user } = await signedInAgent(testApp);
      await buySeats(agent, course.id, 3);
      const [team] = await teamsOf(course.id);
      const [ada, grace, linus, ken] = ['ada', 'grace', 'linus', 'ken'].map((name) => uniqueEmail(name));
      await assign(agent, team.id, [ada, grace]);
      const second = await buySeats(agent, course.id, 2);
      await assign(agent, team.id, [linus]);
      await assign(agent, team.id, [ken]);
      expect((await teamById(team.id)).seats).toBe(5);

      // The second purchase (2 seats) is refunded: 5 − 2 = 3 seats for 4 assignments, so the latest one goes.
      const intent = localStripe.get(second.payment_intent as string)!;
      await stripe.refunds.create({ payment_intent: intent.id });
      expect((await teamById(team.id)).seats).toBe(3);
      expect(await seatStatuses(team.id)).toEqual({ [ada]: 'invited', [grace]: 'invited', [linus]: 'invited', [ken]: 'revoked' });
      expect((await emailsTo(user.email)).map((email) => email.template)).toContain('teamSeatsReduced');
      const [order] = await sql<{ refunded_at: Date | null }>(
        `select o.refunded_at from team_orders o join payments p on p.id = o.payment_id where p.payment_intent_id = ?`,
        [intent.id],
      );
      expect(order.refunded_at).not.toBeNull();

      // Stripe's repeated refund event changes nothing more.
      const refunded = localStripe.events.filter((delivered) => delivered.event.type === 'charge.refunded').at(-1)!.event;
      await sendEvent({ ...refunded, id: `${refunded.id}_again` }).expect(200);
      expect((await teamById(team.id)).seats).toBe(3);

      // The first purchase too: no seats left, every assignment ends.
      const [first] = await sql<{ payment_intent_id: string }>(
        `select payment_intent_id from payments where course_id = ? order by id limit 1`,
        [course.id],
      );
      await stripe.refunds.create({ payment_intent: first.payment_intent_id });
      expect((await teamById(team.id)).seats).toBe(0);
      expect(Object.values(await seatStatuses(team.id))).toEqual(['revoked', 'revoked', 'revoked', 'revoked']);
    });
  });

  describe('monthly seats', () => {
    async function subscribedTeam(seats = 3) {
      const { course } = await createCourse(testApp, {
        title: 'Recruiting Retainer',
        isPaid: true,
        price: 1900,
        paymentType: 'subscription',
      });
      const buyer = await signedInAgent(testApp);
      const session = await buySeats(buyer.agent, course.id, seats, 'Retainer team');
      const [team] = await teamsOf(course.id);
      return { course, buyer, session, team, subscription: localStripe.get(session.subscription as string)! };
    }

    it('a subscription whose quantity is the seats; a second checkout is refused with the team to add seats to', async () => {
      const { course, buyer, session, team, subscription } = await subscribedTeam(3);
      expect(session).toMatchObject({
        mode: 'subscription',
        amount_total: 5700,
        _unitAmount: 1900,
        _quantity: 3,
        _productName: 'Recruiting Retainer — team seat',
      });
      expect(subscription.items.data[0]).toMatchObject({ quantity: 3, price: { unit_amount: 1900 } });
      expect(subscription.metadata).toMatchObject({ purpose: 'team', seats: '3' });
      expect(team).toMatchObject({ name: 'Retainer team', seats: 3, manager_id: buyer.user.id });
      expect(await enrollmentOf(buyer.user.id, course.id)).toBeUndefined();
      const [payment] = await sql<{ subscription_id: string; quantity: number }>(
        `select subscription_id, quantity from payments where course_id = ?`,
        [course.id],
      );
      expect(payment).toEqual({ subscription_id: subscription.id, quantity: 3 });
      const listed = (await buyer.agent.get('/api/subscriptions').expect(200)).body;
      expect(listed).toEqual([expect.objectContaining({ courseId: course.id, status: 'active', teamSeats: 3 })]);

      const refused = await buyer.agent
        .post('/api/teams/checkout-session')
        .send({ courseId: course.id, seats: 2, teamName: 'Again' })
        .expect(409);
      expect(refused.body).toMatchObject({ code: 'TEAM_HAS_SUBSCRIPTION', teamId: team.id });
      expect(refused.body.message).toMatch(/^Add seats to your team's subscription instead/);
    });

    it("the manager adds seats to the subscription (prorated); the team grows when Stripe's update arrives, and follows later quantity changes", async () => {
      const { course, buyer, team, subscription } = await subscribedTeam(3);
      const { body } = await buyer.agent.post(`/api/teams/${team.id}/subscription-seats`).send({ seats: 2 }).expect(200);
      // The local server delivers the update before it answers, so the team already has them.
      expect(body).toMatchObject({ id: team.id, seats: 5, seatsUsed: 0, unassigned: 5 });
      const item = localStripe.get(subscription.id)!.items.data[0];
      expect(item.quantity).toBe(5);
      const [proration] = localStripe.list('invoiceitem').filter((line) => line.subscription === subscription.id);
      expect(proration).toMatchObject({ proration: true, quantity: 2, invoice: null });
      expect(proration.amount).toBeGreaterThan(3700);
      expect(proration.amount).toBeLessThanOrEqual(3800);
      expect((await sql(`select quantity, amount from payments where course_id = ?`, [course.id]))[0]).toEqual({
        quantity: 5,
        amount: 9500,
      });

      // The next invoice bills five seats and the proration.
      await localStripe.endPeriod(subscription.id);
      const renewal = localStripe.get(localStripe.get(subscription.id)!.latest_invoice)!;
      expect(renewal.amount_paid).toBe(9500 + proration.amount);
      expect((await teamById(team.id)).seats).toBe(5);

      // Fewer seats from Stripe's side (the customer's request to support): the latest assignments go.
      const [a, b, c] = ['a', 'b', 'c'].map((name) => uniqueEmail(name));
      await assign(buyer.agent, team.id, [a, b, c]);
      await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 2 }], proration_behavior: 'none' });
      expect((await teamById(team.id)).seats).toBe(2);
      expect(await seatStatuses(team.id)).toEqual({ [a]: 'invited', [b]: 'invited', [c]: 'revoked' });
    });

    it('only the manager of a running subscription adds seats; others get 404, one-time teams 409, bad input 400', async () => {
      const { buyer, team } = await subscribedTeam(2);
      const stranger = await signedInAgent(testApp);
      expect((await stranger.agent.post(`/api/teams/${team.id}/subscription-seats`).send({ seats: 1 }).expect(404)).body.code).toBe(
        'TEAM_NOT_FOUND',
      );
      await testApp.http().post(`/api/teams/${team.id}/subscription-seats`).send({ seats: 1 }).expect(401);
      await admin.post(`/api/teams/${team.id}/subscription-seats`).send({ seats: 1 }).expect(404);
      await buyer.agent.post('/api/teams/99999999/subscription-seats').send({ seats: 1 }).expect(404);
      await buyer.agent.post('/api/teams/abc/subscription-seats').send({ seats: 1 }).expect(404);
      for (const seats of [0, 501, 1.5, '2', null]) {
        expect((await buyer.agent.post(`/api/teams/${team.id}/subscription-seats`).send({ seats }).expect(400)).body.message).toEqual([
          SEATS_MESSAGE,
        ]);
      }
      await admin.patch(`/api/admin/teams/${team.id}`).send({ seats: 9900 }).expect(200);
      expect((await buyer.agent.post(`/api/teams/${team.id}/subscription-seats`).send({ seats: 500 }).expect(400)).body).toMatchObject({
        code: 'TEAM_SEATS_LIMIT',
        message: 'A team can have at most 10000 seats: this one can take 100 more.',
      });

      // The monthly charge has Stripe's maximum too.
      const { course: dear } = await createCourse(testApp, { isPaid: true, price: 9_000_000, paymentType: 'subscription' });
      await buySeats(buyer.agent, dear.id, 10);
      const [dearTeam] = await teamsOf(dear.id);
      expect((await buyer.agent.post(`/api/teams/${dearTeam.id}/subscription-seats`).send({ seats: 2 }).expect(400)).body).toMatchObject({
        code: 'TEAM_SEATS_LIMIT',
        message: 'A monthly charge can be at most $999,999.99: this subscription can take 1 more seat.',
      });

      const { course: oneTime } = await createCourse(testApp, { isPaid: true });
      await buySeats(buyer.agent, oneTime.id, 2);
      const [oneTimeTeam] = await teamsOf(oneTime.id);
      expect((await buyer.agent.post(`/api/teams/${oneTimeTeam.id}/subscription-seats`).send({ seats: 1 }).expect(409)).body.code).toBe(
        'TEAM_NO_SUBSCRIPTION',
      );
    });

    it("a subscription that ends ends the team's access; subscribing again brings the team back with its seated members", async () => {
      const { course, buyer, team, subscription } = await subscribedTeam(2);
      await buyer.agent.post(`/api/teams/${team.id}/seats/take`).expect(200);
      const invited = uniqueEmail('invited');
      await assign(buyer.agent, team.id, [invited]);
      expect(await enrollmentOf(buyer.user.id, course.id)).toEqual({ status: 'active', source: 'team' });

      await stripe.subscriptions.cancel(subscription.id);
      const ended = await teamById(team.id);
      expect(ended.ended_at).not.toBeNull();
      expect(await enrollmentOf(buyer.user.id, course.id)).toEqual({ status: 'revoked', source: 'team' });
      expect((await emailsTo(buyer.user.email)).map((email) => email.template)).toContain('teamEnded');

      // No running subscription any more: a new checkout is allowed, and its payment reopens the same team.
      await buySeats(buyer.agent, course.id, 3, 'Ignored name');
      const reopened = await teamById(team.id);
      expect(reopened).toMatchObject({ ended_at: null, seats: 3, name: 'Retainer team' });
      expect(await teamsOf(course.id)).toHaveLength(1);
      expect(await enrollmentOf(buyer.user.id, course.id)).toEqual({ status: 'active', source: 'team' });
      expect(await seatStatuses(team.id)).toEqual({ [buyer.user.email]: 'active', [invited]: 'invited' });
    });
  });

  describe('checkout input', () => {
    it('validates seats and the team name, and refuses free and unknown courses; visitors must sign in', async () => {
      const { course } = await createCourse(testApp, { isPaid: true });
      const { agent } = await signedInAgent(testApp);
      const checkout = (body: object) =>
        agent.post('/api/teams/checkout-session').send({ courseId: course.id, seats: 3, teamName: 'Team', ...body });
      for (const seats of [0, 501, 2.5, '3', null]) expect((await checkout({ seats }).expect(400)).body.message).toEqual([SEATS_MESSAGE]);
      for (const teamName of ['   ', '', 'x'.repeat(101), 7]) {
        expect((await checkout({ teamName }).expect(400)).body.message).toEqual(['Give the team a name of 1 to 100 characters']);
      }
      await checkout({ amount: 1 }).expect(400);
      const { course: free } = await createCourse(testApp);
      expect((await checkout({ courseId: free.id }).expect(400)).body.message).toBe('Team seats are sold only for paid courses');
      await checkout({ courseId: 99_999_999 }).expect(404);
      const { course: cheap } = await createCourse(testApp, { isPaid: true, price: 10 });
      expect((await checkout({ courseId: cheap.id, seats: 2 }).expect(400)).body.code).toBe('PRICE_BELOW_MINIMUM');
      const { course: dear } = await createCourse(testApp, { isPaid: true, price: 10_000_000 });
      expect((await checkout({ courseId: dear.id, seats: 10 }).expect(400)).body).toMatchObject({
        code: 'TEAM_SEATS_LIMIT',
        message: 'One card payment can be at most $999,999.99: buy fewer seats at once.',
      });
      expect(await sql(`select id from payments where course_id in (?, ?, ?)`, [free.id, cheap.id, dear.id])).toHaveLength(0);
      await testApp.http().post('/api/teams/checkout-session').send({ courseId: course.id, seats: 3, teamName: 'Team' }).expect(401);
    });
  });

  describe("the admin's Teams view", () => {
    it('lists every team with its course, manager, seats used and payments, in one statement whatever their number', async () => {
      const { course } = await createCourse(testApp, { title: 'Admin view course', isPaid: true, price: 5000 });
      const { agent, user } = await signedInAgent(testApp);
      await buySeats(agent, course.id, 2, 'Admin view team');
      await buySeats(agent, course.id, 1);
      const [team] = await teamsOf(course.id);
      await assign(agent, team.id, [uniqueEmail('member')]);

      const { body } = await admin.get('/api/admin/teams').expect(200);
      expect(body.find((listed: { id: number }) => listed.id === team.id)).toEqual({
        id: team.id,
        name: 'Admin view team',
        course: { id: course.id, title: 'Admin view course' },
        path: null,
        manager: { id: user.id, name: user.displayName, email: user.email },
        seats: 3,
        seatsUsed: 1,
        paidAmount: 15_000,
        currency: 'usd',
        paymentType: 'one_time',
        endedAt: null,
        createdAt: expect.any(String),
      });
      const before = await testApp.countQueries(() => admin.get('/api/admin/teams').expect(200));
      for (let index = 0; index < 3; index++) await buySeats((await signedInAgent(testApp)).agent, course.id, 1);
      const after = await testApp.countQueries(() => admin.get('/api/admin/teams').expect(200));
      expect(after.count).toBe(before.count);
    });

    it('adjusts the seats (taking back the latest assignments) and moves the manager to a confirmed account', async () => {
      const { course } = await createCourse(testApp, { isPaid: true });
      const { agent, user } = await signedInAgent(testApp);
      await buySeats(agent, course.id, 3);
      const [team] = await teamsOf(course.id);
      const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
      await assign(agent, team.id, [first, second]);

      const grown = await admin.patch(`/api/admin/teams/${team.id}`).send({ seats: 10 }).expect(200);
      expect(grown.body).toMatchObject({ id: team.id, seats: 10, seatsUsed: 2 });
      const shrunk = await admin.patch(`/api/admin/teams/${team.id}`).send({ seats: 1 }).expect(200);
      expect(shrunk.body).toMatchObject({ seats: 1, seatsUsed: 1 });
      expect(await seatStatuses(team.id)).toEqual({ [first]: 'invited', [second]: 'revoked' });

      const newManager = await createUser(testApp);
      const moved = await admin
        .patch(`/api/admin/teams/${team.id}`)
        .send({ managerEmail: `  ${newManager.email.toUpperCase()} ` })
        .expect(200);
      expect(moved.body.manager).toEqual({ id: newManager.id, name: newManager.displayName, email: newManager.email });
      await agent.get(`/api/teams/${team.id}`).expect(404);
      expect((await teamById(team.id)).purchaser_id).toBe(user.id);

      const unverified = await createUser(testApp, 'jobseeker', { emailVerified: false });
      expect((await admin.patch(`/api/admin/teams/${team.id}`).send({ managerEmail: unverified.email }).expect(400)).body.code).toBe(
        'TEAM_MANAGER_NOT_VERIFIED',
      );
      expect(
        (
          await admin
            .patch(`/api/admin/teams/${team.id}`)
            .send({ managerEmail: uniqueEmail('nobody') })
            .expect(404)
        ).body.code,
      ).toBe('USER_NOT_FOUND');
      expect((await admin.patch(`/api/admin/teams/${team.id}`).send({}).expect(400)).body.code).toBe('TEAM_NOTHING_TO_CHANGE');
      for (const change of [
        { seats: -1 },
        { seats: 10_001 },
        { seats: null },
        { managerEmail: 'not an address' },
        { managerEmail: null },
      ]) {
        await admin.patch(`/api/admin/teams/${team.id}`).send(change).expect(400);
      }
      await admin.patch('/api/admin/teams/99999999').send({ seats: 1 }).expect(404);
      expect((await teamById(team.id)).manager_id).toBe(newManager.id);
    });

    it('is for admins only', async () => {
      const { agent } = await signedInAgent(testApp);
      await agent.get('/api/admin/teams').expect(403);
      await agent.patch('/api/admin/teams/1').send({ seats: 1 }).expect(403);
      await testApp.http().get('/api/admin/teams').expect(401);
      await testApp.http().patch('/api/admin/teams/1').send({ seats: 1 }).expect(401);
    });
  });
});
