import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/** Stripe.js is fetched from js.stripe.com; blocked or offline, the checkout offers the hosted page instead of spinning. */
const LOAD_TIMEOUT_MS = 10_000;

/** From the runtime config the server writes (runtime-config.js), so one build serves every environment. */
export function stripePublishableKey(): string | null {
  const key = (window as { __ACADEMY_CONFIG__?: { stripePublishableKey?: unknown } }).__ACADEMY_CONFIG__?.stripePublishableKey;
  return typeof key === 'string' && key.trim() ? key : null;
}

let loading: Promise<Stripe | null> | undefined;

/** Stripe.js, once per page; null when no publishable key is configured, it cannot load, or it takes too long. */
export function loadStripeJs(): Promise<Stripe | null> {
  const key = stripePublishableKey();
  if (!key) return Promise.resolve(null);
  loading ??= Promise.race([
    loadStripe(key).catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), LOAD_TIMEOUT_MS)),
  ]).then((stripe) => {
    if (!stripe) loading = undefined;
    return stripe;
  });
  return loading;
}
