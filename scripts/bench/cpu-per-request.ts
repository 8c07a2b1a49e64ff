// CPU per request, step by step: the API's own CPU time (all its threads, from /proc) per request of
// each journey step and of a sign-in, against the bare baseline's for exactly the same SQL. The
// statements and answers are recorded from a separate API run with sql-recorder.ts loaded, then the
// baseline (baseline-server.ts, BASELINE_REPLAY_FILE) replays them.
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedRequest } from './baseline-server.js';
import { LEARNER_PASSWORD, learnerEmail, type Dataset } from './seed.js';
import type { RecordedStatement } from './sql-recorder.js';
import { call, log, ROOT, signIn, startApi } from './support.js';

export const CPU_HEADING = '## API CPU per signed-in request (journey steps and sign-in)';

/** The API may spend at most this many times the baseline's CPU on a request with the same SQL. */
export const CPU_RATIO_TARGET = 2;

const CLOCK_TICKS_PER_SECOND = 100;

/** Rounds of each step on each side; the median round is reported. */
const CPU_ROUNDS = 3;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU time (user and system, every thread) a process has used so far, in ms (Linux /proc). */
export function processCpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

interface Step {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: { email: string; password: string };
  requests: number;
}

export interface StepCpu {
  step: string;
  statements: number;
  requests: number;
  apiUs: number;
  baselineUs: number;
}

interface Target {
  baseUrl: string;
  pid: number | undefined;
}

/** The journey's steps as one learner takes them (enrolled in the big course), and a sign-in. */
function stepsOf(dataset: Dataset): Step[] {
  const course = dataset.bigCourseId;
  const lesson = dataset.bigCourseLessonIds[0];
  // The recorded completion is of the last lesson, which the journey and the completion run never reach.
  const lastLesson = dataset.bigCourseLessonIds.at(-1)!;
  return [
    { name: 'catalogue', method: 'GET', path: '/api/courses', requests: 2000 },
    { name: 'course', method: 'GET', path: `/api/courses/${course}`, requests: 2000 },
    { name: 'learn', method: 'GET', path: `/api/courses/${course}/learn`, requests: 2000 },
    { name: 'lesson', method: 'GET', path: `/api/lessons/${lesson}`, requests: 2000 },
    // A new completion each time on the API (fresh learners × lessons); the baseline replays the recorded one.
    { name: 'complete', method: 'POST', path: `/api/lessons/${lastLesson}/complete`, requests: 1000 },
    { name: 'dashboard', method: 'GET', path: '/api/user/dashboard', requests: 2000 },
    { name: 'sign in', method: 'POST', path: '/api/login', body: { email: learnerEmail(2), password: LEARNER_PASSWORD }, requests: 100 },
  ];
}

const agent = new http.Agent({ keepAlive: true });

/** One request without Accept-Encoding (as the journey's): what the framework costs, not compression. Its status, 0 when none came. */
function send(baseUrl: string, step: Step, path: string, cookie: string | undefined): Promise<number> {
  const payload = step.body === undefined ? undefined : JSON.stringify(step.body);
  const headers: http.OutgoingHttpHeaders = {
    ...(cookie ? { cookie } : {}),
    ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
  };
  return new Promise((resolve) => {
    const request = http.request(`${baseUrl}${path}`, { method: step.method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
    request.end(payload);
  });
}

/** Sends `count` requests, 10 at a time, and returns the CPU the target process used per request (µs). */
async function cpuPerRequest(
  target: Target,
  count: number,
  request: (index: number) => { path: string; cookie?: string },
  step: Step,
  firstIndex = 0,
) {
  for (let index = firstIndex; index < firstIndex + 20; index++)
    await send(target.baseUrl, step, request(index).path, request(index).cookie);
  let next = 0;
  let failed = 0;
  let firstFailure = 0;
  const before = processCpuMs(target.pid);
  const worker = async () => {
    while (next < count) {
      const { path, cookie } = request(firstIndex + 20 + next++);
      const status = await send(target.baseUrl, step, path, cookie);
      if (status >= 400 || status === 0) {
        failed++;
        firstFailure ||= status;
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  const used = processCpuMs(target.pid) - before;
  if (failed > 0)
    throw new Error(
      `${step.name}: ${failed} of ${count} requests failed against ${target.baseUrl} (the first with ${firstFailure || 'no answer'})`,
    );
  return Math.round((used * 1000) / count);
}

/**
 * Records what the API sends to PostgreSQL for one request of each step (a separate API process with
 * sql-recorder.ts loaded), then measures the CPU per request of `api` and of the baseline on it.
 */
export async function measureCpuPerRequest(options: {
  api: Target;
  apiEnv: Record<string, string>;
  databaseUrl: string;
  dataset: Dataset;
  startBaseline: (replayFile: string) => Promise<Target & { stop(): Promise<void> }>;
}): Promise<StepCpu[]> {
  const { api, dataset } = options;
  const steps = stepsOf(dataset);
  const folder = mkdtempSync(join(tmpdir(), 'academy-bench-sql-'));
  const statementsFile = join(folder, 'statements.jsonl');
  writeFileSync(statementsFile, '');
  try {
    log('CPU per request: recording the SQL of each step…');
    const recorder = await startApi({
      ...options.apiEnv,
      DATABASE_URL: options.databaseUrl,
      NODE_OPTIONS: `${options.apiEnv.NODE_OPTIONS ?? ''} --import ${join(ROOT, 'scripts/bench/sql-recorder.ts')}`.trim(),
      BENCH_SQL_RECORD_FILE: statementsFile,
    });
    const recorded: RecordedRequest[] = [];
    const fresh = dataset.freshLearners;
    try {
      const reader = await signIn(recorder.baseUrl, learnerEmail(2), LEARNER_PASSWORD);
      const completer = await signIn(recorder.baseUrl, learnerEmail(fresh.first + fresh.count - 1), LEARNER_PASSWORD);
      // Its session in the session cache, and its activity recorded, as for a learner in the middle of a journey.
      await call(recorder.baseUrl, 'GET', '/api/user', { cookie: completer });
      for (const step of steps) {
        const cookie = step.name === 'sign in' ? undefined : step.name === 'complete' ? completer : reader;
        // A first request fills the caches (the catalogue, the session) as they are under load; a completion is recorded new.
        if (step.method === 'GET') await call(recorder.baseUrl, step.method, step.path, { cookie });
        const response = await fetch(`${recorder.baseUrl}${step.path}`, {
          method: step.method,
          headers: {
            'X-Bench-Record': step.name,
            ...(cookie ? { Cookie: cookie } : {}),
            ...(step.body ? { 'Content-Type': 'application/json' } : {}),
          },
          body: step.body ? JSON.stringify(step.body) : undefined,
        });
        recorded.push({
          method: step.method,
          path: step.path,
          body: step.body,
          statements: [],
          status: response.status,
          answer: await response.json(),
        });
      }
    } finally {
      await recorder.stop();
    }
    for (const line of readFileSync(statementsFile, 'utf8').split('\n').filter(Boolean)) {
      const statement = JSON.parse(line) as RecordedStatement;
      recorded[steps.findIndex((step) => step.name === statement.tag)].statements.push({ text: statement.text, values: statement.values });
    }
    const replayFile = join(folder, 'replay.json');
    writeFileSync(replayFile, JSON.stringify(recorded));

    const reader = await signIn(api.baseUrl, learnerEmail(2), LEARNER_PASSWORD);
    const completers: string[] = [];
    for (let offset = 0; offset < Math.min(fresh.count - 1, 20); offset++)
      completers.push(await signIn(api.baseUrl, learnerEmail(fresh.first + offset), LEARNER_PASSWORD));
    const lessons = dataset.bigCourseLessonIds;
    const results: StepCpu[] = steps.map((step, index) => ({
      step: step.name,
      statements: recorded[index].statements.length,
      requests: step.requests,
      apiUs: 0,
      baselineUs: 0,
    }));
    const apiRequest = (step: Step) => (turn: number) =>
      step.name === 'complete'
        ? // Learner by learner, then lesson by lesson (from the last lesson back: the journey completes from the first).
          {
            path: `/api/lessons/${lessons[lessons.length - 1 - (Math.floor(turn / completers.length) % lessons.length)]}/complete`,
            cookie: completers[turn % completers.length],
          }
        : { path: step.path, cookie: step.name === 'sign in' ? undefined : reader };
    const baseline = await options.startBaseline(replayFile);
    try {
      const token = (await call(baseline.baseUrl, 'POST', '/api/login', { body: steps.at(-1)!.body })).cookie;
      // Rounds of API then baseline, step by step, and each one's median: a machine whose speed drifts
      // (other work, a neighbour's) moves both sides of a ratio together instead of only one of them.
      const apiRuns = steps.map(() => [] as number[]);
      const baselineRuns = steps.map(() => [] as number[]);
      for (let round = 0; round < CPU_ROUNDS; round++) {
        for (const [index, step] of steps.entries()) {
          // A new completion on every API request, across rounds too.
          apiRuns[index].push(await cpuPerRequest(api, step.requests, apiRequest(step), step, round * (step.requests + 20)));
          baselineRuns[index].push(await cpuPerRequest(baseline, step.requests, () => ({ path: step.path, cookie: token }), step));
        }
      }
      for (const [index] of steps.entries()) {
        results[index].apiUs = median(apiRuns[index]);
        results[index].baselineUs = median(baselineRuns[index]);
      }
    } finally {
      await baseline.stop();
    }
    for (const result of results)
      log(
        `CPU per request, ${result.step}: API ${result.apiUs} µs, baseline ${result.baselineUs} µs (${(result.apiUs / result.baselineUs).toFixed(2)}×), ${result.statements} statements`,
      );
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const ROW = /^\| (.+?) \| (.+?) \| (\d+) \| ([\d,]+) \| ([\d,]+) \| ([\d.]+)× \| (.*?) \|$/;

/**
 * The section, with this run's rows under `label` ("before", "after", …) and the rows of other labels
 * kept from `previous` (the section as it stands), so that runs of two versions sit side by side.
 */
export function cpuSection(results: StepCpu[], label: string, note: string, previous: string): string {
  const kept = previous.split('\n').filter((line) => ROW.test(line) && ROW.exec(line)![2] !== label);
  const rows = results.map((result) => {
    const ratio = result.apiUs / result.baselineUs;
    return `| ${result.step} | ${label} | ${result.statements} | ${result.apiUs.toLocaleString('en-US')} | ${result.baselineUs.toLocaleString('en-US')} | ${ratio.toFixed(2)}× | ${ratio <= CPU_RATIO_TARGET ? '✅' : '❌'} |`;
  });
  const order = stepsOrder(results);
  const all = [...kept, ...rows].sort((a, b) => {
    const [, stepA, runA] = ROW.exec(a)!;
    const [, stepB, runB] = ROW.exec(b)!;
    return order(stepA) - order(stepB) || runA.localeCompare(runB);
  });
  return [
    CPU_HEADING,
    '',
    note,
    '',
    `CPU time the process used (user and system, every thread, from /proc/<pid>/stat) divided by the requests, 10 at a time, after 20 warm-up requests, ` +
      `in ${CPU_ROUNDS} rounds that alternate the API and the baseline step by step (each side's median round is shown), ` +
      `without Accept-Encoding (as the journey's requests: neither side compresses). ` +
      `The baseline (scripts/bench/baseline-server.ts) sends exactly the statements the API sent for the same request, recorded from a separate API process ` +
      `(scripts/bench/sql-recorder.ts), with the same driver and prepared statements, checks the session cookie's signature, verifies a sign-in's password with the same Argon2 library ` +
      `and writes the API's JSON. The API's completions are new ones (fresh learners × lessons); the baseline replays one recorded new completion, whose insert then finds its row. ` +
      `Target: at most ${CPU_RATIO_TARGET}× the baseline. Rows carry the run's \`--label\`; a run rewrites only its own rows, so two versions ` +
      `measured one after the other on the same data set sit side by side.`,
    '',
    '| Step | Run | SQL statements | API CPU µs/request | Baseline CPU µs/request | API ÷ baseline | ≤ 2× |',
    '|---|---|---:|---:|---:|---:|---|',
    ...all,
  ].join('\n');
}

function stepsOrder(results: StepCpu[]): (step: string) => number {
  const names = ['catalogue', 'course', 'learn', 'lesson', 'complete', 'dashboard', 'sign in', ...results.map((result) => result.step)];
  return (step) => names.indexOf(step);
}
