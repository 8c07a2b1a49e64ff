import { LocalStripe } from './local-stripe.js';

/**
 * The local Stripe-compatible server on its own, for the browser tests and the offline demo:
 *   node --import @swc-node/register/esm-register backend/test/support/local-stripe/cli.ts
 * Settings: LOCAL_STRIPE_PORT (12111), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and
 * LOCAL_STRIPE_WEBHOOK_URL (http://localhost:3000/api/stripe/webhook) — use the same keys in the app's
 * .env with STRIPE_API_BASE=http://127.0.0.1:12111.
 */
const port = Number(process.env.LOCAL_STRIPE_PORT ?? 12111);
const stripe = new LocalStripe({
  secretKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_local',
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local',
  webhookUrl: process.env.LOCAL_STRIPE_WEBHOOK_URL ?? 'http://localhost:3000/api/stripe/webhook',
});
const url = await stripe.start(port);
console.log(
  `[local-stripe] listening on ${url}; webhooks go to ${process.env.LOCAL_STRIPE_WEBHOOK_URL ?? 'http://localhost:3000/api/stripe/webhook'}`,
);
const stop = () => void stripe.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
