import { EntityManager } from '@mikro-orm/postgresql';
import type { Course } from '../../src/modules/catalog/entities/course.entity.js';
import type { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { LearningPathStep } from '../../src/modules/paths/entities/learning-path-step.entity.js';
import { LearningPath } from '../../src/modules/paths/entities/learning-path.entity.js';
import { PathsService } from '../../src/modules/paths/paths.service.js';
import { Payment, type PaymentKind, type PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import { PaymentLedgerService } from '../../src/modules/payments/payment-ledger.service.js';
import { PaymentsModule } from '../../src/modules/payments/payments.module.js';
import { PaymentsService } from '../../src/modules/payments/payments.service.js';
import { Team } from '../../src/modules/teams/entities/team.entity.js';
import { TeamSeat } from '../../src/modules/teams/entities/team-seat.entity.js';
import { TeamsModule } from '../../src/modules/teams/teams.module.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { WebhookEvent } from '../../src/modules/webhooks/entities/webhook-event.entity.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, type MediumApp } from './medium-app.js';

const SECRET_KEY = 'sk_test_medium_path_purchase';
const WEBHOOK_SECRET = 'whsec_medium_path_purchase';
/** Stripe event times (seconds); later events have larger ones. */
const T1 = 1_800_000_000;
const T2 = T1 + 60;
const T3 = T1 + 120;

/**
 * A learning path sold as one product (docs/product-rules.md#learning-path-purchases): what its
 * payment gives, what a refund or the end of its subscription takes back, and what stays.
 */
describe('buying a learning path, at the service level', () => {
  let localStripe: LocalStripe;
  let app: MediumApp;
  let make: Factories;
  let ledger: PaymentLedgerService;
  let payments: PaymentsService;
  let paths: PathsService;

  beforeAll(async () => {
    localStripe = new LocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const apiBase = await localStripe.start();
    app = await createMediumApp([PaymentsModule, TeamsModule], {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
    });
    make = factories(app.em);
    ledger = app.get(PaymentLedgerService);
    payments = app.get(PaymentsService);
    paths = app.get(PathsService);
  });
  afterAll(async () => {
    await app.close();
    await localStripe.stop();
  });

  const unique = () => Math.random().toString(36).slice(2, 8);
  const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => app.em.transactional(work);
  const succeeded = (paymentId: number, eventTime: number) => inTransaction((em) => ledger.markSucceeded(em, paymentId, eventTime));
  const ended = (paymentId: number, status: 'refunded' | 'canceled' | 'unpaid', eventTime: number) =>
    inTransaction((em) => ledger.markEnded(em, paymentId, status, eventTime));

  /** Each course's enrolment of the learner as [status, source, path payment], in the order of `courses`. */
  async function accessOf(learner: User, courses: Course[]) {
    const rows = await app.em.fork().find(Enrollment, { user: learner.id, course: { $in: courses.map((course) => course.id) } });
    const byCourse = new Map(rows.map((row) => [row.course.id, row]));
    return courses.map((course) => {
      const row = byCourse.get(course.id);
      return row ? [row.status, row.source, row.pathPayment?.id ?? null] : null;
    });
  }

  /**
   * A published path sold for `price`: a course step for each of `courses`, and a practice lesson of
   * `capstoneOf` (a course not otherwise a step) as a capstone step.
   */
  async function soldPath(courses: Course[], options: { capstoneOf?: Lesson; price?: number; paymentType?: PaymentKind } = {}) {
    const em = app.em.fork();
    const path = em.create(LearningPath, {
      title: `Certified Recruiter ${unique()}`,
      slug: `certified-recruiter-${unique()}`,
      levelLabel: 'Practitioner',
      certificateTitle: 'Certified Recruiter — Practitioner',
      isPublished: true,
      isPaid: true,
      price: options.price ?? 19_900,
      paymentType: options.paymentType ?? 'one_time',
    });
    await em.flush();
    courses.forEach((course, position) => em.create(LearningPathStep, { path: path.id, course: course.id, position }));
    const capstone = options.capstoneOf;
    if (capstone) em.create(LearningPathStep, { path: path.id, course: capstone.course.id, lesson: capstone.id, position: courses.length });
    await em.flush();
    return path;
  }

  /** A payment of `buyer` for the path, as the checkout leaves it. */
  async function pathPayment(path: LearningPath, buyer: User, overrides: { status?: PaymentStatus; kind?: PaymentKind } = {}) {
    const em = app.em.fork();
    const payment = em.create(Payment, {
      user: buyer.id,
      email: buyer.email,
      course: null,
      path: path.id,
      kind: overrides.kind ?? path.paymentType,
      status: overrides.status ?? 'pending',
      amount: path.price,
      currency: 'usd',
      checkoutSessionId: null,
      paymentIntentId: null,
      subscriptionId: null,
      customerId: null,
      lastEventAt: null,
    });
    await em.flush();
    return payment;
  }

  /** Three paid courses and a fourth whose practice lesson is the path's capstone. */
  async function pathOfFour(options: Parameters<typeof soldPath>[1] = {}) {
    const courses = [await make.course({ price: 4900 }), await make.course({ price: 5900 }), await make.course()];
    const capstoneCourse = await make.course({ price: 2900 });
    const capstone = await make.lesson(await make.module(capstoneCourse), { type: 'practice' });
    const path = await soldPath(courses, { ...options, capstoneOf: capstone });
    return { path, courses: [...courses, capstoneCourse] };
  }

  it('a paid path enrols the buyer in every course of it, each enrolment naming the payment; a course the buyer had keeps its own', async () => {
    const { path, courses } = await pathOfFour();
    const buyer = await make.user();
    await make.enrollment(buyer, courses[2], { source: 'free' });
    const payment = await pathPayment(path, buyer);

    expect(await succeeded(payment.id, T1)).toBe(true);
    expect(await accessOf(buyer, courses)).toEqual([
      ['active', 'path', payment.id],
      ['active', 'path', payment.id],
      ['active', 'free', null],
      ['active', 'path', payment.id],
    ]);

    // Stripe says so again: nothing changes, and the events were recorded once.
    expect(await succeeded(payment.id, T2)).toBe(true);
    const events = await app.em.fork().find(WebhookEvent, { type: { $in: ['enrolment.created', 'payment.succeeded'] } });
    const ours = events.filter((event) => JSON.stringify(event.data).includes(buyer.email));
    expect(ours.filter((event) => event.type === 'enrolment.created')).toHaveLength(3);
    const paid = ours.filter((event) => event.type === 'payment.succeeded');
    expect(paid).toHaveLength(1);
    expect(paid[0].data).toMatchObject({
      course: null,
      path: { id: path.id, title: path.title },
      payment: { id: payment.id, amount: 19_900 },
    });
  });

  it('a full refund ends exactly the access the path gave: a course the buyer had, or bought alone, stays', async () => {
    const { path, courses } = await pathOfFour();
    const buyer = await make.user();
    await make.enrollment(buyer, courses[2], { source: 'free' });
    const payment = await pathPayment(path, buyer);
    await succeeded(payment.id, T1);
    // Bought alone while the path already gave it: the enrolment stays the path's, the payment is a claim of its own.
    await make.payment(courses[1], buyer, { status: 'succeeded' });

    await ended(payment.id, 'refunded', T2);
    expect(await accessOf(buyer, courses)).toEqual([
      ['revoked', 'path', payment.id],
      ['active', 'purchase', null],
      ['active', 'free', null],
      ['revoked', 'path', payment.id],
    ]);
    // A refund is final: a late success gives nothing back.
    expect(await succeeded(payment.id, T3)).toBe(false);
    expect((await accessOf(buyer, courses))[0]).toEqual(['revoked', 'path', payment.id]);
  });

  it('refunding a course bought alone keeps it when a path the learner bought has it', async () => {
    const course = await make.course({ price: 4900 });
    const path = await soldPath([course, await make.course()]);
    const buyer = await make.user();
    const alone = await make.payment(course, buyer);
    await succeeded(alone.id, T1);
    const bundle = await pathPayment(path, buyer);
    await succeeded(bundle.id, T1);
    expect(await accessOf(buyer, [course])).toEqual([['active', 'purchase', null]]);

    await ended(alone.id, 'refunded', T2);
    expect(await accessOf(buyer, [course])).toEqual([['active', 'path', bundle.id]]);
    await ended(bundle.id, 'refunded', T3);
    expect(await accessOf(buyer, [course])).toEqual([['revoked', 'path', bundle.id]]);
  });

  it('two paths with a course in common: refunding the first hands the course to the second', async () => {
    const shared = await make.course({ price: 4900 });
    const first = await soldPath([shared, await make.course()]);
    const second = await soldPath([await make.course(), shared]);
    const buyer = await make.user();
    const firstPayment = await pathPayment(first, buyer);
    const secondPayment = await pathPayment(second, buyer);
    await succeeded(firstPayment.id, T1);
    await succeeded(secondPayment.id, T1);
    expect(await accessOf(buyer, [shared])).toEqual([['active', 'path', firstPayment.id]]);

    await ended(firstPayment.id, 'refunded', T2);
    expect(await accessOf(buyer, [shared])).toEqual([['active', 'path', secondPayment.id]]);
  });

  it('the end of a path subscription ends its access; an unpaid one until a newer payment succeeds', async () => {
    const { path, courses } = await pathOfFour({ paymentType: 'subscription', price: 2900 });
    const subscriber = await make.user();
    const payment = await pathPayment(path, subscriber);
    await succeeded(payment.id, T1);
    expect((await accessOf(subscriber, courses)).every((access) => access?.[0] === 'active')).toBe(true);

    await ended(payment.id, 'unpaid', T2);
    expect((await accessOf(subscriber, courses)).every((access) => access?.[0] === 'revoked')).toBe(true);
    await succeeded(payment.id, T3);
    expect(await accessOf(subscriber, courses)).toEqual(courses.map(() => ['active', 'path', payment.id]));

    await ended(payment.id, 'canceled', T3 + 60);
    expect(await accessOf(subscriber, courses)).toEqual(courses.map(() => ['revoked', 'path', payment.id]));
    const cancelled = await app.em.fork().find(WebhookEvent, { type: 'subscription.cancelled' });
    expect(cancelled.find((event) => JSON.stringify(event.data).includes(subscriber.email))?.data).toMatchObject({
      course: null,
      path: { id: path.id },
    });
  });

  it("a team seat keeps a course when the learner's own path is refunded", async () => {
    const course = await make.course({ price: 4900 });
    const path = await soldPath([course]);
    const learner = await make.user();
    const payment = await pathPayment(path, learner);
    await succeeded(payment.id, T1);
    const em = app.em.fork();
    const manager = await make.user();
    const team = em.create(Team, {
      name: 'Sourcing crew',
      course: course.id,
      purchaser: manager.id,
      manager: manager.id,
      seats: 2,
      endedAt: null,
      almostFullNotifiedAt: null,
      fullNotifiedAt: null,
    });
    await em.flush();
    em.create(TeamSeat, {
      team: team.id,
      email: learner.email,
      user: learner.id,
      status: 'active',
      tokenHash: null,
      activatedAt: new Date(),
    });
    await em.flush();

    await ended(payment.id, 'refunded', T2);
    expect(await accessOf(learner, [course])).toEqual([['active', 'team', null]]);
  });

  it('a course added to the path later reaches those whose path payment stands, not those refunded', async () => {
    const first = await make.course({ price: 4900 });
    const path = await soldPath([first]);
    const [keeper, refunded] = [await make.user(), await make.user()];
    const kept = await pathPayment(path, keeper);
    const gone = await pathPayment(path, refunded);
    await succeeded(kept.id, T1);
    await succeeded(gone.id, T1);
    await ended(gone.id, 'refunded', T2);

    const added = await make.course();
    await paths.setSteps(path.id, { steps: [{ courseId: first.id }, { courseId: added.id, prerequisiteIndexes: [0] }] });
    expect(await accessOf(keeper, [first, added])).toEqual([
      ['active', 'path', kept.id],
      ['active', 'path', kept.id],
    ]);
    expect(await accessOf(refunded, [first, added])).toEqual([['revoked', 'path', gone.id], null]);

    // Taken out of the path again, the course stays with those who have it.
    await paths.setSteps(path.id, { steps: [{ courseId: first.id }] });
    expect((await accessOf(keeper, [added]))[0]).toEqual(['active', 'path', kept.id]);
  });

  describe('starting a payment', () => {
    it("charges the path's price from the database, once or monthly, and names the path at Stripe", async () => {
      const { path } = await pathOfFour({ price: 19_900 });
      const buyer = await make.user();
      await payments.createPathPaymentIntent(buyer, path.id);
      const [row] = await app.em.fork().find(Payment, { user: buyer.id, path: path.id });
      expect(row).toMatchObject({ amount: 19_900, kind: 'one_time', status: 'pending', purpose: 'self', course: null });
      expect(localStripe.get(row.paymentIntentId!)).toMatchObject({
        amount: 19_900,
        description: path.title,
        metadata: { paymentId: String(row.id), pathId: String(path.id) },
      });

      const monthly = await pathOfFour({ price: 2900, paymentType: 'subscription' });
      await payments.createPathPaymentIntent(buyer, monthly.path.id);
      const [subscription] = await app.em.fork().find(Payment, { user: buyer.id, path: monthly.path.id });
      expect(subscription).toMatchObject({ amount: 2900, kind: 'subscription' });
      const stripeSubscription = localStripe.get(subscription.subscriptionId!)!;
      expect(stripeSubscription.items.data[0].price).toMatchObject({ unit_amount: 2900, recurring: { interval: 'month' } });
    });

    it('refuses a path not sold, one the learner may not see, one bought already and one whose every course the learner has', async () => {
      const course = await make.course({ price: 4900 });
      const learner = await make.user();
      const free = await soldPath([course]);
      await app.em.fork().nativeUpdate(LearningPath, { id: free.id }, { isPaid: false, price: 0 });
      await expectRefusal(
        payments.createPathPaymentIntent(learner, free.id),
        'PATH_NOT_FOR_SALE',
        'This path is not sold: enrol in its courses one by one.',
      );

      const hidden = await soldPath([await make.course({ accessLevel: 'recruitpro', price: 4900 })]);
      await expectRefusal(payments.createPathCheckoutSession(learner, hidden.id), 'PATH_NOT_FOUND', 'Path not found');
      const draft = await soldPath([course]);
      await app.em.fork().nativeUpdate(LearningPath, { id: draft.id }, { isPublished: false });
      await expectRefusal(payments.createPathPaymentIntent(learner, draft.id), 'PATH_NOT_FOUND', 'Path not found');

      const bought = await soldPath([course, await make.course()]);
      await pathPayment(bought, learner, { status: 'succeeded' });
      await expectRefusal(payments.createPathPaymentIntent(learner, bought.id), 'PATH_ALREADY_BOUGHT', 'You already have this path.');

      const owned = await soldPath([course]);
      await make.enrollment(learner, course, { source: 'grant' });
      await expectRefusal(
        payments.createPathCheckoutSession(learner, owned.id),
        'PATH_ALREADY_BOUGHT',
        'You already have every course of this path.',
      );
      expect(await app.em.fork().count(Payment, { user: learner.id, status: 'pending' })).toBe(0);
    });
  });
});
