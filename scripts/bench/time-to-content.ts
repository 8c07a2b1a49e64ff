// Time to content: how long a cold page load of the production build takes, from navigation start to
// the route's main content in the DOM, in Debian's Chromium: the landing page as a visitor (rendered on
// the server: the reference), the learner's pages as the signed-in demo learner and the admin dashboard
// as the demo admin. Each route is loaded several times with an empty HTTP cache and the median kept;
// for the median run, the Network domain (CDP) gives the requests started before the content, the
// JavaScript loaded by then and the chain of requests the content waited for. Run after `npm run build`:
// `npm run bench:ttc` prints the tables; `--record <column>` also writes the figures into that column
// of BENCHMARKS.md's "Time to content" section (which `npm run bench` keeps when it rewrites the file).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { BROWSER, DEMO_ADMIN, DEMO_LEARNER, demoTargets, withFrontEndServer } from './frontend-budgets.js';
import { sectionOf, TIME_TO_CONTENT_HEADING, withSection } from './report-sections.js';
import { log, ROOT, signInBrowser } from './support.js';

/** The goal a route's median run is held to: its time as a multiple of the landing page's, and its requests. */
export interface RouteTarget {
  maxRatio: number;
  maxRequests?: number;
}

type Account = 'visitor' | 'learner' | 'admin';

interface TimedRoute {
  route: string;
  path: string;
  /** The element whose arrival counts as "content". */
  selector: string;
  account: Account;
  target?: RouteTarget;
}

const LANDING_ROUTE = 'landing (/), visitor';
const SIGNED_IN_TARGET: RouteTarget = { maxRatio: 1.2, maxRequests: 12 };
const ADMIN_TARGET: RouteTarget = { maxRatio: 2 };

/** One request of a page load as the Network domain saw it; times in ms since navigation start. */
export interface RequestRecord {
  id: string;
  url: string;
  /** The Network domain's resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Font… */
  type: string;
  startMs: number;
  /** When it finished (or failed); absent while it was still loading. */
  endMs?: number;
  /** The request of the document or script that started it, where the initiator names one. */
  initiatorId?: string;
  /** Bytes as transferred (compressed body and headers: encodedDataLength). */
  transferBytes: number;
  /** Bytes of the decoded body. */
  decodedBytes: number;
}

/** A step of the critical chain: a short name of the request and when it finished. */
export interface ChainStep {
  name: string;
  endMs: number;
}

/** One cold load: its time to content and what the network did before the content appeared. */
export interface LoadFigures {
  ms: number;
  /** Requests started before the content appeared, the document included. */
  requests: number;
  /** Script responses that finished before the content appeared. */
  jsTransferBytes: number;
  jsDecodedBytes: number;
  /** The encodings the server sent those scripts in (gzip, br, identity). */
  jsEncodings: string[];
  chain: ChainStep[];
  /** Whether the content came in the document itself (found while the browser was still reading it). */
  inDocument: boolean;
}

export interface TimeToContent {
  route: string;
  medianMs: number;
  runsMs: number[];
  /** The figures of the median run (the one whose time is `medianMs`). */
  median: LoadFigures;
  target?: RouteTarget;
}

/** Requests a page waits for before it can go on: code, styles, data and the document itself. */
const WAITED_FOR = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

/**
 * The chain of requests the content waited for. It ends at the request (document, script,
 * stylesheet, fetch) that finished last before the content appeared; each request's predecessor is
 * the one it waited for: its initiator, or the request of those kinds that finished last before it
 * started, whichever finished later (an initiator still loading, like a document whose parser found
 * a script, counts as finished when the request started). The walk stops at a request with no
 * predecessor: the document.
 */
export function criticalChain(records: RequestRecord[], contentMs: number): RequestRecord[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const finished = records.filter((record) => WAITED_FOR.has(record.type) && record.endMs !== undefined && record.endMs <= contentMs);
  const latest = (candidates: RequestRecord[], endOf: (record: RequestRecord) => number) =>
    candidates.reduce<RequestRecord | undefined>((best, record) => (!best || endOf(record) > endOf(best) ? record : best), undefined);
  const chain: RequestRecord[] = [];
  const seen = new Set<string>();
  for (let step = latest(finished, (record) => record.endMs!); step && !seen.has(step.id);) {
    seen.add(step.id);
    chain.unshift(step);
    const current = step;
    const initiator = current.initiatorId === undefined ? undefined : byId.get(current.initiatorId);
    const endOf = (record: RequestRecord) => Math.min(record.endMs ?? Number.POSITIVE_INFINITY, current.startMs);
    const before = finished.filter((record) => record !== current && record !== initiator && record.endMs! <= current.startMs);
    // The initiator first: on a tie it is the one the request waited for.
    const candidates = initiator && initiator !== current && initiator.startMs <= current.startMs ? [initiator, ...before] : before;
    step = latest(candidates, endOf);
  }
  return chain;
}

/** `document`, `/api/courses?…`, `learner/remoteEntry.js`, `main.3f2a.js`: what a chain step loaded. */
export function requestName(record: Pick<RequestRecord, 'url' | 'type'>): string {
  if (record.type === 'Document') return 'document';
  const url = new URL(record.url);
  if (url.pathname.startsWith('/api/')) return `${url.pathname}${url.search}`;
  const file = url.pathname.split('/').pop() || url.pathname;
  const remote = /^\/remotes\/([^/]+)\//.exec(url.pathname)?.[1];
  return remote ? `${remote}/${file}` : file;
}

/**
 * The figures of one load from its requests and the time its content appeared. Content that came in
 * the document (`inDocument`: the browser found it while still reading the document) waited for the
 * document alone, whatever else finished meanwhile: its chain is the document.
 */
export function loadFigures(records: RequestRecord[], contentMs: number, jsEncodings: string[] = [], inDocument = false): LoadFigures {
  const scripts = records.filter((record) => record.type === 'Script' && record.endMs !== undefined && record.endMs <= contentMs);
  const document = records.find((record) => record.type === 'Document' && record.endMs !== undefined);
  const chain = inDocument && document ? [document] : criticalChain(records, contentMs);
  return {
    ms: Math.round(contentMs),
    requests: records.filter((record) => record.startMs <= contentMs).length,
    jsTransferBytes: scripts.reduce((sum, record) => sum + record.transferBytes, 0),
    jsDecodedBytes: scripts.reduce((sum, record) => sum + record.decodedBytes, 0),
    jsEncodings,
    chain: chain.map((record) => ({ name: requestName(record), endMs: Math.round(record.endMs!) })),
    inDocument,
  };
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
    // The document read, none of the app's scripts run yet (deferred scripts run after this event):
    // content there now came in the document.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__contentInDocument = document.querySelector(${JSON.stringify(selector)}) !== null;
    });
  }`;
}

type Initiator = {
  type: string;
  url?: string;
  stack?: StackTrace;
};
type StackTrace = { callFrames: { url: string }[]; parent?: StackTrace };

interface RawRequest {
  id: string;
  url: string;
  type: string;
  /** Monotonic seconds (the Network domain's `timestamp`). */
  start: number;
  wallTime: number;
  initiator: Initiator;
  end?: number;
  transferBytes: number;
  decodedBytes: number;
  encoding?: string;
}

/** Collects the Network domain's events of one page load; `records` turns them into request records. */
class NetworkRecorder {
  private requests: RawRequest[] = [];
  private readonly current = new Map<string, RawRequest>();
  private recording = false;

  constructor(client: CDPSession) {
    client.on('Network.requestWillBeSent', (event) => {
      if (!this.recording || /^(data|blob):/.test(event.request.url)) return;
      const previous = this.current.get(event.requestId);
      // A redirect: the same id goes on to the next address; the hop was a request of its own.
      if (previous && event.redirectResponse) {
        previous.end = event.timestamp;
        previous.transferBytes = event.redirectResponse.encodedDataLength;
        previous.id = `${previous.id}:${this.requests.length}`;
      }
      const request: RawRequest = {
        id: event.requestId,
        url: event.request.url,
        type: event.type ?? 'Other',
        start: event.timestamp,
        wallTime: event.wallTime,
        initiator: event.initiator,
        transferBytes: 0,
        decodedBytes: 0,
      };
      this.requests.push(request);
      this.current.set(event.requestId, request);
    });
    client.on('Network.responseReceived', (event) => {
      const request = this.current.get(event.requestId);
      if (!request) return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      request.encoding = headers['content-encoding'] ?? 'identity';
    });
    client.on('Network.dataReceived', (event) => {
      const request = this.current.get(event.requestId);
      if (request) request.decodedBytes += event.dataLength;
    });
    client.on('Network.loadingFinished', (event) => {
      const request = this.current.get(event.requestId);
      if (!request) return;
      request.end = event.timestamp;
      request.transferBytes = event.encodedDataLength;
    });
    client.on('Network.loadingFailed', (event) => {
      const request = this.current.get(event.requestId);
      if (request) request.end = event.timestamp;
    });
  }

  start(): void {
    this.requests = [];
    this.current.clear();
    this.recording = true;
  }

  stop(): void {
    this.recording = false;
  }

  /**
   * The load's requests in ms since navigation start (`timeOrigin`: the page's performance.timeOrigin,
   * the wall-clock time the document request started at gives the offset), and the encodings of its scripts.
   */
  records(timeOrigin: number): { records: RequestRecord[]; jsEncodings: string[] } {
    const document = this.requests.find((request) => request.type === 'Document');
    if (!document) throw new Error('No document request was recorded');
    const offsetMs = document.wallTime * 1000 - timeOrigin;
    const ms = (timestamp: number) => offsetMs + (timestamp - document.start) * 1000;
    const initiatorOf = (request: RawRequest, index: number): string | undefined => {
      const urls: string[] = [];
      if (request.initiator.url) urls.push(request.initiator.url);
      for (let stack = request.initiator.stack; stack; stack = stack.parent) urls.push(...stack.callFrames.map((frame) => frame.url));
      for (const url of urls) {
        // The latest request of that address started before this one.
        const initiator = this.requests.slice(0, index).findLast((candidate) => candidate.url === url);
        if (initiator) return initiator.id;
      }
      return undefined;
    };
    const records = this.requests.map((request, index) => ({
      id: request.id,
      url: request.url,
      type: request.type,
      startMs: ms(request.start),
      endMs: request.end === undefined ? undefined : ms(request.end),
      initiatorId: initiatorOf(request, index),
      transferBytes: request.transferBytes,
      decodedBytes: request.decodedBytes,
    }));
    const jsEncodings = [
      ...new Set(this.requests.filter((request) => request.type === 'Script' && request.encoding).map((request) => request.encoding!)),
    ].sort();
    return { records, jsEncodings };
  }
}

const CONTENT_WAIT_MS = 30_000;
const SETTLE_MS = 400;

/**
 * Waits until the page at `path` has timed its content, by asking its window over the DevTools
 * protocol every 25 ms. Not with a Playwright locator: the first locator in a page makes Playwright
 * evaluate its own selector engine there (about 10–30 ms of main-thread work on this machine), which
 * landed in the middle of the page's parsing on some loads and after the content on others.
 */
async function contentShown(client: CDPSession, path: string, selector: string): Promise<void> {
  const deadline = Date.now() + CONTENT_WAIT_MS;
  const expression = `location.pathname === ${JSON.stringify(path)} && typeof window.__timeToContent === 'number'`;
  for (;;) {
    const { result } = await client.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`${path}: ${selector} did not appear within ${CONTENT_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** One cold load of `path` in `page`: the time its `selector` appeared and what the network did by then. */
async function loadOnce(page: Page, client: CDPSession, recorder: NetworkRecorder, path: string, selector: string): Promise<LoadFigures> {
  await client.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  recorder.start();
  await page.goto(path, { waitUntil: 'commit' });
  await contentShown(client, path, selector);
  const { ms, timeOrigin, inDocument } = await page.evaluate<{ ms: number | undefined; timeOrigin: number; inDocument: boolean }>(
    '({ ms: window.__timeToContent, timeOrigin: performance.timeOrigin, inDocument: window.__contentInDocument === true })',
  );
  if (ms === undefined) throw new Error(`${path}: ${selector} appeared but was not timed`);
  // The Network domain's events of the requests that finished before the content may still be on their way.
  await page.waitForTimeout(250);
  recorder.stop();
  // The page's app stops here, and the server gets time to answer what it had asked: either would
  // otherwise still be at work while the next route loads.
  await page.goto('about:blank');
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const { records, jsEncodings } = recorder.records(timeOrigin);
  return loadFigures(records, ms, jsEncodings, inDocument);
}

export async function measureTimeToContent(runs: number): Promise<TimeToContent[]> {
  return withFrontEndServer(async (baseURL) => {
    const { enrolledCourseId, lessonId } = await demoTargets(baseURL);
    const routes: TimedRoute[] = [
      // The server-rendered landing page: its course grid is in the HTML.
      { route: LANDING_ROUTE, path: '/', selector: '[data-testid="course-grid"] > li', account: 'visitor' },
      {
        route: 'course list (/courses)',
        path: '/courses',
        selector: 'ul[aria-label="Courses"] li',
        account: 'learner',
        target: SIGNED_IN_TARGET,
      },
      { route: 'course detail (/courses/{id})', path: `/courses/${enrolledCourseId}`, selector: 'h1.cs-title', account: 'learner' },
      { route: 'dashboard (/)', path: '/', selector: '#db-courses-title', account: 'learner' },
      {
        route: 'learn (/courses/{id}/learn)',
        path: `/courses/${enrolledCourseId}/learn`,
        selector: 'h1.ln-title',
        account: 'learner',
        target: SIGNED_IN_TARGET,
      },
      {
        route: 'lesson (/lessons/{id})',
        path: `/lessons/${lessonId}`,
        selector: 'h1.ls-title',
        account: 'learner',
        target: SIGNED_IN_TARGET,
      },
      // The dashboard's courses table: its first row's link to the course's structure.
      {
        route: 'admin (/admin)',
        path: '/admin',
        selector: 'a[aria-label^="Edit structure of "]',
        account: 'admin',
        target: ADMIN_TARGET,
      },
    ];
    const browser = await chromium.launch(BROWSER);
    try {
      const contexts = new Map<Account, BrowserContext>();
      for (const account of ['visitor', 'learner', 'admin'] as const) {
        const context = await browser.newContext({ baseURL });
        if (account !== 'visitor') await signInBrowser(context.request, account === 'learner' ? DEMO_LEARNER : DEMO_ADMIN);
        contexts.set(account, context);
      }
      const probes = [];
      for (const route of routes) {
        const page = await contexts.get(route.account)!.newPage();
        await page.addInitScript({ content: watchFor(route.selector) });
        const client = await page.context().newCDPSession(page);
        const recorder = new NetworkRecorder(client);
        await client.send('Network.enable');
        await client.send('Network.setCacheDisabled', { cacheDisabled: true });
        // One warm-up load: the server's first answers (JIT, connection pool) are not what a learner waits for.
        await loadOnce(page, client, recorder, route.path, route.selector);
        probes.push({ ...route, page, client, recorder, loads: [] as LoadFigures[] });
      }
      // Round after round, each route once: the machine's load drifts over minutes, and it then weighs
      // on every route alike instead of on the routes measured while it was high.
      for (let run = 0; run < runs; run++) {
        for (const probe of probes) probe.loads.push(await loadOnce(probe.page, probe.client, probe.recorder, probe.path, probe.selector));
      }
      const results: TimeToContent[] = [];
      for (const { route, target, page, client, loads } of probes) {
        await client.detach();
        await page.close();
        // The median run: the lower middle one for an even number of runs.
        const median = [...loads].sort((a, b) => a.ms - b.ms)[Math.ceil(loads.length / 2) - 1];
        results.push({ route, medianMs: median.ms, runsMs: loads.map((load) => load.ms), median, target });
        log(
          `${route}: median ${median.ms} ms (${loads.map((load) => load.ms).join(', ')}), ${median.requests} requests, ` +
            `JS ${kb(median.jsTransferBytes)} / ${kb(median.jsDecodedBytes)} KB (${median.jsEncodings.join(', ') || 'none'})`,
        );
      }
      return results;
    } finally {
      await browser.close();
    }
  }, log);
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The median run's time over the landing page's (same run). */
function ratioToLanding(result: TimeToContent, landing: TimeToContent | undefined): number | undefined {
  return landing && landing.medianMs > 0 ? result.medianMs / landing.medianMs : undefined;
}

/** Whether the route meets its target, as a table cell: `≤ 1.2×, ≤ 12 requests ✅`. */
export function targetCell(result: TimeToContent, ratio: number | undefined): string {
  if (result.route === LANDING_ROUTE) return 'reference';
  if (!result.target) return '–';
  const { maxRatio, maxRequests } = result.target;
  const met = ratio !== undefined && ratio <= maxRatio && (maxRequests === undefined || result.median.requests <= maxRequests);
  return `≤ ${maxRatio}×${maxRequests === undefined ? '' : `, ≤ ${maxRequests} requests`} ${met ? '✅' : '❌'}`;
}

export function chainText(chain: ChainStep[]): string {
  return chain.map((step) => `${step.name} (${step.endMs} ms)`).join(' → ');
}

const cells = (line: string) =>
  line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());

/** The section's first table (route → column → median ms): the header, the |---| line, then one line per route. */
export function readTable(section: string): { columns: string[]; rows: Map<string, Map<string, string>> } {
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows = new Map<string, Map<string, string>>();
  if (start < 0) return { columns: [], rows };
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  const table = lines.slice(start, end < 0 ? undefined : end);
  if (table.length < 2) return { columns: [], rows };
  const columns = cells(table[0]).slice(1);
  for (const line of table.slice(2)) {
    const [route, ...values] = cells(line);
    rows.set(route, new Map(columns.map((column, index) => [column, values[index] ?? ''])));
  }
  return { columns, rows };
}

/** The recorded column's figures per route: requests, JS, ratio to the landing page, target, critical chain. */
export function detailsTable(results: TimeToContent[]): string {
  const landing = results.find((result) => result.route === LANDING_ROUTE);
  const escape = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| Route | Median ms | Requests before content | JS KB transferred / decoded | × landing | Target | Critical chain (end ms) |',
    '|---|---:|---:|---:|---:|---|---|',
    ...results.map((result) => {
      const ratio = ratioToLanding(result, landing);
      const { median } = result;
      return `| ${result.route} | ${result.medianMs} | ${median.requests} | ${kb(median.jsTransferBytes)} / ${kb(median.jsDecodedBytes)} | ${ratio === undefined ? '–' : `${ratio.toFixed(2)}×`} | ${targetCell(result, ratio)} | ${escape(chainText(median.chain))} |`;
    }),
  ].join('\n');
}

function renderSection(
  columns: string[],
  rows: Map<string, Map<string, string>>,
  runs: number,
  column: string,
  results: TimeToContent[],
): string {
  const encodings = [...new Set(results.flatMap((result) => result.median.jsEncodings))].sort();
  return [
    TIME_TO_CONTENT_HEADING,
    '',
    `Written by \`npm run bench:ttc -- --record <column>\`: from navigation start to the route's main content in the DOM, ` +
      `median of ${runs} cold loads (empty HTTP cache, after one warm-up load) of the production build in headless Chromium ` +
      "on this machine, in rounds that load every route once (so a change in the machine's load weighs on all routes alike), " +
      'each load watched over the DevTools protocol without evaluating any script of the test tool in the page: the landing page as a visitor (rendered on the server: the reference), the learner pages signed in ' +
      'as the demo learner, /admin as the demo admin. Milliseconds.',
    '',
    `| Route | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...[...rows].map(([route, values]) => `| ${route} | ${columns.map((name) => values.get(name) ?? '').join(' | ')} |`),
    '',
    `The "${column}" column's median run of each route, from the browser's Network domain. Requests: those started before the ` +
      'content appeared, the document included. JS: the script responses that finished before the content, as transferred ' +
      `(${encodings.length ? encodings.join(', ') : 'no script'}, headers included) and decoded. × landing: the median over the landing ` +
      "page's in the same run. Targets: ≤ 1.2× and ≤ 12 requests for the course list, learn and lesson; ≤ 2× for /admin. " +
      'Critical chain: from the document, script, stylesheet or fetch that finished last before the content appeared back to ' +
      'the document, each step the request the next one waited for (its initiator — the document for a tag the parser found, ' +
      'the script in the call stack for a request a script sent — or the request that finished last before it started, ' +
      'whichever finished later; so two requests that merely followed each other are linked too), with the ms since navigation ' +
      'start at which each finished; content the browser found in the document as it read it waited for the document alone, ' +
      "whatever finished meanwhile. The time from the chain's last step to the content is the browser's own work (reading " +
      'the document, running the scripts, rendering).',
    '',
    detailsTable(results),
  ].join('\n');
}

/**
 * BENCHMARKS.md with `results` written into `column` of its "Time to content" table (the other columns
 * kept; the measured routes first, in the order measured) and the column's figures in a second table.
 */
export function recordTimeToContent(markdown: string, column: string, results: TimeToContent[], runs: number): string {
  const { columns, rows: previous } = readTable(sectionOf(markdown, TIME_TO_CONTENT_HEADING));
  if (!columns.includes(column)) columns.push(column);
  const rows = new Map<string, Map<string, string>>();
  for (const result of results) {
    const row = previous.get(result.route) ?? new Map<string, string>();
    row.set(column, String(result.medianMs));
    rows.set(result.route, row);
  }
  for (const [route, row] of previous) if (!rows.has(route)) rows.set(route, row);
  return withSection(markdown, TIME_TO_CONTENT_HEADING, renderSection(columns, rows, runs, column, results));
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
  console.log(`\n${detailsTable(results)}`);
  if (values.record) {
    const previous = existsSync(values.output) ? readFileSync(values.output, 'utf8') : '# Benchmarks\n';
    writeFileSync(values.output, recordTimeToContent(previous, values.record, results, runs));
    log(`"${values.record}" written to ${values.output}`);
  }
  process.exit(0);
}
