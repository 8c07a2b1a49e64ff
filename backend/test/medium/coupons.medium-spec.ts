import { jest } from '@jest/globals';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { CouponsService } from '../../src/modules/payments/coupons.service.js';
import type { CreateCouponDto } from '../../src/modules/payments/dto/coupon.dto.js';
import { Coupon } from '../../src/modules/payments/entities/coupon.entity.js';
import { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import { PaymentLedgerService } from '../../src/modules/payments/payment-ledger.service.js';
import { PaymentsModule } from '../../src/modules/payments/payments.module.js';
import { PaymentsService } from '../../src/modules/payments/payments.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, type MediumApp } from './medium-app.js';

const SECRET_KEY = 'sk_test_medium_coupons';
const WEBHOOK_SECRET = 'whsec_medium_coupons';
const T1 = 1_800_000_000;

describe('coupons, at the service level', () => {
  let localStripe: LocalStripe;
  let app: MediumApp;
  let make: Factories;
  let coupons: CouponsService;
  let payments: PaymentsService;
  let ledger: PaymentLedgerService;
  let sequence = 0;

  beforeAll(async () => {
    localStripe = new LocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const apiBase = await localStripe.start();
    app = await createMediumApp([PaymentsModule], {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
    });
    make = factories(app.em);
    coupons = app.get(CouponsService);
    payments = app.get(PaymentsService);
    ledger = app.get(PaymentLedgerService);
  });
  afterAll(async () => {
    await app.close();
    await localStripe.stop();
  });
  afterEach(() => jest.restoreAllMocks());

  const code = (label: string) => `${label}${Date.now().toString(36)}${++sequence}`.toUpperCase();
  const create = (overrides: Partial<CreateCouponDto> & { allCourses: boolean }) =>
    coupons.create({ code: code('SAVE'), percentOff: 25, ...overrides });
  /** A unique network address per call, so that the quote limit of one address is never what a test meets. */
  const quote = (buyer: User | undefined, course: Course, text: string) =>
    payments.quoteCoupon(buyer, course.id, text, `10.9.${sequence % 250}.${++sequence % 250}`);
  const paymentRow = (id: number) => app.em.fork().findOneOrFail(Payment, id);
  const couponRow = (id: number) => app.em.fork().findOneOrFail(Coupon, id);
  const intentOf = (clientSecret: string) => localStripe.get(clientSecret.split('_secret_')[0])!;

  it('an admin’s coupon is made at Stripe (coupon, duration once, and its promotion code) and kept here with its scope', async () => {
    const course = await make.course({ price: 4900 });
    const expiresAt = new Date(Date.now() + 86_400_000);
    const created = await create({
      amountOff: 1000,
      percentOff: undefined,
      allCourses: false,
      courseIds: [course.id],
      maxRedemptions: 5,
      expiresAt: expiresAt.toISOString(),
    });

    expect(created).toMatchObject({
      amountOff: 1000,
      percentOff: null,
      allCourses: false,
      courses: [{ id: course.id, title: course.title }],
      maxRedemptions: 5,
      timesRedeemed: 0,
      state: 'active',
      expiresAt: expiresAt.toISOString(),
    });
    const row = await couponRow(created.id);
    const promotion = localStripe.get(row.stripePromotionCodeId)!;
    expect(promotion).toMatchObject({
      object: 'promotion_code',
      code: created.code,
      active: true,
      max_redemptions: 5,
      expires_at: Math.floor(expiresAt.getTime() / 1000),
      promotion: { type: 'coupon', coupon: row.stripeCouponId },
    });
    expect(localStripe.get(row.stripeCouponId)).toMatchObject({ object: 'coupon', amount_off: 1000, currency: 'usd', duration: 'once' });
  });

  it('a code is refused before any Stripe call when it is taken, names a missing course, or gives no or both discounts', async () => {
    const course = await make.course({ price: 4900 });
    const taken = await create({ allCourses: true });
    const before = localStripe.list('coupon').length;
    await expectRefusal(
      coupons.create({ code: taken.code.toLowerCase(), percentOff: 10, allCourses: true }),
      'COUPON_CODE_TAKEN',
      `A coupon with the code ${taken.code} already exists.`,
    );
    await expectRefusal(
      coupons.create({ code: code('NONE'), allCourses: true }),
      'COUPON_INVALID',
      'Give either a percentage or an amount off.',
    );
    await expectRefusal(
      coupons.create({ code: code('BOTH'), percentOff: 10, amountOff: 100, allCourses: true }),
      'COUPON_INVALID',
      'Give either a percentage or an amount off.',
    );
    await expectRefusal(
      coupons.create({ code: code('NOCOURSE'), percentOff: 10, allCourses: false }),
      'COUPON_INVALID',
      'Choose the courses the code applies to, or all courses.',
    );
    await expectRefusal(
      coupons.create({ code: code('MISSING'), percentOff: 10, allCourses: false, courseIds: [course.id, 2_000_000_000] }),
      'COURSE_NOT_FOUND',
      'Course 2000000000 not found',
    );
    const free = await make.course({ isPaid: false, price: 0 });
    const monthly = await make.course({ price: 1900, paymentType: 'subscription' });
    for (const closed of [free, monthly])
      await expectRefusal(
        coupons.create({ code: code('CLOSED'), percentOff: 10, allCourses: false, courseIds: [course.id, closed.id] }),
        'COUPON_NOT_APPLICABLE',
        `Course ${closed.id} is free or a monthly subscription: codes apply to paid one-time purchases.`,
      );
    await expectRefusal(
      coupons.create({ code: code('PAST'), percentOff: 10, allCourses: true, expiresAt: new Date(Date.now() - 1000).toISOString() }),
      'COUPON_INVALID',
      'The expiry must be in the future.',
    );
    expect(localStripe.list('coupon')).toHaveLength(before);
  });

  it('the quote takes the price from the database, case-insensitively, percent rounded to the cent', async () => {
    const course = await make.course({ price: 4999 });
    const buyer = await make.user();
    const coupon = await create({ percentOff: 25, allCourses: true });
    expect(await quote(buyer, course, ` ${coupon.code.toLowerCase()} `.trim())).toEqual({
      code: coupon.code,
      originalAmount: 4999,
      discountAmount: 1250,
      amount: 3749,
      label: '25% off',
    });
    await app.em.fork().nativeUpdate(Course, { id: course.id }, { price: 8000 });
    expect(await quote(undefined, course, coupon.code)).toMatchObject({ originalAmount: 8000, discountAmount: 2000, amount: 6000 });
  });

  it('the quote refuses each case with its own answer: unknown, disabled, expired, other courses, a subscription, under the minimum', async () => {
    const course = await make.course({ price: 4900 });
    const other = await make.course({ price: 4900 });
    const monthly = await make.course({ price: 1900, paymentType: 'subscription' });
    await expectRefusal(quote(undefined, course, 'NO-SUCH-CODE'), 'COUPON_NOT_FOUND', 'This code does not exist. Check it and try again.');

    const disabled = await create({ allCourses: true });
    await coupons.disable(disabled.id);
    await coupons.disable(disabled.id);
    expect(localStripe.get((await couponRow(disabled.id)).stripePromotionCodeId)!.active).toBe(false);
    await expectRefusal(quote(undefined, course, disabled.code), 'COUPON_DISABLED', 'This code is no longer active.');

    const scoped = await create({ allCourses: false, courseIds: [other.id] });
    await expectRefusal(quote(undefined, course, scoped.code), 'COUPON_NOT_APPLICABLE', 'This code does not apply to this course.');
    expect(await quote(undefined, other, scoped.code)).toMatchObject({ amount: 3675 });

    const everything = await create({ allCourses: true });
    await expectRefusal(
      quote(undefined, monthly, everything.code),
      'COUPON_NOT_APPLICABLE',
      'Codes apply to one-time purchases: this course is a monthly subscription.',
    );
    const tooMuch = await create({ percentOff: undefined, amountOff: 4880, allCourses: true });
    await expectRefusal(
      quote(undefined, course, tooMuch.code),
      'PRICE_BELOW_MINIMUM',
      'With this code the price would be below the $0.50 card payment minimum.',
    );

    const expiring = await create({ allCourses: true, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await quote(undefined, course, expiring.code)).toMatchObject({ amount: 3675 });
    app.freezeClock().advance(2 * 3_600_000);
    await expectRefusal(quote(undefined, course, expiring.code), 'COUPON_EXPIRED', 'This code has expired.');
    expect((await coupons.list()).find((row) => row.id === expiring.id)?.state).toBe('expired');
  });

  it('the card form charges the discounted price and the payment row records price, discount and code; success redeems once', async () => {
    const course = await make.course({ price: 4900, title: `Offers ${Date.now()}` });
    const buyer = await make.user();
    const coupon = await create({ percentOff: 20, allCourses: false, courseIds: [course.id], maxRedemptions: 10 });

    const { clientSecret } = await payments.createPaymentIntent(buyer, course.id, coupon.code.toLowerCase());
    const intent = intentOf(clientSecret);
    expect(intent).toMatchObject({ amount: 3920, description: `${course.title} (code ${coupon.code}: $9.80 off $49.00)` });
    expect(intent.metadata).toMatchObject({ couponCode: coupon.code, discountAmount: '980' });
    const paymentId = Number(intent.metadata.paymentId);
    expect(await paymentRow(paymentId)).toMatchObject({ amount: 3920, originalAmount: 4900, discountAmount: 980, couponCode: coupon.code });
    // Asked again (a reload), the same unpaid card form comes back: no second payment holds the code.
    expect((await payments.createPaymentIntent(buyer, course.id, coupon.code)).clientSecret).toBe(clientSecret);

    await app.em.transactional((em) => ledger.markSucceeded(em, paymentId, T1, { paymentIntentId: intent.id }));
    await app.em.transactional((em) => ledger.markSucceeded(em, paymentId, T1 + 1, { paymentIntentId: intent.id }));
    expect((await couponRow(coupon.id)).timesRedeemed).toBe(1);
  });

  it('a payment without a code keeps no discount, and a hosted checkout takes the promotion code off at Stripe', async () => {
    const course = await make.course({ price: 4900 });
    const buyer = await make.user();
    const { clientSecret } = await payments.createPaymentIntent(buyer, course.id);
    const plain = await paymentRow(Number(intentOf(clientSecret).metadata.paymentId));
    expect(plain).toMatchObject({ amount: 4900, originalAmount: null, discountAmount: 0, couponCode: null });

    const coupon = await create({ percentOff: undefined, amountOff: 1500, allCourses: true });
    const { checkoutUrl } = await payments.createPublicCheckoutSession(
      `visitor-${Date.now()}@example.com`,
      course.id,
      '10.8.0.1',
      coupon.code,
    );
    const session = localStripe.get(checkoutUrl.split('/pay/')[1])!;
    const row = await couponRow(coupon.id);
    expect(session).toMatchObject({
      amount_subtotal: 4900,
      amount_total: 3400,
      total_details: { amount_discount: 1500 },
      discounts: [{ promotion_code: row.stripePromotionCodeId }],
    });
    const payment = await paymentRow(Number(session.metadata.paymentId));
    expect(payment).toMatchObject({ amount: 3400, originalAmount: 4900, discountAmount: 1500, couponCode: coupon.code, status: 'pending' });
  });

  it("visitors' checkouts hold a redemption too: of two racing for the last one, one starts", async () => {
    const course = await make.course({ price: 4900 });
    const coupon = await create({ allCourses: true, maxRedemptions: 1 });
    const results = await Promise.allSettled(
      [1, 2].map((n) =>
        payments.createPublicCheckoutSession(`racer-${n}-${Date.now()}@example.com`, course.id, `10.7.0.${n}`, coupon.code),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await expectRefusal(
      quote(undefined, course, coupon.code),
      'COUPON_LIMIT_REACHED',
      'This code has been used the maximum number of times.',
    );
  });

  it('checkouts racing for the last redemption: one starts, the others are refused, and a code used up is refused', async () => {
    const course = await make.course({ price: 4900 });
    const buyers = await Promise.all([1, 2, 3, 4].map(() => make.user()));
    const third = await make.user();
    const coupon = await create({ allCourses: true, maxRedemptions: 1 });

    const results = await Promise.allSettled(
      buyers.map((buyer, index) =>
        index % 2 === 0
          ? payments.createPaymentIntent(buyer, course.id, coupon.code)
          : payments.createCheckoutSession(buyer, course.id, coupon.code),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected'))
      expect((result.reason as { code: string }).code).toBe('COUPON_LIMIT_REACHED');
    const held = await app.em.fork().find(Payment, { coupon: coupon.id });
    expect(held).toHaveLength(1);

    // The holder's own quote still shows the price; anyone else's is refused.
    const holder = buyers.find((buyer) => buyer.id === held[0].user!.id)!;
    expect(await quote(holder, course, coupon.code)).toMatchObject({ amount: 3675 });
    await expectRefusal(quote(third, course, coupon.code), 'COUPON_LIMIT_REACHED', 'This code has been used the maximum number of times.');

    await app.em.transactional((em) => ledger.markSucceeded(em, held[0].id, T1));
    expect((await couponRow(coupon.id)).timesRedeemed).toBe(1);
    await expectRefusal(
      payments.createPaymentIntent(third, course.id, coupon.code),
      'COUPON_LIMIT_REACHED',
      'This code has been used the maximum number of times.',
    );
    expect((await coupons.list()).find((row) => row.id === coupon.id)).toMatchObject({ state: 'used_up', timesRedeemed: 1 });
  });
});
