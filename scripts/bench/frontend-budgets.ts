// Front-end weight per route, from the production build in a real browser (Debian's Chromium):
// every JavaScript file a route loads, counted gzipped (level 9, as a CDN would serve it).
// Run after `npm run build`: `npm run bench:frontend`. Prints a table; `--json` for the bench report.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LocalStripe } from '../../backend/test/support/local-stripe/local-stripe.js';
import { createFreshDatabase, dropDatabase, provideTestServer } from '../../backend/test/support/test-database.js';
import { deleteRedisKeys, freePort, REDIS_URL, ROOT, startApi, type RunningApi } from './support.js';

export const LANDING_BUDGET_KB = 200;
const ADMIN = { email: 'admin@academy.bench', password: 'admin-password-bench' };
const LEARNER = { email: 'jobseeker@academy.local', password: 'demo-password' };

export interface RouteWeight {
  route: string;
  files: number;
  gzipKb: number;
  /** Each file and its gzipped bytes, largest first. */
  breakdown: { file: string; bytes: number }[];
}

/** Where a URL the browser loaded lives in the build output. */
function distFile(url: URL): string | null {
  const path = url.pathname;
  if (path.startsWith('/remotes/learner/')) return join(ROOT, 'learner-app/dist', path.slice('/remotes/learner/'.length));
  if (path.startsWith('/remotes/admin/')) return join(ROOT, 'admin-app/dist', path.slice('/remotes/admin/'.length));
  if (path.endsWith('.js') && path !== '/runtime-config.js') return join(ROOT, 'shell/dist', path.slice(1));
  return null;
}

const gzipCache = new Map<string, number>();
function gzippedBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

async function weigh(page: Page, route: string, path: string, ready: (page: Page) => Promise<unknown>): Promise<RouteWeight> {
  const scripts = new Set<string>();
  const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  };
  page.on('response', onResponse);
  // An empty HTTP cache per route: what a first visit to that URL costs.
  const client = await page.context().newCDPSession(page);
  await client.send('Network.clearBrowserCache');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const breakdown = [...scripts]
    .map((url) => distFile(new URL(url)))
    .filter((file): file is string => file !== null)
    .map((file) => ({ file: relative(ROOT, file), bytes: gzippedBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const bytes = breakdown.reduce((sum, entry) => sum + entry.bytes, 0);
  return { route, files: breakdown.length, gzipKb: Math.round(bytes / 102.4) / 10, breakdown };
}

export async function measureFrontEnd(log: (line: string) => void = console.log): Promise<RouteWeight[]> {
  const server = await provideTestServer(log);
  const databaseUrl = await createFreshDatabase(server.adminUrl, 'academy_bench_fe');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The checkout page prepares a payment on load: a reachable (local) Stripe keeps it on its normal path.
  const stripe = new LocalStripe({ secretKey: 'sk_test_bench', webhookSecret: 'whsec_bench' });
  let api: RunningApi | undefined;
  let browser: Browser | undefined;
  try {
    const stripeApiBase = await stripe.start();
    api = await startApi({
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: `academy-bench-${port}`,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      STRIPE_API_BASE: stripeApiBase,
    });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    const learner = await (await browser.newContext({ baseURL })).newPage();
    const admin = await (await browser.newContext({ baseURL })).newPage();
    await signIn(learner, LEARNER);
    await signIn(admin, ADMIN);
    const courses = (await (await learner.request.get('/api/courses')).json()) as { id: number; isEnrolled: boolean; isPaid: boolean }[];
    const enrolled = courses.find((course) => course.isEnrolled)!;
    const paid = courses.find((course) => course.isPaid && !course.isEnrolled) ?? courses.find((course) => course.isPaid)!;
    const learn = (await (await learner.request.get(`/api/courses/${enrolled.id}/learn`)).json()) as { modules: { lessons: { id: number }[] }[] };
    const lessonId = learn.modules.flatMap((module) => module.lessons)[0].id;
    const heading = (page: Page) => page.getByRole('heading').first().waitFor();

    const weights = [
      await weigh(visitor, 'landing (/)', '/', heading),
      await weigh(visitor, 'sign in (/auth)', '/auth', (page) => page.getByRole('tab', { name: 'Sign In' }).waitFor()),
      await weigh(learner, 'dashboard (/)', '/', heading),
      await weigh(learner, 'course list (/courses)', '/courses', heading),
      await weigh(learner, 'learn (/courses/{id}/learn)', `/courses/${enrolled.id}/learn`, heading),
      await weigh(learner, 'lesson (/lessons/{id})', `/lessons/${lessonId}`, heading),
      await weigh(learner, 'checkout (/checkout/{id})', `/checkout/${paid.id}`, heading),
      await weigh(admin, 'admin (/admin)', '/admin', (page) => page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()),
      await weigh(admin, 'lesson editor', `/admin/courses/${enrolled.id}/lessons/${lessonId}`, (page) => page.getByText('Back to Course').first().waitFor()),
    ];
    return weights;
  } finally {
    await browser?.close();
    await api?.stop();
    await stripe.stop();
    await dropDatabase(server.adminUrl, databaseUrl);
    await server.stop();
    await deleteRedisKeys(`academy-bench-${port}`);
  }
}

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/login', { data: account });
  if (!response.ok()) throw new Error(`Sign-in as ${account.email} failed: ${response.status()} ${await response.text()}`);
}

export function weightsTable(weights: RouteWeight[]): string {
  const rows = weights.map((weight) => `| ${weight.route} | ${weight.files} | ${weight.gzipKb.toFixed(1)} |`);
  return ['| Route | JS files | JS gzipped (KB) |', '|---|---:|---:|', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = await measureFrontEnd(() => undefined);
  if (process.argv.includes('--json')) console.log(JSON.stringify(weights));
  else console.log(weightsTable(weights));
  if (process.argv.includes('--verbose')) {
    for (const weight of weights) console.log(`\n${weight.route}\n${weight.breakdown.map((entry) => `  ${(entry.bytes / 1024).toFixed(1).padStart(7)} KB  ${entry.file}`).join('\n')}`);
  }
  const landing = weights[0];
  console.log(`\nLanding page: ${landing.gzipKb.toFixed(1)} KB gzipped (budget ${LANDING_BUDGET_KB} KB): ${landing.gzipKb <= LANDING_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`);
}
