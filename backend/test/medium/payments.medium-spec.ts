import { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import { StripeEvent } from '../../src/modules/payments/entities/stripe-event.entity.js';
import { PaymentLedgerService } from '../../src/modules/payments/payment-ledger.service.js';
import { PaymentsModule } from '../../src/modules/payments/payments.module.js';
import { PaymentsService } from '../../src/modules/payments/payments.service.js';
import { StripeWebhookService } from '../../src/modules/payments/stripe-webhook.service.js';
import { QuizAttempt } from '../../src/modules/quizzes/entities/quiz-attempt.entity.js';
import { QuizzesModule } from '../../src/modules/quizzes/quizzes.module.js';
import { QuizzesService } from '../../src/modules/quizzes/quizzes.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, type MediumApp } from './medium-app.js';

const SECRET_KEY = 'sk_test_medium_payments';
const WEBHOOK_SECRET = 'whsec_medium_payments';
/** Stripe event times (seconds); later events have larger ones. */
const T1 = 1_800_000_000;
const T2 = T1 + 60;
const T3 = T1 + 120;

describe('the payment ledger, at the service level', () => {
  let localStripe: LocalStripe;
  let app: MediumApp;
  let make: Factories;
  let ledger: PaymentLedgerService;
  let webhooks: StripeWebhookService;

  beforeAll(async () => {
    localStripe = new LocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const apiBase = await localStripe.start();
    app = await createMediumApp([PaymentsModule, QuizzesModule], {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
    });
    make = factories(app.em);
    ledger = app.get(PaymentLedgerService);
    webhooks = app.get(StripeWebhookService);
  });
  afterAll(async () => {
    await app.close();
    await localStripe.stop();
  });

  /** The ledger runs in its caller's transaction, as the webhook and confirm paths call it. */
  const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => app.em.transactional(work);
  const succeeded = (paymentId: number, eventTime: number, ids = {}) =>
    inTransaction((em) => ledger.markSucceeded(em, paymentId, eventTime, ids));
  const ended = (paymentId: number, status: 'refunded' | 'canceled' | 'unpaid', eventTime: number) =>
    inTransaction((em) => ledger.markEnded(em, paymentId, status, eventTime));

  const paymentRow = (id: number) => app.em.fork().findOneOrFail(Payment, id);
  const enrollmentsOf = (user: User, course: Course) => app.em.fork().find(Enrollment, { user: user.id, course: course.id });

  /** Delivers an event to the webhook as Stripe would: signed, with the raw body. */
  function deliver(id: string, type: string, object: Record<string, unknown>, created = T1) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      type,
      data: { object },
    });
    return webhooks.receive(Buffer.from(payload), localStripe.signature(payload));
  }

  async function paidCourseAndBuyer(paymentType: 'one_time' | 'subscription' = 'one_time') {
    const course = await make.course({ price: 4900, paymentType });
    const buyer = await make.user();
    const payment = await make.payment(course, buyer);
    return { course, buyer, payment };
  }

  it('a successful payment is recorded with its Stripe ids and event time, and enrols the buyer with a purchase', async () => {
    const { course, buyer, payment } = await paidCourseAndBuyer();
    expect(await succeeded(payment.id, T1, { paymentIntentId: 'pi_ledger_one', customerId: 'cus_ledger_one' })).toBe(true);

    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'succeeded',
      paymentIntentId: 'pi_ledger_one',
      customerId: 'cus_ledger_one',
      lastEventAt: T1,
      amount: 4900,
    });
    expect(await enrollmentsOf(buyer, course)).toEqual([expect.objectContaining({ status: 'active', source: 'purchase' })]);
  });

  it('a subscription enrols with the subscription as the source', async () => {
    const { course, buyer, payment } = await paidCourseAndBuyer('subscription');
    await succeeded(payment.id, T1, { subscriptionId: `sub_${payment.id}` });
    expect(await enrollmentsOf(buyer, course)).toEqual([expect.objectContaining({ status: 'active', source: 'subscription' })]);
    expect((await paymentRow(payment.id)).subscriptionId).toBe(`sub_${payment.id}`);
  });

  it('the same success applied again changes nothing: one enrolment, its date and the first Stripe ids kept', async () => {
    const { course, buyer, payment } = await paidCourseAndBuyer();
    await succeeded(payment.id, T1, { paymentIntentId: 'pi_first_seen' });
    const [first] = await enrollmentsOf(buyer, course);

    expect(await succeeded(payment.id, T1, { paymentIntentId: 'pi_other' })).toBe(true);
    expect(await succeeded(payment.id, T2)).toBe(true);
    const enrollments = await enrollmentsOf(buyer, course);
    expect(enrollments).toHaveLength(1);
    expect(enrollments[0].enrolledAt).toEqual(first.enrolledAt);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', paymentIntentId: 'pi_first_seen', lastEventAt: T2 });
  });

  it('an event older than the last one applied changes nothing (Stripe does not promise order)', async () => {
    const { course, buyer, payment } = await paidCourseAndBuyer('subscription');
    await succeeded(payment.id, T2);

    await ended(payment.id, 'canceled', T1);
    await inTransaction(() => ledger.markFailed(payment.id, T1));
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', lastEventAt: T2 });
    expect((await enrollmentsOf(buyer, course))[0].status).toBe('active');
  });

  it('a refund ends the access it bought, and is final: no later success brings it back', async () => {
    const { course, buyer, payment } = await paidCourseAndBuyer();
    await succeeded(payment.id, T1);
    await ended(payment.id, 'refunded', T2);

    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', lastEventAt: T2 });
    expect((await enrollmentsOf(buyer, course))[0].status).toBe('revoked');
    expect(await succeeded(payment.id, T3)).toBe(false);
    expect((await paymentRow(payment.id)).status).toBe('refunded');
    expect((await enrollmentsOf(buyer, course))[0].status).toBe('revoked');
  });

  it('a cancelled subscription ends access for good; an unpaid one ends it until a newer payment succeeds', async () => {
    const cancelled = await paidCourseAndBuyer('subscription');
    await succeeded(cancelled.payment.id, T1);
    await ended(cancelled.payment.id, 'canceled', T2);
    expect(await succeeded(cancelled.payment.id, T3)).toBe(false);
    expect(await enrollmentsOf(cancelled.buyer, cancelled.course)).toEqual([expect.objectContaining({ status: 'revoked' })]);
    expect((await paymentRow(cancelled.payment.id)).status).toBe('canceled');

    const unpaid = await paidCourseAndBuyer('subscription');
    await succeeded(unpaid.payment.id, T1);
    await ended(unpaid.payment.id, 'unpaid', T2);
    expect(await enrollmentsOf(unpaid.buyer, unpaid.course)).toEqual([expect.objectContaining({ status: 'revoked' })]);
    expect(await succeeded(unpaid.payment.id, T3)).toBe(true);
    expect(await enrollmentsOf(unpaid.buyer, unpaid.course)).toEqual([
      expect.objectContaining({ status: 'active', source: 'subscription' }),
    ]);
  });

  it('a refund leaves access given another way: an admin grant, or another successful payment', async () => {
    const granted = await paidCourseAndBuyer();
    await make.enrollment(granted.buyer, granted.course, { source: 'grant' });
    await succeeded(granted.payment.id, T1);
    await ended(granted.payment.id, 'refunded', T2);
    expect(await enrollmentsOf(granted.buyer, granted.course)).toEqual([expect.objectContaining({ status: 'active', source: 'grant' })]);

    const twice = await paidCourseAndBuyer();
    const second = await make.payment(twice.course, twice.buyer);
    await succeeded(twice.payment.id, T1);
    await succeeded(second.id, T1);
    await ended(twice.payment.id, 'refunded', T2);
    expect(await enrollmentsOf(twice.buyer, twice.course)).toEqual([expect.objectContaining({ status: 'active' })]);
    await ended(second.id, 'refunded', T3);
    expect(await enrollmentsOf(twice.buyer, twice.course)).toEqual([expect.objectContaining({ status: 'revoked' })]);
  });

  it('a failed card payment marks only a pending payment failed, and may still succeed later', async () => {
    const { course, buyer, payment } = await paidCourseAndBuyer();
    await inTransaction(() => ledger.markFailed(payment.id, T1));
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'failed', lastEventAt: T1 });
    expect(await enrollmentsOf(buyer, course)).toHaveLength(0);

    await succeeded(payment.id, T2);
    await inTransaction(() => ledger.markFailed(payment.id, T3));
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', lastEventAt: T2 });
    expect(await enrollmentsOf(buyer, course)).toEqual([expect.objectContaining({ status: 'active' })]);
  });

  it('an event naming no payment changes nothing and fails nothing', async () => {
    expect(await succeeded(2147483000, T1)).toBe(false);
    expect(await succeeded(0, T1)).toBe(false);
    await ended(2147483000, 'refunded', T1);
  });

  it("a visitor's purchase goes only to an account that proved the address", async () => {
    const course = await make.course({ price: 4900 });
    const unproven = await make.user({ emailVerified: false });
    const waiting = await make.payment(course, null, { email: unproven.email });
    await succeeded(waiting.id, T1);
    expect(await paymentRow(waiting.id)).toMatchObject({ status: 'succeeded', user: null });
    expect(await enrollmentsOf(unproven, course)).toHaveLength(0);

    const proven = await make.user();
    const claimed = await make.payment(course, null, { email: proven.email });
    await succeeded(claimed.id, T1);
    expect((await paymentRow(claimed.id)).user?.id).toBe(proven.id);
    expect(await enrollmentsOf(proven, course)).toEqual([expect.objectContaining({ status: 'active', source: 'purchase' })]);
  });

  it('proving an address claims every visitor payment made with it, enrolling only where the payment succeeded', async () => {
    const paid = await make.course({ price: 4900 });
    const unpaid = await make.course({ price: 2900 });
    const learner = await make.user({ emailVerified: false });
    const paidPayment = await make.payment(paid, null, { email: learner.email, status: 'succeeded' });
    const pendingPayment = await make.payment(unpaid, null, { email: learner.email });

    expect(await inTransaction((em) => ledger.claimVisitorPurchases(em, learner.id, learner.email))).toBe(1);
    expect((await paymentRow(paidPayment.id)).user?.id).toBe(learner.id);
    expect((await paymentRow(pendingPayment.id)).user?.id).toBe(learner.id);
    expect(await enrollmentsOf(learner, paid)).toEqual([expect.objectContaining({ status: 'active', source: 'purchase' })]);
    expect(await enrollmentsOf(learner, unpaid)).toHaveLength(0);
    expect(await inTransaction((em) => ledger.claimVisitorPurchases(em, learner.id, learner.email))).toBe(0);
  });

  it("a refund freezes the learner's open quiz attempt: no more answers, no submit, what was saved stays as it was", async () => {
    const { course, buyer, payment } = await paidCourseAndBuyer();
    const chapter = await make.module(course);
    const lesson = await make.lesson(chapter, { type: 'quiz' });
    const { quiz, questions } = await make.quiz(lesson, { questions: [{}, {}] });
    await succeeded(payment.id, T1);
    const quizzes = app.get(QuizzesService);
    const { id } = await quizzes.start(buyer, quiz.id);
    await quizzes.saveAnswers(buyer, id, { [questions[0].id]: [0] });

    await ended(payment.id, 'refunded', T2);
    const notEnrolled = 'Enroll in this course to take its quiz';
    await expectRefusal(quizzes.saveAnswers(buyer, id, { [questions[1].id]: [0] }), 'NOT_ENROLLED', notEnrolled);
    await expectRefusal(quizzes.submit(buyer, quiz.id, { [questions[1].id]: [0] }), 'NOT_ENROLLED', notEnrolled);
    await expectRefusal(quizzes.start(buyer, quiz.id), 'NOT_ENROLLED', notEnrolled);
    expect(await app.em.fork().findOneOrFail(QuizAttempt, id)).toMatchObject({
      status: 'in_progress',
      answers: { [questions[0].id]: [0] },
      score: null,
    });
  });

  describe("Stripe's events", () => {
    it('an event delivered again is recognised by its id and applied once', async () => {
      const { course, buyer, payment } = await paidCourseAndBuyer();
      const eventId = `evt_medium_${payment.id}`;
      const intent = {
        id: `pi_medium_${payment.id}`,
        object: 'payment_intent',
        status: 'succeeded',
        customer: null,
        metadata: { paymentId: String(payment.id) },
      };

      expect(await deliver(eventId, 'payment_intent.succeeded', intent, T1)).toEqual({ received: true, duplicate: false });
      await ended(payment.id, 'refunded', T2);
      expect(await deliver(eventId, 'payment_intent.succeeded', intent, T1)).toEqual({ received: true, duplicate: true });

      expect(await app.em.fork().count(StripeEvent, { id: eventId })).toBe(1);
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', paymentIntentId: intent.id });
      expect(await enrollmentsOf(buyer, course)).toEqual([expect.objectContaining({ status: 'revoked' })]);
    });

    it('only a full refund of the charge ends access', async () => {
      const { course, buyer, payment } = await paidCourseAndBuyer();
      const paymentIntent = `pi_refund_${payment.id}`;
      await succeeded(payment.id, T1, { paymentIntentId: paymentIntent });
      const charge = { id: `ch_${payment.id}`, object: 'charge', amount: 4900, payment_intent: paymentIntent, metadata: {} };

      await deliver(`evt_partial_${payment.id}`, 'charge.refunded', { ...charge, amount_refunded: 1000, refunded: false }, T2);
      expect((await paymentRow(payment.id)).status).toBe('succeeded');
      expect((await enrollmentsOf(buyer, course))[0].status).toBe('active');

      await deliver(`evt_full_${payment.id}`, 'charge.refunded', { ...charge, amount_refunded: 4900, refunded: true }, T3);
      expect((await paymentRow(payment.id)).status).toBe('refunded');
      expect((await enrollmentsOf(buyer, course))[0].status).toBe('revoked');
    });

    it('the amount charged comes from the course in the database, and a success event never changes it', async () => {
      const course = await make.course({ price: 4900 });
      const buyer = await make.user();
      const payments = app.get(PaymentsService);

      await payments.createPaymentIntent(buyer, course.id);
      const [first] = await app.em.fork().find(Payment, { user: buyer.id, course: course.id });
      expect(first).toMatchObject({ amount: 4900, currency: 'usd', status: 'pending', kind: 'one_time' });
      expect(localStripe.get(first.paymentIntentId!)).toMatchObject({ amount: 4900, metadata: { paymentId: String(first.id) } });

      // The price changes: the next card form is a new payment for the new price; the first keeps its own.
      await app.em.fork().nativeUpdate(Course, { id: course.id }, { price: 7900 });
      await payments.createPaymentIntent(buyer, course.id);
      const rows = await app.em.fork().find(Payment, { user: buyer.id, course: course.id }, { orderBy: { id: 'asc' } });
      expect(rows.map((row) => row.amount)).toEqual([4900, 7900]);
      expect(localStripe.get(rows[1].paymentIntentId!)).toMatchObject({ amount: 7900 });

      const intent = {
        id: rows[1].paymentIntentId,
        object: 'payment_intent',
        status: 'succeeded',
        amount: 1,
        amount_received: 1,
        customer: null,
        metadata: { paymentId: String(rows[1].id) },
      };
      await deliver(`evt_amount_${rows[1].id}`, 'payment_intent.succeeded', intent, T1);
      expect(await paymentRow(rows[1].id)).toMatchObject({ status: 'succeeded', amount: 7900 });
      expect(await enrollmentsOf(buyer, course)).toEqual([expect.objectContaining({ status: 'active', source: 'purchase' })]);
    });
  });
});
