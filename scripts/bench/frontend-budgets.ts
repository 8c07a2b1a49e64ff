// The front end of the production build in a real browser (Debian's Chromium): every JavaScript file
// a route loads, counted gzipped (level 9, as a CDN would serve it), and the Lighthouse performance and
// accessibility scores of the landing and course pages (visitor) and of the course list and the learn
// view (signed in as the demo learner; scripts/bench/lighthouse.ts).
// Run after `npm run build`: `npm run bench:frontend` prints the tables (`--no-lighthouse` for the
// weights alone, `--lighthouse-runs N` for the runs per median); `--json` for the bench report.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { LocalStripe, createFreshDatabase, dropDatabase, provideTestServer } from '@academy/backend/testing';
import { lighthouseReport, measureLighthouse, type BrowserLaunch, type LighthouseScore } from './lighthouse.js';
import { call, deleteRedisKeys, freePort, REDIS_URL, ROOT, signIn, signInBrowser, startApi, type RunningApi } from './support.js';

export const LANDING_BUDGET_KB = 200;
/** The admin the bench's API creates at its start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const DEMO_ADMIN = { email: 'admin@academy.bench', password: 'admin-password-bench' };
/** A learner of the demo data (SEED_DEMO), enrolled in a course. */
export const DEMO_LEARNER = { email: 'jobseeker@academy.local', password: 'demo-password' };

export interface RouteWeight {
  route: string;
  files: number;
  gzipKb: number;
  /** Scripts that must run before the first paint (classic scripts in the document without defer or async), gzipped. */
  blockingKb: number;
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

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const gzipCache = new Map<string, number>();
function gzippedBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * The JavaScript the browser must fetch and run before it can paint the page: classic scripts in the
 * document without `defer` or `async` (external ones gzipped, inline ones as written). Data blocks
 * (JSON, JSON-LD) are not scripts that run.
 */
async function blockingScriptBytes(page: Page, baseURL: string, path: string): Promise<number> {
  const html = await (await page.request.get(new URL(path, baseURL).href)).text();
  let bytes = 0;
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="?([^"\s>]+)/.exec(attributes)?.[1];
    if ((type && type !== 'text/javascript') || /\b(defer|async)\b/.test(attributes)) continue;
    const src = /\bsrc="?([^"\s>]+)/.exec(attributes)?.[1];
    if (!src) {
      bytes += Buffer.byteLength(body);
      continue;
    }
    const file = distFile(new URL(src, baseURL));
    bytes += file ? gzippedBytes(file) : gzipSync(await (await page.request.get(new URL(src, baseURL).href)).body(), { level: 9 }).length;
  }
  return bytes;
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
  const blocking = await blockingScriptBytes(page, page.url(), path);
  return { route, files: breakdown.length, gzipKb: kb(bytes), blockingKb: kb(blocking), breakdown };
}

export const BROWSER: BrowserLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A fresh database, a local Stripe and the built API with the demo data (SEED_DEMO), for as long as `use` runs. */
/** `adminUrl`: a PostgreSQL server already running (the API benchmark's); otherwise one is provided and stopped after. */
export async function withFrontEndServer<T>(
  use: (baseURL: string) => Promise<T>,
  log: (line: string) => void = console.log,
  adminUrl?: string,
): Promise<T> {
  const server = adminUrl ? { adminUrl, stop: async () => undefined } : await provideTestServer(log);
  const databaseUrl = await createFreshDatabase(server.adminUrl, 'academy_bench_fe');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The checkout page prepares a payment on load: a reachable (local) Stripe keeps it on its normal path.
  const stripe = new LocalStripe({ secretKey: 'sk_test_bench', webhookSecret: 'whsec_bench' });
  let api: RunningApi | undefined;
  try {
    const stripeApiBase = await stripe.start();
    api = await startApi({
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: `academy-bench-${port}`,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: DEMO_ADMIN.email,
      ADMIN_PASSWORD: DEMO_ADMIN.password,
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      STRIPE_API_BASE: stripeApiBase,
    });
    return await use(baseURL);
  } finally {
    await api?.stop();
    await stripe.stop();
    await dropDatabase(server.adminUrl, databaseUrl);
    await server.stop();
    await deleteRedisKeys(`academy-bench-${port}`);
  }
}

/** The demo learner's enrolled course, a paid course, a lesson of the enrolled one, and a course every visitor may see. */
export async function demoTargets(
  baseURL: string,
): Promise<{ enrolledCourseId: number; paidCourseId: number; lessonId: number; publicCourseId: number }> {
  const cookie = await signIn(baseURL, DEMO_LEARNER.email, DEMO_LEARNER.password);
  const courses = (await call(baseURL, 'GET', '/api/courses', { cookie })).body as { id: number; isEnrolled: boolean; isPaid: boolean }[];
  const enrolled = courses.find((course) => course.isEnrolled)!;
  const paid = courses.find((course) => course.isPaid && !course.isEnrolled) ?? courses.find((course) => course.isPaid)!;
  const learn = (await call(baseURL, 'GET', `/api/courses/${enrolled.id}/learn`, { cookie })).body as {
    modules: { lessons: { id: number }[] }[];
  };
  const [publicCourse] = (await call(baseURL, 'GET', '/api/courses/public')).body as { id: number }[];
  return {
    enrolledCourseId: enrolled.id,
    paidCourseId: paid.id,
    lessonId: learn.modules.flatMap((module) => module.lessons)[0].id,
    publicCourseId: publicCourse.id,
  };
}

async function weighRoutes(baseURL: string, targets: Awaited<ReturnType<typeof demoTargets>>): Promise<RouteWeight[]> {
  const { enrolledCourseId, paidCourseId, lessonId, publicCourseId } = targets;
  const browser = await chromium.launch(BROWSER);
  try {
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    const learner = await (await browser.newContext({ baseURL })).newPage();
    const admin = await (await browser.newContext({ baseURL })).newPage();
    await signInBrowser(learner.request, DEMO_LEARNER);
    await signInBrowser(admin.request, DEMO_ADMIN);
    const heading = (page: Page) => page.getByRole('heading').first().waitFor();
    // A server-rendered page starts the app when the visitor first acts: weigh the app they then get.
    const afterFirstAction = async (page: Page) => {
      await heading(page);
      await page.mouse.move(5, 5);
    };
    return [
      await weigh(visitor, 'landing (/)', '/', afterFirstAction),
      await weigh(visitor, 'course list, visitor (/courses)', '/courses', afterFirstAction),
      await weigh(visitor, 'course page, visitor (/courses/{id})', `/courses/${publicCourseId}`, afterFirstAction),
      await weigh(visitor, 'sign in (/auth)', '/auth', (page) => page.getByRole('tab', { name: 'Sign In' }).waitFor()),
      await weigh(learner, 'dashboard (/)', '/', heading),
      await weigh(learner, 'course list (/courses)', '/courses', heading),
      await weigh(learner, 'learn (/courses/{id}/learn)', `/courses/${enrolledCourseId}/learn`, heading),
      await weigh(learner, 'lesson (/lessons/{id})', `/lessons/${lessonId}`, heading),
      await weigh(learner, 'checkout (/checkout/{id})', `/checkout/${paidCourseId}`, heading),
      await weigh(admin, 'admin (/admin)', '/admin', (page) => page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()),
      await weigh(admin, 'lesson editor', `/admin/courses/${enrolledCourseId}/lessons/${lessonId}`, (page) =>
        page.getByText('Back to Course').first().waitFor(),
      ),
    ];
  } finally {
    await browser.close();
  }
}

export interface FrontEndReport {
  weights: RouteWeight[];
  /** Absent when the Lighthouse audits were skipped. */
  lighthouse?: LighthouseScore[];
}

export async function measureFrontEnd(
  log: (line: string) => void = console.log,
  options: { lighthouse?: boolean; lighthouseRuns?: number; adminUrl?: string } = {},
): Promise<FrontEndReport> {
  return withFrontEndServer(
    async (baseURL) => {
      const targets = await demoTargets(baseURL);
      const weights = await weighRoutes(baseURL, targets);
      if (options.lighthouse === false) return { weights };
      const lighthouse = await measureLighthouse(
        baseURL,
        [
          { route: 'landing (/)', path: '/' },
          { route: 'course page, visitor (/courses/{id})', path: `/courses/${targets.publicCourseId}` },
          { route: 'course list, signed in (/courses)', path: '/courses', account: DEMO_LEARNER },
          { route: 'learn, signed in (/courses/{id}/learn)', path: `/courses/${targets.enrolledCourseId}/learn`, account: DEMO_LEARNER },
        ],
        BROWSER,
        { runs: options.lighthouseRuns, log },
      );
      return { weights, lighthouse };
    },
    log,
    options.adminUrl,
  );
}

export function weightsTable(weights: RouteWeight[]): string {
  const rows = weights.map(
    (weight) => `| ${weight.route} | ${weight.files} | ${weight.gzipKb.toFixed(1)} | ${weight.blockingKb.toFixed(1)} |`,
  );
  return ['| Route | JS files | JS gzipped (KB) | JS before first paint (KB) |', '|---|---:|---:|---:|', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      lighthouse: { type: 'boolean', default: true },
      'lighthouse-runs': { type: 'string', default: '3' },
    },
    allowNegative: true,
    strict: true,
  });
  const lighthouseRuns = Number(values['lighthouse-runs']);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
    throw new Error(`--lighthouse-runs must be a whole number ≥ 1 (got "${values['lighthouse-runs']}")`);
  const { weights, lighthouse } = await measureFrontEnd(values.json ? () => undefined : (line) => console.error(`[bench] ${line}`), {
    lighthouse: values.lighthouse,
    lighthouseRuns,
  });
  if (values.json) {
    console.log(JSON.stringify({ weights, lighthouse }));
  } else {
    console.log(weightsTable(weights));
    if (values.verbose) {
      for (const weight of weights)
        console.log(
          `\n${weight.route}\n${weight.breakdown.map((entry) => `  ${(entry.bytes / 1024).toFixed(1).padStart(7)} KB  ${entry.file}`).join('\n')}`,
        );
    }
    const landing = weights[0];
    console.log(
      `\nLanding page: ${landing.gzipKb.toFixed(1)} KB gzipped (budget ${LANDING_BUDGET_KB} KB): ${landing.gzipKb <= LANDING_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
    );
    if (lighthouse) console.log(`\n${lighthouseReport(lighthouse)}`);
  }
}
