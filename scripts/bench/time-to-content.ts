// Time to content: how long a cold page load of the production build takes, from navigation start to
// the route's main content in the DOM (the course grid, the course title, the dashboard's courses,
// the learning page's title), in Debian's Chromium as the signed-in demo learner. Each route is loaded
// several times with an empty HTTP cache and the median kept. Run after `npm run build`:
// `npm run bench:ttc` prints the table; `--record <column>` also writes the figures into that column
// of BENCHMARKS.md's "Time to content" section (which `npm run bench` keeps when it rewrites the file).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { BROWSER, demoTargets, withFrontEndServer } from './frontend-budgets.js';
import { sectionOf, TIME_TO_CONTENT_HEADING, withSection } from './report-sections.js';
import { log, percentile, ROOT, signInBrowser } from './support.js';

const LEARNER = { email: 'jobseeker@academy.local', password: 'demo-password' };

interface TimedRoute {
  route: string;
  path: string;
  /** The element whose arrival counts as "content". */
  selector: string;
}

export interface TimeToContent {
  route: string;
  medianMs: number;
  runsMs: number[];
}

/** A script run before the page's own: records when `selector` first matches (ms since navigation start). */
function watchFor(selector: string): string {
  return `{
    const found = () => {
      if (!document.querySelector(${JSON.stringify(selector)})) return false;
      window.__timeToContent ??= performance.now();
      return true;
    };
    const observer = new MutationObserver(() => { if (found()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true });
  }`;
}

async function timeOnce(page: Page, path: string, selector: string): Promise<number> {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.clearBrowserCache');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('about:blank');
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor();
  const ms = await page.evaluate<number | undefined>('window.__timeToContent');
  await client.detach();
  if (ms === undefined) throw new Error(`${path}: ${selector} appeared but was not timed`);
  return Math.round(ms);
}

export async function measureTimeToContent(runs: number): Promise<TimeToContent[]> {
  return withFrontEndServer(async (baseURL) => {
    const { enrolledCourseId } = await demoTargets(baseURL);
    const routes: TimedRoute[] = [
      { route: 'course list (/courses)', path: '/courses', selector: 'ul[aria-label="Courses"] li' },
      { route: 'course detail (/courses/{id})', path: `/courses/${enrolledCourseId}`, selector: 'h1.cs-title' },
      { route: 'dashboard (/)', path: '/', selector: '#db-courses-title' },
      { route: 'learn (/courses/{id}/learn)', path: `/courses/${enrolledCourseId}/learn`, selector: 'h1.ln-title' },
    ];
    const browser = await chromium.launch(BROWSER);
    try {
      const context = await browser.newContext({ baseURL });
      await signInBrowser(context.request, LEARNER);
      const results: TimeToContent[] = [];
      for (const { route, path, selector } of routes) {
        const page = await context.newPage();
        await page.addInitScript({ content: watchFor(selector) });
        // One warm-up load: the server's first answers (JIT, connection pool) are not what a learner waits for.
        await timeOnce(page, path, selector);
        const runsMs: number[] = [];
        for (let run = 0; run < runs; run++) runsMs.push(await timeOnce(page, path, selector));
        await page.close();
        results.push({ route, medianMs: percentile(runsMs, 50), runsMs });
        log(`${route}: median ${results.at(-1)!.medianMs} ms (${runsMs.join(', ')})`);
      }
      return results;
    } finally {
      await browser.close();
    }
  }, log);
}

/** Table rows of the section: route → column → median ms. */
function readTable(section: string): { columns: string[]; rows: Map<string, Map<string, string>> } {
  // The header, the |---| line, then one line per route.
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const rows = new Map<string, Map<string, string>>();
  if (lines.length < 2) return { columns: [], rows };
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const columns = cells(lines[0]).slice(1);
  for (const line of lines.slice(2)) {
    const [route, ...values] = cells(line);
    rows.set(route, new Map(columns.map((column, index) => [column, values[index] ?? ''])));
  }
  return { columns, rows };
}

function renderSection(columns: string[], rows: Map<string, Map<string, string>>, runs: number): string {
  return [
    TIME_TO_CONTENT_HEADING,
    '',
    `Written by \`npm run bench:ttc -- --record <column>\`: from navigation start to the route's main content in the DOM, ` +
      `median of ${runs} cold loads (empty HTTP cache, after one warm-up load) of the production build in headless Chromium ` +
      'on this machine, signed in as the demo learner. Milliseconds.',
    '',
    `| Route | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...[...rows].map(([route, values]) => `| ${route} | ${columns.map((column) => values.get(column) ?? '').join(' | ')} |`),
  ].join('\n');
}

/** BENCHMARKS.md with `results` written into `column` of its "Time to content" table, the other columns kept. */
export function recordTimeToContent(markdown: string, column: string, results: TimeToContent[], runs: number): string {
  const { columns, rows } = readTable(sectionOf(markdown, TIME_TO_CONTENT_HEADING));
  if (!columns.includes(column)) columns.push(column);
  for (const result of results) {
    const row = rows.get(result.route) ?? new Map<string, string>();
    row.set(column, String(result.medianMs));
    rows.set(result.route, row);
  }
  return withSection(markdown, TIME_TO_CONTENT_HEADING, renderSection(columns, rows, runs));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      record: { type: 'string' },
      output: { type: 'string', default: join(ROOT, 'BENCHMARKS.md') },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1 (got "${values.runs}")`);
  const results = await measureTimeToContent(runs);
  console.log(
    [
      '| Route | Median (ms) | Runs (ms) |',
      '|---|---:|---|',
      ...results.map((r) => `| ${r.route} | ${r.medianMs} | ${r.runsMs.join(', ')} |`),
    ].join('\n'),
  );
  if (values.record) {
    const previous = existsSync(values.output) ? readFileSync(values.output, 'utf8') : '# Benchmarks\n';
    writeFileSync(values.output, recordTimeToContent(previous, values.record, results, runs));
    log(`"${values.record}" written to ${values.output}`);
  }
  process.exit(0);
}
