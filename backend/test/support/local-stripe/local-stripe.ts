/* eslint-disable @typescript-eslint/no-explicit-any -- Stripe objects are free-form JSON here, shaped like Stripe's API responses. */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe-compatible server for tests and the offline demo: the endpoints the academy calls, a
 * hosted checkout page that "pays" (any quantity of one line, less a promotion code's discount),
 * coupons and promotion codes, a customer portal page (cancel at
 * period end, resume, update card), subscription quantity changes with prorations, refunds,
 * `POST /control/end-period/:subscription` in place of a test clock, and webhooks signed like
 * Stripe's. The app reaches it only through the real `stripe` SDK (STRIPE_API_BASE). State lives in
 * memory.
 */
export interface LocalStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events are POSTed (the app's /api/stripe/webhook); none: events are only recorded. */
  webhookUrl?: string;
}

type StripeObject = Record<string, any>;
type Params = Record<string, any>;

export interface DeliveredEvent {
  event: StripeObject;
  status: number | 'unreachable';
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const DECLINED_CARD = 'pm_card_chargeDeclined';

export class LocalStripe {
  readonly events: DeliveredEvent[] = [];
  /** Where events are POSTed; may be set once the app listens. */
  webhookUrl: string | undefined;
  /** false: events queue up until `deliverHeld()` (a late webhook). */
  deliverWebhooks = true;
  private held: StripeObject[] = [];
  private server?: Server;
  private baseUrl = '';
  private readonly objects = new Map<string, StripeObject>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly signer: Stripe;

  constructor(private readonly options: LocalStripeOptions) {
    this.signer = new Stripe(options.secretKey);
    this.webhookUrl = options.webhookUrl;
  }

  get url(): string {
    return this.baseUrl;
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => this.server!.once('error', reject).listen(port, host, resolve));
    this.baseUrl = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** An object as Stripe would return it (tests inspect what the app created). */
  get(id: string): StripeObject | undefined {
    return this.objects.get(id);
  }

  /** Every object of one kind, e.g. `list('payment_intent')`. */
  list(kind: string): StripeObject[] {
    return [...this.objects.values()].filter((object) => object.object === kind);
  }

  /** Sends the events held while `deliverWebhooks` was false; `newestFirst` plays Stripe's lack of ordering. */
  async deliverHeld({ newestFirst = false } = {}): Promise<void> {
    const held = newestFirst ? this.held.reverse() : this.held;
    this.held = [];
    for (const event of held) await this.deliver(event);
  }

  /** A signed Stripe-Signature header for `payload` (tests send their own events with it). */
  signature(payload: string): string {
    return this.signer.webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret });
  }

  // ---------------------------------------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', this.baseUrl);
      const body = await readBody(request);
      if (url.pathname.startsWith('/pay/')) return await this.hostedCheckout(request.method ?? 'GET', url.pathname.slice(5), response);
      if (url.pathname.startsWith('/portal/'))
        return await this.hostedPortal(request.method ?? 'GET', url.pathname.slice(8), parseForm(body), response);
      if (request.method === 'POST' && url.pathname.startsWith('/control/end-period/')) {
        return json(response, 200, publicView(await this.endPeriod(url.pathname.slice('/control/end-period/'.length))));
      }
      if (!url.pathname.startsWith('/v1/'))
        throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname})`);
      if (request.headers.authorization !== `Bearer ${this.options.secretKey}`) {
        throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided');
      }
      const params = parseForm(request.method === 'GET' || request.method === 'DELETE' ? url.search.slice(1) : body);
      const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const cached = typeof key === 'string' ? this.idempotent.get(key) : undefined;
      if (cached) return json(response, cached.status, cached.body);
      const result = expandAll(
        await this.route(request.method ?? 'GET', url.pathname.slice(4).split('/'), params),
        params.expand ?? [],
        this.objects,
      );
      if (typeof key === 'string') this.idempotent.set(key, { status: 200, body: result });
      json(response, 200, result);
    } catch (error) {
      if (error instanceof StripeApiError) {
        json(response, error.status, { error: { type: error.type, message: error.message, ...(error.code && { code: error.code }) } });
      } else {
        json(response, 500, { error: { type: 'api_error', message: String(error) } });
      }
    }
  }

  private async route(method: string, segments: string[], params: Params): Promise<StripeObject> {
    if (segments[0] === 'billing_portal' && segments[1] === 'sessions' && method === 'POST' && segments.length === 2)
      return this.createPortalSession(params);
    if (segments[0] === 'checkout' && segments[1] === 'sessions') {
      if (method === 'POST' && segments.length === 2) return this.createCheckoutSession(params);
      if (method === 'GET' && segments.length === 3) return this.find(segments[2], 'checkout.session');
    }
    const [resource, id, action] = segments;
    switch (`${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`) {
      case 'POST payment_intents':
        return this.createPaymentIntent(params);
      case 'GET payment_intents/:id':
        return this.find(id, 'payment_intent');
      case 'POST payment_intents/:id/confirm':
        return this.confirmPaymentIntent(this.find(id, 'payment_intent'), params.payment_method);
      case 'POST customers':
        return this.save({
          id: newId('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
        });
      case 'POST products':
        return this.save({ id: newId('prod'), object: 'product', name: params.name, metadata: params.metadata ?? {} });
      case 'POST subscriptions':
        return this.createSubscription(params);
      case 'GET subscriptions/:id':
        return this.find(id, 'subscription');
      case 'POST subscriptions/:id':
        return this.updateSubscription(this.find(id, 'subscription'), params);
      case 'DELETE subscriptions/:id':
        return this.cancelSubscription(this.find(id, 'subscription'));
      case 'POST refunds':
        return this.refund(params);
      case 'POST coupons':
        return this.createCoupon(params);
      case 'GET coupons/:id':
        return this.find(id, 'coupon');
      case 'POST promotion_codes':
        return this.createPromotionCode(params);
      case 'GET promotion_codes':
        return this.listPromotionCodes(params);
      case 'GET promotion_codes/:id':
        return this.find(id, 'promotion_code');
      case 'POST promotion_codes/:id':
        return this.updatePromotionCode(this.find(id, 'promotion_code'), params);
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: /v1/${segments.join('/')})`);
  }

  private createPaymentIntent(params: Params, extra: StripeObject = {}): StripeObject {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50)
      throw new StripeApiError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', 'amount_too_small');
    const id = newId('pi');
    return this.save({
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      customer: params.customer ?? null,
      description: params.description ?? null,
      receipt_email: params.receipt_email ?? null,
      metadata: params.metadata ?? {},
      latest_charge: null,
      last_payment_error: null,
      created: now(),
      ...extra,
    });
  }

  private async confirmPaymentIntent(intent: StripeObject, paymentMethod: string | undefined): Promise<StripeObject> {
    if (intent.status === 'succeeded')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This PaymentIntent has already succeeded.',
        'payment_intent_unexpected_state',
      );
    if (paymentMethod === DECLINED_CARD) {
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      await this.emit('payment_intent.payment_failed', intent);
      throw new StripeApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
    }
    await this.succeed(intent);
    return intent;
  }

  /** The card went through: a charge, and for a subscription's invoice the invoice and subscription too. */
  private async succeed(intent: StripeObject): Promise<void> {
    const charge = this.save({
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      metadata: intent.metadata,
      created: now(),
    });
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null });
    await this.emit('payment_intent.succeeded', intent);
    if (intent.invoice) {
      const invoice = this.find(intent.invoice, 'invoice');
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
      const subscription = this.find(invoice.parent.subscription_details.subscription, 'subscription');
      subscription.status = 'active';
      await this.emit('invoice.paid', invoice);
      await this.emit('customer.subscription.updated', subscription);
    }
  }

  private createCoupon(params: Params): StripeObject {
    const percentOff = params.percent_off === undefined ? null : Number(params.percent_off);
    const amountOff = params.amount_off === undefined ? null : Number(params.amount_off);
    if ((percentOff === null) === (amountOff === null))
      throw new StripeApiError(400, 'invalid_request_error', 'You must pass exactly one of amount_off or percent_off.');
    if (percentOff !== null && !(percentOff > 0 && percentOff <= 100))
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Invalid percent_off: must be greater than 0 and at most 100',
        'parameter_invalid_float',
      );
    if (amountOff !== null && (!Number.isInteger(amountOff) || amountOff < 1))
      throw new StripeApiError(400, 'invalid_request_error', 'Invalid amount_off: must be a positive integer', 'parameter_invalid_integer');
    if (amountOff !== null && !params.currency)
      throw new StripeApiError(400, 'invalid_request_error', 'You must pass currency when passing amount_off.', 'parameter_missing');
    return this.save({
      id: params.id ?? randomBytes(4).toString('hex'),
      object: 'coupon',
      amount_off: amountOff,
      currency: amountOff !== null ? params.currency : null,
      duration: params.duration ?? 'once',
      duration_in_months: params.duration_in_months ? Number(params.duration_in_months) : null,
      livemode: false,
      max_redemptions: params.max_redemptions ? Number(params.max_redemptions) : null,
      metadata: params.metadata ?? {},
      name: params.name ?? null,
      percent_off: percentOff,
      redeem_by: params.redeem_by ? Number(params.redeem_by) : null,
      times_redeemed: 0,
      valid: true,
      created: now(),
    });
  }

  /** Stripe's API since 2025-09-30: `promotion[type]=coupon` and `promotion[coupon]`; codes of active promotion codes are unique. */
  private createPromotionCode(params: Params): StripeObject {
    if (params.promotion?.type !== 'coupon')
      throw new StripeApiError(400, 'invalid_request_error', 'Missing required param: promotion[type].', 'parameter_missing');
    const coupon = this.find(params.promotion.coupon, 'coupon');
    const code = String(params.code ?? randomBytes(4).toString('hex').toUpperCase());
    const taken = this.list('promotion_code').some((other) => other.active && other.code.toUpperCase() === code.toUpperCase());
    if (taken)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'An active promotion code with `code` already exists.',
        'resource_already_exists',
      );
    return this.save({
      id: newId('promo'),
      object: 'promotion_code',
      active: params.active === undefined ? true : params.active === 'true',
      code,
      created: now(),
      customer: params.customer ?? null,
      customer_account: null,
      expires_at: params.expires_at ? Number(params.expires_at) : null,
      livemode: false,
      max_redemptions: params.max_redemptions ? Number(params.max_redemptions) : null,
      metadata: params.metadata ?? {},
      promotion: { type: 'coupon', coupon: coupon.id },
      restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
      times_redeemed: 0,
    });
  }

  private listPromotionCodes(params: Params): StripeObject {
    const data = this.list('promotion_code')
      .filter((promotion) => params.code === undefined || promotion.code === params.code)
      .filter((promotion) => params.active === undefined || String(promotion.active) === params.active)
      .reverse();
    const limit = params.limit ? Number(params.limit) : 10;
    return { object: 'list', url: '/v1/promotion_codes', has_more: data.length > limit, data: data.slice(0, limit).map(publicView) };
  }

  private updatePromotionCode(promotion: StripeObject, params: Params): StripeObject {
    if (params.active !== undefined) {
      const active = params.active === 'true';
      if (active && !promotion.active)
        throw new StripeApiError(400, 'invalid_request_error', 'An inactive promotion code cannot be reactivated here.');
      promotion.active = active;
    }
    if (params.metadata) promotion.metadata = { ...promotion.metadata, ...params.metadata };
    return promotion;
  }

  /** What a promotion code takes off `subtotal` (cents), refusing it as Stripe does when it cannot be redeemed. */
  private discountOf(promotionCodeId: string, subtotal: number): { amount: number; promotion: StripeObject; coupon: StripeObject } {
    const promotion = this.find(promotionCodeId, 'promotion_code');
    const coupon = this.find(promotion.promotion.coupon, 'coupon');
    const expired =
      (promotion.expires_at !== null && promotion.expires_at <= now()) || (coupon.redeem_by !== null && coupon.redeem_by <= now());
    const usedUp =
      (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions) ||
      (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions);
    if (!promotion.active || expired || usedUp || !coupon.valid)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `This promotion code cannot be redeemed: '${promotion.code}'`,
        'promotion_code_invalid',
      );
    const amount = coupon.percent_off !== null ? Math.round((subtotal * coupon.percent_off) / 100) : Math.min(coupon.amount_off, subtotal);
    return { amount, promotion, coupon };
  }

  private createCheckoutSession(params: Params): StripeObject {
    const item = params.line_items?.[0];
    const unitAmount = Number(item?.price_data?.unit_amount);
    if (!item || !Number.isInteger(unitAmount))
      throw new StripeApiError(400, 'invalid_request_error', 'line_items[0][price_data][unit_amount] is required');
    const quantity = quantityParam(item.quantity, 'line_items[0][quantity]');
    if (!params.success_url) throw new StripeApiError(400, 'invalid_request_error', 'Missing required param: success_url.');
    const subtotal = unitAmount * quantity;
    const promotionCodeId: string | undefined = params.discounts?.[0]?.promotion_code;
    const expiresAt = params.expires_at === undefined ? now() + 24 * 3600 : Number(params.expires_at);
    if (!(expiresAt >= now() + 30 * 60 && expiresAt <= now() + 24 * 3600))
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      );
    const discount = promotionCodeId ? this.discountOf(promotionCodeId, subtotal) : null;
    const id = newId('cs_test');
    return this.save({
      id,
      object: 'checkout.session',
      url: `${this.baseUrl}/pay/${id}`,
      mode: params.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: subtotal,
      amount_total: subtotal - (discount?.amount ?? 0),
      discounts: discount ? [{ coupon: null, promotion_code: discount.promotion.id }] : [],
      total_details: { amount_discount: discount?.amount ?? 0, amount_shipping: 0, amount_tax: 0 },
      currency: item.price_data.currency ?? 'usd',
      customer: null,
      customer_email: params.customer_email ?? null,
      customer_details: null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_intent: null,
      subscription: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      created: now(),
      expires_at: expiresAt,
      // Kept to build what paying creates; Stripe keeps these too (not all in the session object).
      _productName: item.price_data.product_data?.name ?? 'Course',
      _unitAmount: unitAmount,
      _quantity: quantity,
      _interval: item.price_data.recurring?.interval ?? null,
      _paymentIntentMetadata: params.payment_intent_data?.metadata ?? {},
      _subscriptionMetadata: params.subscription_data?.metadata ?? {},
    });
  }

  private async hostedCheckout(method: string, path: string, response: ServerResponse): Promise<void> {
    const [id, action] = path.split('/');
    const session = this.objects.get(id);
    if (!session || session.object !== 'checkout.session')
      return html(response, 404, page('Checkout not found', '<p>This checkout link is not valid.</p>'));
    if (method === 'POST' && action === 'pay') {
      if (session.status === 'open') await this.completeCheckout(session);
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      return;
    }
    const each = session._quantity > 1 ? `${session._quantity} × ${dollars(session._unitAmount)} = ` : '';
    const price = `${each}${dollars(session.amount_total)}${session._interval ? ' per month' : ''}`;
    const promotion = session.discounts[0]?.promotion_code ? this.objects.get(session.discounts[0].promotion_code) : undefined;
    const discountLine = promotion
      ? `<p class="discount">Subtotal ${dollars(session.amount_subtotal)}; ${escapeHtml(promotion.code)}: −${dollars(session.total_details.amount_discount)}</p>`
      : '';
    const paid = session.status !== 'open';
    html(
      response,
      200,
      page(
        `Pay ${session._productName}`,
        `<h1>${escapeHtml(session._productName)}</h1>
         ${discountLine}
         <p class="amount">${price}</p>
         <p>Test mode: no real card is charged.</p>
         ${session.customer_email ? `<p>Email: <strong>${escapeHtml(session.customer_email)}</strong></p>` : ''}
         <form method="post" action="/pay/${id}/pay">
           <label>Card number <input name="card" value="4242 4242 4242 4242" readonly></label>
           <button type="submit" ${paid ? 'disabled' : ''}>${paid ? 'Paid' : session.mode === 'subscription' ? 'Subscribe' : 'Pay'}</button>
         </form>
         ${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ''}`,
      ),
    );
  }

  private async completeCheckout(session: StripeObject): Promise<void> {
    // Stripe counts a promotion code's redemption when the session completes.
    const promotion = session.discounts[0]?.promotion_code ? this.objects.get(session.discounts[0].promotion_code) : undefined;
    if (promotion) {
      promotion.times_redeemed += 1;
      const coupon = this.objects.get(promotion.promotion.coupon);
      if (coupon) coupon.times_redeemed += 1;
    }
    const customer = this.save({ id: newId('cus'), object: 'customer', email: session.customer_email, name: null, metadata: {} });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      customer_details: { email: session.customer_email },
    });
    if (session.mode === 'subscription') {
      const subscription = this.newSubscription(
        customer.id,
        session._unitAmount,
        session._quantity,
        session._subscriptionMetadata,
        'active',
        session._productName,
      );
      const invoice = this.find(subscription.latest_invoice, 'invoice');
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
      session.subscription = subscription.id;
      await this.emit('customer.subscription.created', subscription);
      await this.emit('checkout.session.completed', session);
      await this.emit('invoice.paid', invoice);
      return;
    }
    const intent = this.createPaymentIntent({
      amount: session.amount_total,
      currency: session.currency,
      metadata: session._paymentIntentMetadata,
      customer: customer.id,
    });
    session.payment_intent = intent.id;
    await this.succeed(intent);
    await this.emit('checkout.session.completed', session);
  }

  private createSubscription(params: Params): StripeObject {
    this.find(params.customer, 'customer');
    const price = params.items?.[0]?.price_data;
    if (!price?.product || !price.recurring?.interval)
      throw new StripeApiError(400, 'invalid_request_error', 'items[0][price_data] needs a product and a recurring interval');
    const product = this.find(price.product, 'product');
    const quantity = quantityParam(params.items[0].quantity, 'items[0][quantity]');
    return this.newSubscription(params.customer, Number(price.unit_amount), quantity, params.metadata ?? {}, 'incomplete', product.name);
  }

  private newSubscription(
    customer: string,
    unitAmount: number,
    quantity: number,
    metadata: Params,
    status: string,
    productName: string,
  ): StripeObject {
    const id = newId('sub');
    const invoiceId = newId('in');
    const amount = unitAmount * quantity;
    const intent = this.createPaymentIntent({ amount, currency: 'usd', customer, metadata: {} }, { invoice: invoiceId });
    this.save({
      id: invoiceId,
      object: 'invoice',
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      currency: 'usd',
      customer,
      confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
      parent: { type: 'subscription_details', subscription_details: { subscription: id, metadata } },
      created: now(),
    });
    const start = now();
    const item = {
      id: newId('si'),
      object: 'subscription_item',
      subscription: id,
      quantity,
      price: { object: 'price', unit_amount: unitAmount, currency: 'usd', recurring: { interval: 'month' } },
      current_period_start: start,
      current_period_end: monthAfter(start),
    };
    return this.save({
      id,
      object: 'subscription',
      status,
      customer,
      metadata,
      latest_invoice: invoiceId,
      items: { object: 'list', data: [item] },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      default_payment_method: null,
      created: start,
      _productName: productName,
    });
  }

  private createPortalSession(params: Params): StripeObject {
    const customer = this.find(params.customer, 'customer');
    const id = newId('bps');
    return this.save({
      id,
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: params.return_url ?? null,
      url: `${this.baseUrl}/portal/${id}`,
      livemode: false,
      created: now(),
    });
  }

  /** The hosted customer portal: the customer's subscriptions, to cancel at period end, resume, or change the card. */
  private async hostedPortal(method: string, path: string, form: Params, response: ServerResponse): Promise<void> {
    const [id, action] = path.split('/');
    const session = this.objects.get(id);
    if (!session || session.object !== 'billing_portal.session')
      return html(response, 404, page('Portal not found', '<p>This portal link is not valid.</p>'));
    const subscriptions = this.list('subscription').filter((subscription) => subscription.customer === session.customer);
    if (method === 'POST') {
      const subscription = subscriptions.find((candidate) => candidate.id === form.subscription && candidate.status !== 'canceled');
      if (!subscription) return html(response, 404, page('Subscription not found', '<p>This subscription cannot be changed.</p>'));
      if (action === 'cancel' || action === 'resume') {
        const cancel = action === 'cancel';
        Object.assign(subscription, {
          cancel_at_period_end: cancel,
          cancel_at: cancel ? periodEnd(subscription) : null,
          canceled_at: cancel ? now() : null,
        });
        await this.emit('customer.subscription.updated', subscription);
      } else if (action === 'card') {
        const card = this.save({
          id: newId('pm'),
          object: 'payment_method',
          type: 'card',
          customer: subscription.customer,
          card: { brand: 'visa', last4: '4444' },
          created: now(),
        });
        subscription.default_payment_method = card.id;
        await this.emit('payment_method.attached', card);
        await this.emit('customer.subscription.updated', subscription);
      } else {
        return html(response, 404, page('Not found', '<p>Unknown portal action.</p>'));
      }
      response.writeHead(303, { location: `/portal/${id}` }).end();
      return;
    }
    const rows = subscriptions.map((subscription) => {
      const item = subscription.items.data[0];
      const ends = new Date(periodEnd(subscription) * 1000).toISOString().slice(0, 10);
      const state =
        subscription.status === 'canceled' ? 'Canceled' : subscription.cancel_at_period_end ? `Cancels on ${ends}` : `Renews on ${ends}`;
      const card = subscription.default_payment_method
        ? `Card: ${escapeHtml(this.objects.get(subscription.default_payment_method)?.card?.last4 ?? '')}`
        : 'Card: 4242';
      const button = (change: string, label: string) =>
        `<form method="post" action="/portal/${id}/${change}"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}"><button type="submit">${label}</button></form>`;
      const actions =
        subscription.status === 'canceled'
          ? ''
          : `${subscription.cancel_at_period_end ? button('resume', 'Renew subscription') : button('cancel', 'Cancel subscription')}${button('card', 'Update card')}`;
      return `<section><h2>${escapeHtml(subscription._productName ?? 'Subscription')}</h2>
        <p class="amount">${item.quantity > 1 ? `${item.quantity} × ${dollars(item.price.unit_amount)}` : dollars(item.price.unit_amount)} per month</p>
        <p class="state">${state}</p><p>${card}</p>${actions}</section>`;
    });
    const back = session.return_url ? `<p><a href="${escapeHtml(session.return_url)}">Return to Recruiting Academy</a></p>` : '';
    html(
      response,
      200,
      page('Manage your subscription', `<h1>Manage your subscription</h1>${rows.join('') || '<p>No subscriptions.</p>'}${back}`),
    );
  }

  /**
   * The current period ends now (what a test clock does): a subscription cancelled at period end is
   * deleted; any other is renewed for a month, its next invoice paid.
   */
  async endPeriod(subscriptionId: string): Promise<StripeObject> {
    const subscription = this.find(subscriptionId, 'subscription');
    if (subscription.status === 'canceled') return subscription;
    if (subscription.cancel_at_period_end) {
      Object.assign(subscription, { status: 'canceled', ended_at: now() });
      await this.emit('customer.subscription.deleted', subscription);
      return subscription;
    }
    const item = subscription.items.data[0];
    const start = item.current_period_end;
    Object.assign(item, { current_period_start: start, current_period_end: monthAfter(start) });
    // Like Stripe: prorations made during the period are billed with the next period's invoice.
    const prorations = this.list('invoiceitem').filter((line) => line.subscription === subscription.id && line.invoice === null);
    const invoiceId = newId('in');
    for (const line of prorations) line.invoice = invoiceId;
    const amount = item.price.unit_amount * item.quantity + prorations.reduce((sum, line) => sum + line.amount, 0);
    const invoice = this.save({
      id: invoiceId,
      object: 'invoice',
      status: 'paid',
      amount_due: amount,
      amount_paid: amount,
      currency: 'usd',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      created: now(),
    });
    subscription.latest_invoice = invoice.id;
    await this.emit('invoice.paid', invoice);
    await this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /**
   * A change of the item's quantity (the only change the academy makes). `create_prorations` (the
   * default) records what the rest of the period costs more (or less) as invoice items billed with
   * the next invoice; `always_invoice` bills them at once; `none` does neither.
   */
  private async updateSubscription(subscription: StripeObject, params: Params): Promise<StripeObject> {
    if (subscription.status === 'canceled') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const behavior = params.proration_behavior ?? 'create_prorations';
    if (!['create_prorations', 'always_invoice', 'none'].includes(behavior)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Invalid proration_behavior: must be one of create_prorations, always_invoice, or none`,
      );
    }
    if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata };
    const changes = (params.items ?? []) as Params[];
    for (const change of changes) {
      const item = subscription.items.data.find((candidate: StripeObject) => candidate.id === change.id);
      if (!item) throw new StripeApiError(400, 'invalid_request_error', `No such subscription item: '${change.id}'`, 'resource_missing');
      if (change.quantity === undefined) continue;
      const quantity = quantityParam(change.quantity, 'items[0][quantity]');
      const added = quantity - item.quantity;
      item.quantity = quantity;
      if (added === 0 || behavior === 'none') continue;
      const time = now();
      const remaining = Math.max(0, item.current_period_end - time) / (item.current_period_end - item.current_period_start);
      const line = this.save({
        id: newId('ii'),
        object: 'invoiceitem',
        subscription: subscription.id,
        customer: subscription.customer,
        amount: Math.round(added * item.price.unit_amount * remaining),
        currency: item.price.currency,
        quantity: Math.abs(added),
        proration: true,
        description: `${added > 0 ? 'Remaining' : 'Unused'} time on ${Math.abs(added)} × ${subscription._productName ?? 'Subscription'}`,
        invoice: null,
        date: time,
      });
      if (behavior === 'always_invoice') await this.invoiceNow(subscription, [line]);
    }
    await this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /** An invoice for `lines` made and paid at once (the customer's card on file always works here). */
  private async invoiceNow(subscription: StripeObject, lines: StripeObject[]): Promise<void> {
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    const invoice = this.save({
      id: newId('in'),
      object: 'invoice',
      status: 'paid',
      amount_due: Math.max(0, amount),
      amount_paid: Math.max(0, amount),
      currency: 'usd',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      created: now(),
    });
    for (const line of lines) line.invoice = invoice.id;
    subscription.latest_invoice = invoice.id;
    await this.emit('invoice.paid', invoice);
  }

  private async cancelSubscription(subscription: StripeObject): Promise<StripeObject> {
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
    await this.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  private async refund(params: Params): Promise<StripeObject> {
    const intent = this.find(params.payment_intent, 'payment_intent');
    if (!intent.latest_charge)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This PaymentIntent has no successful charge to refund.',
        'charge_not_refundable',
      );
    const charge = this.find(intent.latest_charge, 'charge');
    const amount = params.amount ? Number(params.amount) : charge.amount - charge.amount_refunded;
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    const refund = this.save({
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      created: now(),
    });
    await this.emit('charge.refunded', charge);
    return refund;
  }

  private find(id: string | undefined, kind: string): StripeObject {
    const object = id ? this.objects.get(id) : undefined;
    if (!object || object.object !== kind) {
      throw new StripeApiError(404, 'invalid_request_error', `No such ${kind.replace('checkout.', '')}: '${id}'`, 'resource_missing');
    }
    return object;
  }

  private save(object: StripeObject): StripeObject {
    this.objects.set(object.id, object);
    return object;
  }

  private async emit(type: string, object: StripeObject): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: publicView(object) },
    };
    if (this.deliverWebhooks) await this.deliver(event);
    else this.held.push(event);
  }

  /** Like Stripe: POST with a signature; retried a few times when the app does not answer 2xx. */
  private async deliver(event: StripeObject): Promise<void> {
    const record: DeliveredEvent = { event, status: 'unreachable' };
    this.events.push(record);
    if (!this.webhookUrl) return;
    const payload = JSON.stringify(event);
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const response = await fetch(this.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': this.signature(payload) },
          body: payload,
        });
        record.status = response.status;
        if (response.ok) return;
      } catch {
        record.status = 'unreachable';
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
  }
}

/** A line's quantity: a whole number from 1 (Stripe's default when none is given). */
function quantityParam(value: unknown, name: string): number {
  if (value === undefined) return 1;
  const quantity = Number(value);
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new StripeApiError(400, 'invalid_request_error', `Invalid ${name}: must be a whole number of at least 1`);
  return quantity;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

let sequence = 0;
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}${(++sequence).toString(36)}`;
const now = () => Math.floor(Date.now() / 1000);
/** The same day of the next month (Stripe's monthly billing), in seconds. */
function monthAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
const periodEnd = (subscription: StripeObject): number => subscription.items.data[0].current_period_end;

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseForm(text: string): Params {
  const result: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let target: any = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        target[part] = value;
        return;
      }
      target[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
      target = target[part];
    });
  }
  return result;
}

/** `expand[]` paths like `latest_invoice.confirmation_secret`: ids replaced by their objects. */
function expandAll(object: StripeObject, expand: string[], objects: Map<string, StripeObject>): StripeObject {
  let view = publicView(object);
  for (const path of expand) {
    const [field] = path.split('.');
    if (typeof view[field] === 'string' && objects.has(view[field])) view = { ...view, [field]: publicView(objects.get(view[field])!) };
  }
  return view;
}

/** Without the server's own bookkeeping (fields starting with "_"). */
function publicView(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}.amount{font-size:2rem;font-weight:700}
label{display:block;margin:1rem 0}input{display:block;width:100%;padding:.5rem}button{padding:.6rem 1.5rem;font-size:1rem}</style></head>
<body><p>Local Stripe (test mode)</p><main>${body}</main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
