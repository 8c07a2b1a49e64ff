import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** admin-app is served from its own origin, as a separate deployment would be: the shell loads it from ADMIN_REMOTE_URL. */
export const adminRemoteOrigin = `http://127.0.0.1:${Number(process.env.E2E_ADMIN_REMOTE_PORT ?? 4174)}`;
/** The local Stripe-compatible server (backend/test/support/local-stripe): the app reaches it through the real SDK. */
export const stripeApiBase = `http://127.0.0.1:${Number(process.env.E2E_STRIPE_PORT ?? 4175)}`;
/** The served app's queue prefix: also the prefix of its cache-invalidation channel on Redis. */
export const queuePrefix = `academy-e2e-${port}`;
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_e2e_local', STRIPE_WEBHOOK_SECRET: 'whsec_e2e_local' };

/** Debian's Chromium; Playwright never downloads a browser here. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // One retry in CI, where the machine also builds; a test that needed it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Whole journeys (an admin authoring, then learners) take 20–30 s on a two-core machine that also runs the app and PostgreSQL.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The admin app honours this and turns Ant Design's animations off: no clicks land on a closing list.
    contextOptions: { reducedMotion: 'reduce' },
  },
  webServer: [
    {
      command: `node --import @swc-node/register/esm-register support/serve-static.ts ../admin-app/dist ${new URL(adminRemoteOrigin).port}`,
      url: `${adminRemoteOrigin}/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npm run --silent stripe:local -w @academy/backend',
      url: `${stripeApiBase}/v1/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { ...STRIPE_KEYS, LOCAL_STRIPE_PORT: new URL(stripeApiBase).port, LOCAL_STRIPE_WEBHOOK_URL: `${baseURL}/api/stripe/webhook` },
    },
    {
      command: `node ${join(import.meta.dirname, '../backend/dist/main.js')}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        JWT_SECRET: process.env.E2E_JWT_SECRET ?? 'e2e-secret-that-is-long-enough-for-hs256',
        DATA_DIR: process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '../.data/e2e'),
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: queuePrefix,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@academy.test',
        ADMIN_PASSWORD: 'admin-password-e2e',
        REGISTRATIONS_PER_IP: '10000',
        ADMIN_REMOTE_URL: `${adminRemoteOrigin}/mf-manifest.json`,
        ...STRIPE_KEYS,
        STRIPE_API_BASE: stripeApiBase,
        // Stripe.js cannot load offline: the checkout shows its hosted-checkout fallback, which the tests use.
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_local',
      },
    },
  ],
});
