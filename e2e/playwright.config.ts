import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** admin-app is served from its own origin, as a separate deployment would be: the shell loads it from ADMIN_REMOTE_URL. */
export const adminRemoteOrigin = `http://127.0.0.1:${Number(process.env.E2E_ADMIN_REMOTE_PORT ?? 4174)}`;
/** The local Stripe-compatible server (backend/test/support/local-stripe): the app reaches it through the real SDK. */
export const stripeApiBase = `http://127.0.0.1:${Number(process.env.E2E_STRIPE_PORT ?? 4175)}`;
/** The local OpenAI-compatible model server (backend/test/support/local-llm): AI practice reaches it through the real SDK; specs script it (support/llm.ts). */
export const llmApiBase = `http://127.0.0.1:${Number(process.env.E2E_LLM_PORT ?? 4176)}`;
const LLM = { key: 'sk-e2e-local-llm', model: 'local-model' };
/** The local OpenID provider (backend/test/support/local-oidc, oidc-provider): Google sign-in goes to it (GOOGLE_ISSUER). */
export const oidcIssuer = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? 4177)}`;
const OIDC = { clientId: 'academy-e2e', clientSecret: 'academy-e2e-secret' };
/** The local SAML identity provider (backend/test/support/local-saml): a team's single sign-on is set up with its metadata URL. */
export const samlIdp = `http://127.0.0.1:${Number(process.env.E2E_SAML_PORT ?? 4178)}`;
/** The served app's queue prefix: also the prefix of its cache-invalidation channel on Redis. */
export const queuePrefix = `academy-e2e-${port}`;
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_e2e_local', STRIPE_WEBHOOK_SECRET: 'whsec_e2e_local' };
/** The served app's data folder (uploads, e-mails as files), also where the setup project keeps the admin's session. */
export const dataDir = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '../.data/e2e');
/**
 * The served app's test clock (TEST_CLOCK_FILE): milliseconds the API and its workers add to the time.
 * Only the 'moved clock' project writes it, after every other suite has run (support/clock.ts).
 */
export const testClockFile = join(dataDir, 'test-clock');
/** The admin account the served app creates at start-up. */
export const ADMIN = { email: 'admin@academy.test', password: 'admin-password-e2e' };

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

/** The served app's environment; the 'moved clock' suites start worker processes with it too. */
export const appEnv: Record<string, string> = {
  NODE_ENV: 'production',
  // The local identity providers listen on this machine.
  SSO_ALLOW_LOOPBACK: 'true',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseURL,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  JWT_SECRET: process.env.E2E_JWT_SECRET ?? 'e2e-secret-that-is-long-enough-for-hs256',
  DATA_DIR: dataDir,
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: queuePrefix,
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  REGISTRATIONS_PER_IP: '10000',
  TAKEN_ADDRESS_ANSWERS_PER_IP: '10000',
  ADMIN_REMOTE_URL: `${adminRemoteOrigin}/mf-manifest.json`,
  ...STRIPE_KEYS,
  STRIPE_API_BASE: stripeApiBase,
  // Stripe.js cannot load offline: the checkout shows its hosted-checkout fallback, which the tests use.
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_local',
  LLM_BASE_URL: `${llmApiBase}/v1`,
  LLM_API_KEY: LLM.key,
  LLM_MODEL: LLM.model,
  TEST_CLOCK_FILE: testClockFile,
  GOOGLE_CLIENT_ID: OIDC.clientId,
  GOOGLE_CLIENT_SECRET: OIDC.clientSecret,
  GOOGLE_ISSUER: oidcIssuer,
};

/** How long each server beside the tests may take to start: the local servers compile on start, slowly on a busy machine. */
const START_TIMEOUT_MS = 120_000;

export default defineConfig({
  testDir: './tests',
  // Files run side by side, each in its own worker; the tests of a file run in order. E2E_WORKERS to choose.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // One retry in CI; a test that needed it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The ten slowest files, after the run.
  reportSlowTests: { max: 10, threshold: 0 },
  // Whole journeys (an admin authoring, then learners) take 20–30 s on a two-core machine that also runs the app and PostgreSQL.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Recording a trace of every test costs about a sixth of the run: only a retry records one
    // (`--trace on` to record them all while debugging).
    trace: 'on-first-retry',
    // The admin app honours this and turns Ant Design's animations off: no clicks land on a closing list.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    { name: 'admin session', testDir: './support', testMatch: 'admin-session.setup.ts' },
    { name: 'chromium', dependencies: ['admin session'], testIgnore: /moved-clock\// },
    // Suites that move the served app's clock run alone, after every other suite: a quiz deadline or a
    // certificate's expiry elsewhere would move with it.
    { name: 'moved clock', testMatch: /moved-clock\/.*\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: `node --import @swc-node/register/esm-register support/serve-static.ts ../admin-app/dist ${new URL(adminRemoteOrigin).port}`,
      url: `${adminRemoteOrigin}/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: START_TIMEOUT_MS,
    },
    {
      command: 'npm run --silent stripe:local -w @academy/backend',
      url: `${stripeApiBase}/v1/health`,
      reuseExistingServer: false,
      timeout: START_TIMEOUT_MS,
      env: { ...STRIPE_KEYS, LOCAL_STRIPE_PORT: new URL(stripeApiBase).port, LOCAL_STRIPE_WEBHOOK_URL: `${baseURL}/api/stripe/webhook` },
    },
    {
      command: 'npm run --silent llm:local -w @academy/backend',
      url: `${llmApiBase}/__control/health`,
      reuseExistingServer: false,
      timeout: START_TIMEOUT_MS,
      env: { LOCAL_LLM_PORT: new URL(llmApiBase).port, LOCAL_LLM_API_KEY: LLM.key, LOCAL_LLM_MODEL: LLM.model },
    },
    {
      command: 'npm run --silent oidc:local -w @academy/backend',
      url: `${oidcIssuer}/__control/health`,
      reuseExistingServer: false,
      timeout: START_TIMEOUT_MS,
      env: {
        LOCAL_OIDC_PORT: new URL(oidcIssuer).port,
        LOCAL_OIDC_CLIENT_ID: OIDC.clientId,
        LOCAL_OIDC_CLIENT_SECRET: OIDC.clientSecret,
        LOCAL_OIDC_REDIRECT_URIS: `${baseURL}/api/auth/oidc/google/callback`,
      },
    },
    {
      command: 'npm run --silent saml:local -w @academy/backend',
      url: `${samlIdp}/__control/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { LOCAL_SAML_PORT: new URL(samlIdp).port },
    },
    {
      command: `node ${join(import.meta.dirname, '../backend/dist/main.js')}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: START_TIMEOUT_MS,
      stdout: 'ignore',
      stderr: 'pipe',
      env: appEnv,
    },
  ],
});
