// Lighthouse performance and accessibility scores per route, from the production build in Debian's
// Chromium: the mobile preset (Lighthouse's default: Moto G Power screen, simulated slow 4G and 4× CPU
// slowdown) and the desktop preset (simulated dense 4G, no CPU slowdown). Each route is audited
// several times in a cold HTTP cache and the median run is kept, as Lighthouse advises for scores.
// A signed-in route runs in a browser profile that signed in first: the session cookie is browser
// state, which Lighthouse's storage reset keeps (it clears caches and storage, not cookies).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { freePort, signInBrowser } from './support.js';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRoute {
  route: string;
  path: string;
  /** Signs this account in before the audits; a visitor when absent. */
  account?: { email: string; password: string };
}

export interface LighthouseScore {
  route: string;
  /** Whether the audits ran signed in (the route's `account`). */
  signedIn: boolean;
  formFactor: FormFactor;
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's CPU speed during the median run (a typical desktop scores 1000–2000). */
  benchmarkIndex: number;
  runs: number;
  lighthouseVersion: string;
  /** Accessibility audits that failed, by id with their title. */
  accessibilityFailures: { id: string; title: string }[];
}

export interface BrowserLaunch {
  executablePath: string;
  args: string[];
}

const PRESETS: Record<FormFactor, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

function score(result: Result, formFactor: FormFactor, route: LighthouseRoute, runs: number): LighthouseScore {
  const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const accessibility = result.categories.accessibility;
  const accessibilityFailures = accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && result.audits[ref.id].score !== null && result.audits[ref.id].score! < 1)
    .map((ref) => ({ id: ref.id, title: result.audits[ref.id].title }));
  return {
    route: route.route,
    signedIn: route.account !== undefined,
    formFactor,
    performance: Math.round((result.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((accessibility.score ?? 0) * 100),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(result.environment.benchmarkIndex),
    runs,
    lighthouseVersion: result.lighthouseVersion,
    accessibilityFailures,
  };
}

/** Lighthouse's trace recording fails now and then (NO_NAVSTART, NO_FCP: "Please run Lighthouse again"). */
const ATTEMPTS_PER_RUN = 3;

async function auditOnce(port: number, url: URL, preset: Config | undefined, log: (line: string) => void): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const runnerResult = await lighthouse(url.href, { port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, preset);
    if (!runnerResult) throw new Error(`Lighthouse returned no result for ${url.pathname}`);
    const { lhr } = runnerResult;
    if (lhr.runtimeError) {
      const failure = `Lighthouse failed on ${url.pathname}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt === ATTEMPTS_PER_RUN) throw new Error(failure);
      log(`${failure} (attempt ${attempt} of ${ATTEMPTS_PER_RUN}; trying again)`);
      continue;
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== url.pathname) {
      throw new Error(`${url.pathname} ended on ${lhr.finalDisplayedUrl}: was the account signed in?`);
    }
    return lhr;
  }
}

/** Audits each route with each preset, `runs` times, in Chromium reached over its DevTools port. */
export async function measureLighthouse(
  baseURL: string,
  routes: LighthouseRoute[],
  browserLaunch: BrowserLaunch,
  options: { runs?: number; formFactors?: FormFactor[]; log?: (line: string) => void } = {},
): Promise<LighthouseScore[]> {
  const { runs = 3, formFactors = ['mobile', 'desktop'], log = () => undefined } = options;
  const scores: LighthouseScore[] = [];
  for (const route of routes) {
    const port = await freePort();
    const profile = mkdtempSync(join(tmpdir(), 'academy-lighthouse-'));
    // A persistent context is the browser's default profile, the one Lighthouse opens its tab in.
    // No viewport of Playwright's own: Lighthouse emulates the screen of each preset.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: browserLaunch.executablePath,
      args: [...browserLaunch.args, `--remote-debugging-port=${port}`],
      baseURL,
      viewport: null,
    });
    try {
      if (route.account) await signInBrowser(context.request, route.account);
      for (const formFactor of formFactors) {
        const results: Result[] = [];
        for (let run = 0; run < runs; run++) results.push(await auditOnce(port, new URL(route.path, baseURL), PRESETS[formFactor], log));
        const median = score(computeMedianRun(results), formFactor, route, runs);
        log(`${route.route}, ${formFactor}: performance ${median.performance}, accessibility ${median.accessibility}`);
        scores.push(median);
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return scores;
}

/** What the table's numbers are: the Lighthouse version, the presets and the runs behind each median. */
function lighthouseCaption(scores: LighthouseScore[]): string {
  const [first] = scores;
  if (!first) return 'No Lighthouse audit ran.';
  const benchmark = scores.map((entry) => entry.benchmarkIndex);
  return (
    `Lighthouse ${first.lighthouseVersion}, categories performance and accessibility, median of ${first.runs} run(s) per row (cold HTTP cache). ` +
    'mobile: the default preset (Moto G Power screen, simulated slow 4G, 4× CPU slowdown); desktop: the desktop preset (simulated dense 4G, no CPU slowdown). ' +
    `FCP, LCP and TBT are simulated (Lantern); CPU benchmark index ${Math.min(...benchmark)}–${Math.max(...benchmark)}.`
  );
}

function lighthouseTable(scores: LighthouseScore[]): string {
  const rows = scores.map(
    (entry) =>
      `| ${entry.route} | ${entry.formFactor} | ${entry.performance} | ${entry.accessibility} | ${entry.fcpMs} | ${entry.lcpMs} | ${entry.tbtMs} | ${entry.cls.toFixed(3)} |`,
  );
  return [
    '| Route | Preset | Performance | Accessibility | FCP ms | LCP ms | TBT ms | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

/** The caption, the table and the failed accessibility audits (or that none failed), as Markdown. */
export function lighthouseReport(scores: LighthouseScore[]): string {
  const failures = scores
    .filter((entry) => entry.accessibilityFailures.length > 0)
    .map(
      (entry) =>
        `- ${entry.route}, ${entry.formFactor}: ${entry.accessibilityFailures.map((failure) => `${failure.id} (${failure.title})`).join('; ')}`,
    );
  return [
    lighthouseCaption(scores),
    lighthouseTable(scores),
    failures.length ? `Failed accessibility audits:\n\n${failures.join('\n')}` : 'No accessibility audit failed.',
  ].join('\n\n');
}
