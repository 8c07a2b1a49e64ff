// Drill: reads on a PostgreSQL streaming replica. A primary and a hot standby (pg_basebackup -R, with
// recovery_min_apply_delay so that its lag shows) run beside the built API with READ_REPLICA_URLS.
// Shown: catalogue and learn reads run on the standby and writes on the primary, which the standby
// refuses; a learner sees their own completion on the very next request, while another browser
// still gets the standby's older data; a standby that stops, or falls too far behind, costs no
// request.
//
//   npm run drill:replicas -- [--delay 1500] [--reads 40] [--maxlag 4000]
import pg from 'pg';
import { DRILL_HEADINGS } from '../bench/report-sections.js';
import {
  ADMIN,
  buildBackend,
  countBy,
  DrillRedis,
  DrillStreamingReplica,
  exitWithReportedCode,
  log,
  numberFlags,
  percentile,
  report,
  sleep,
  startApi,
  temporaryDirectory,
} from './support.js';

const flags = numberFlags({ delay: 1500, reads: 40, maxlag: 4000 });
const DATABASE = 'academy';

/** A browser: keeps the cookies the API sets (the session and the read-after cookie) and sends them back. */
class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T; ms: number }> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(this.cookies.size > 0 ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        if (/max-age=0\b/i.test(line)) this.cookies.delete(name);
        else this.cookies.set(name, pair.slice(name.length + 1));
      }
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, ms: performance.now() - started };
    } catch (error) {
      return { status: 0, body: (error as Error).message as T, ms: performance.now() - started };
    }
  }

  async expect<T = unknown>(method: string, path: string, status: number, body?: unknown): Promise<T> {
    const response = await this.request<T>(method, path, body);
    if (response.status !== status)
      throw new Error(`${method} ${path}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }
}

/** What each server ran, from pg_stat_statements (the monitor's own position queries left out). */
class StatementCounter {
  private readonly client: pg.Client;

  constructor(
    readonly server: string,
    url: string,
  ) {
    this.client = new pg.Client({ connectionString: url });
    // The standby is stopped on purpose: its connection then ends with an error event.
    this.client.on('error', () => undefined);
  }

  connect = () => this.client.connect();
  end = () => this.client.end();

  async reset(): Promise<void> {
    await this.client.query('select pg_stat_statements_reset()');
  }

  /** Calls since the last reset, by kind: the catalogue and learning reads, the session checks, and writes. */
  async counts(): Promise<{ learningReads: number; sessionChecks: number; writes: number }> {
    const { rows } = await this.client.query<{ query: string; calls: string }>(
      'select query, calls from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = $1',
      [DATABASE],
    );
    const counts = { learningReads: 0, sessionChecks: 0, writes: 0 };
    for (const { query, calls } of rows) {
      if (/pg_stat_statements|_lsn\(|pg_is_in_recovery/.test(query)) continue;
      if (/^\s*(insert|update|delete)\b/i.test(query) || /\b(insert into|update\s+"?\w+"?\s+set|delete from)\b/i.test(query))
        counts.writes += Number(calls);
      else if (/"sessions"|\bsessions\b/.test(query)) counts.sessionChecks += Number(calls);
      else if (/\b(courses|modules|lessons|enrollments|lesson_progress)\b/.test(query)) counts.learningReads += Number(calls);
    }
    return counts;
  }
}

const dir = temporaryDirectory('replicas');
log(`starting a primary and a streaming standby (PostgreSQL 15, recovery_min_apply_delay ${flags.delay} ms)…`);
const cluster = await DrillStreamingReplica.start(dir.path, { applyDelayMs: flags.delay, database: DATABASE });
const redis = await DrillRedis.start();
const primaryUrl = cluster.url(cluster.primaryPort, DATABASE);
const standbyUrl = cluster.url(cluster.standbyPort, DATABASE);
buildBackend();
const api = await startApi({
  DATABASE_URL: primaryUrl,
  READ_REPLICA_URLS: standbyUrl,
  READ_REPLICA_POLL_MS: '100',
  READ_REPLICA_MAX_LAG_MS: String(flags.maxlag),
  REDIS_URL: redis.url,
  RUN_WORKER: 'false',
  DATA_DIR: dir.path,
});
log(`API ${api.baseUrl} (pid ${api.process.pid}); primary on port ${cluster.primaryPort}, standby on port ${cluster.standbyPort}`);

const primary = new StatementCounter('primary', primaryUrl);
const standby = new StatementCounter('standby', standbyUrl);
await primary.connect();
await standby.connect();
const checks: { name: string; ok: boolean; detail: string }[] = [];
const measurements: string[] = [];
const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

/** Waits until the standby has replayed everything the primary has written so far; returns how long that took. */
async function standbyCaughtUp(timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  const { rows } = await primaryAdmin.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
  while (Date.now() - started < timeoutMs) {
    const caughtUp = await standbyAdmin
      .query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [rows[0].lsn])
      .catch(() => undefined);
    if (caughtUp?.rows[0]?.done) return Date.now() - started;
    await sleep(50);
  }
  throw new Error('the standby did not catch up');
}
const primaryAdmin = new pg.Client({ connectionString: primaryUrl });
const standbyAdmin = new pg.Client({ connectionString: standbyUrl });
standbyAdmin.on('error', () => undefined);
await primaryAdmin.connect();
await standbyAdmin.connect();

type Learn = { modules: { lessons: { id: number; isCompleted: boolean }[] }[]; totalProgress: { completed: number; total: number } };
const completedIn = (learn: Learn) =>
  new Set(learn.modules.flatMap((module) => module.lessons.filter((lesson) => lesson.isCompleted).map((lesson) => lesson.id)));

try {
  const { baseUrl } = api;
  // The standby is a hot standby: it answers reads and refuses writes.
  const recovery = await standbyAdmin.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
  const refused = await standbyAdmin.query('create table drill_write_probe (id int)').then(
    () => 'accepted',
    (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
  );
  check(
    'the standby is a hot standby that refuses writes',
    recovery.rows[0].standby && refused.startsWith('25006'),
    `pg_is_in_recovery() = ${recovery.rows[0].standby}; CREATE TABLE → ${refused}`,
  );

  log('creating a course and learners through the API…');
  const admin = new Browser(baseUrl);
  await admin.expect('POST', '/api/login', 200, { email: ADMIN.email, password: ADMIN.password });
  const course = await admin.expect<{ id: number }>('POST', '/api/courses', 201, { title: 'Replica drill course', accessLevel: 'all' });
  const module = await admin.expect<{ id: number }>('POST', `/api/courses/${course.id}/modules`, 201, { title: 'Replica drill module' });
  const lessonIds: number[] = [];
  for (let index = 0; index < 6; index++) {
    lessonIds.push(
      (await admin.expect<{ id: number }>('POST', `/api/modules/${module.id}/lessons`, 201, { title: `Lesson ${index + 1}`, type: 'text' }))
        .id,
    );
  }
  const register = async (label: string) => {
    const browser = new Browser(baseUrl);
    const email = `drill-${label}-${process.pid}@example.com`;
    await browser.expect('POST', '/api/register', 201, { email, password: 'drill-password', firstName: 'Drill', lastName: label });
    await browser.expect('POST', `/api/courses/${course.id}/enroll`, 200);
    return { browser, email };
  };
  const writer = await register('writer');
  const readers = [await register('reader-1'), await register('reader-2')];
  // The writer's second browser (another device): signed in now, it writes nothing from here on.
  const otherDevice = new Browser(baseUrl);
  await otherDevice.expect('POST', '/api/login', 200, { email: writer.email, password: 'drill-password' });
  const learnPath = `/api/courses/${course.id}/learn`;
  const readPaths = [learnPath, '/api/user/dashboard', `/api/courses/${course.id}`, '/api/courses', `/api/lessons/${lessonIds[0]}`];
  // One round of reads fills the API's catalogue cache, then the standby catches up with everything.
  for (const browser of [...readers.map((reader) => reader.browser), writer.browser, otherDevice])
    for (const path of readPaths) await browser.expect('GET', path, 200);
  const initialCatchUp = await standbyCaughtUp();
  await sleep(500); // the API's monitor sees the standby caught up too (it polls every 100 ms)

  // 1. Reads without recent writes run on the standby; the session cache loads sessions from the primary.
  log(`read phase: ${flags.reads} rounds of ${readPaths.length} GETs by learners who have not written lately…`);
  await primary.reset();
  await standby.reset();
  const readResults: { status: number; ms: number }[] = [];
  for (let round = 0; round < flags.reads; round++) {
    for (const reader of readers) for (const path of readPaths) readResults.push(await reader.browser.request('GET', path));
  }
  const readPrimary = await primary.counts();
  const readStandby = await standby.counts();
  measurements.push(
    `read phase: ${readResults.length} GETs ${JSON.stringify(countBy(readResults, (result) => result.status))}, p50 ${percentile(
      readResults.map((r) => r.ms),
      50,
    ).toFixed(1)} ms, p99 ${percentile(
      readResults.map((r) => r.ms),
      99,
    ).toFixed(1)} ms`,
    `  primary ran ${readPrimary.learningReads} catalogue/learning reads, ${readPrimary.sessionChecks} session checks, ${readPrimary.writes} writes`,
    `  standby ran ${readStandby.learningReads} catalogue/learning reads, ${readStandby.sessionChecks} session checks, ${readStandby.writes} writes`,
  );
  check(
    'every read succeeded',
    readResults.every((result) => result.status === 200),
    JSON.stringify(countBy(readResults, (result) => result.status)),
  );
  check(
    'catalogue and learn reads ran on the standby, none on the primary',
    readStandby.learningReads >= readResults.length / readPaths.length && readPrimary.learningReads === 0,
    `standby ${readStandby.learningReads}, primary ${readPrimary.learningReads}`,
  );
  check(
    'no session check ran on the standby (the session cache loads from the primary; sign-outs apply at once)',
    readStandby.sessionChecks === 0,
    `primary ${readPrimary.sessionChecks}, standby ${readStandby.sessionChecks}`,
  );

  // 2. A write runs on the primary; the writer reads it back at once, another browser sees the standby's older data.
  log('read-your-writes: the writer completes a lesson and reads the learn view and dashboard at once…');
  await primary.reset();
  await standby.reset();
  const lessonId = lessonIds[1];
  await writer.browser.expect('POST', `/api/lessons/${lessonId}/complete`, 200);
  const writeStandby = await standby.counts();
  const writePrimary = await primary.counts();
  const ownLearn = await writer.browser.expect<Learn>('GET', learnPath, 200);
  const ownDashboard = await writer.browser.expect<{ recentProgress: { lessonId: number }[] }>('GET', '/api/user/dashboard', 200);
  const ownReadsOnStandby = (await standby.counts()).learningReads;
  const otherDeviceLearn = await otherDevice.expect<Learn>('GET', learnPath, 200);
  const otherDeviceOnStandby = (await standby.counts()).learningReads - ownReadsOnStandby;
  check(
    'the completion ran on the primary',
    writePrimary.writes > 0 && writeStandby.writes === 0,
    `primary ${writePrimary.writes} writes, standby ${writeStandby.writes}`,
  );
  check('the writer got the read-after cookie', writer.browser.hasCookie('academy_read_after'), '');
  check(
    "the writer's very next learn view and dashboard show the completion, read from the primary",
    completedIn(ownLearn).has(lessonId) && ownDashboard.recentProgress[0]?.lessonId === lessonId && ownReadsOnStandby === 0,
    `learn view completed ${ownLearn.totalProgress.completed}/${ownLearn.totalProgress.total}, dashboard's latest lesson ${ownDashboard.recentProgress[0]?.lessonId} (expected ${lessonId}), ${ownReadsOnStandby} of those reads on the standby`,
  );
  check(
    "the writer's other browser, without recent writes, still read the standby's older data",
    !completedIn(otherDeviceLearn).has(lessonId) && otherDeviceOnStandby > 0,
    `lesson ${lessonId} ${completedIn(otherDeviceLearn).has(lessonId) ? 'completed' : 'not completed yet'} there, ${otherDeviceOnStandby} reads on the standby`,
  );
  const writtenAt = Date.now();
  let otherSeesItMs: number | undefined;
  while (otherSeesItMs === undefined && Date.now() - writtenAt < flags.maxlag * 3) {
    if (completedIn(await otherDevice.expect<Learn>('GET', learnPath, 200)).has(lessonId)) otherSeesItMs = Date.now() - writtenAt;
    else await sleep(50);
  }
  let writerBackOnStandbyMs: number | undefined;
  while (writerBackOnStandbyMs === undefined && Date.now() - writtenAt < flags.maxlag * 3) {
    const before = (await standby.counts()).learningReads;
    await writer.browser.expect('GET', learnPath, 200);
    if ((await standby.counts()).learningReads > before) writerBackOnStandbyMs = Date.now() - writtenAt;
    else await sleep(50);
  }
  measurements.push(
    `read-your-writes: the other browser saw the completion ${otherSeesItMs ?? 'never'} ms after it (the standby's apply delay is ${flags.delay} ms); the writer read from the standby again after ${writerBackOnStandbyMs ?? 'never'} ms`,
  );
  check(
    'the other browser saw the completion once the standby applied it, and the writer returned to the standby',
    otherSeesItMs !== undefined && otherSeesItMs >= flags.delay * 0.5 && writerBackOnStandbyMs !== undefined,
    `${otherSeesItMs} ms and ${writerBackOnStandbyMs} ms`,
  );

  // 3. The standby stops: reads fall back to the primary without a failed request, and return when it is back.
  log('stopping the standby under reads…');
  const reading = { running: true, results: [] as { status: number; ms: number; phase: string }[], phase: 'standby up' };
  const readLoop = (async () => {
    for (let step = 0; reading.running; step++) {
      const reader = readers[step % readers.length];
      const result = await reader.browser.request('GET', readPaths[step % readPaths.length]);
      reading.results.push({ ...result, phase: reading.phase });
    }
  })();
  await sleep(500);
  reading.phase = 'standby down';
  await cluster.stopStandby();
  await sleep(2000);
  await primary.reset();
  await sleep(1000);
  const whileDownPrimary = await primary.counts();
  reading.phase = 'standby restarting';
  await cluster.startStandby();
  await standbyAdmin.end().catch(() => undefined);
  const restartedAt = Date.now();
  const standbyAgain = new StatementCounter('standby', standbyUrl);
  await standbyAgain.connect();
  let backOnStandbyMs: number | undefined;
  while (backOnStandbyMs === undefined && Date.now() - restartedAt < 30_000) {
    if ((await standbyAgain.counts()).learningReads > 0) backOnStandbyMs = Date.now() - restartedAt;
    else await sleep(100);
  }
  reading.phase = 'standby back';
  await sleep(500);
  reading.running = false;
  await readLoop;
  const down = reading.results.filter((result) => result.phase === 'standby down');
  const failed = reading.results.filter((result) => result.status !== 200);
  measurements.push(
    `standby stopped: ${reading.results.length} GETs in all ${JSON.stringify(countBy(reading.results, (result) => result.phase))}; while down p50 ${percentile(
      down.map((r) => r.ms),
      50,
    ).toFixed(1)} ms, max ${percentile(
      down.map((r) => r.ms),
      100,
    ).toFixed(0)} ms; the primary ran ${whileDownPrimary.learningReads} catalogue/learning reads in 1 s while it was down`,
  );
  check(
    'no request failed while the standby stopped, was down and started again',
    failed.length === 0,
    `${failed.length} failed ${JSON.stringify(countBy(failed, (result) => result.status))}`,
  );
  check(
    'reads ran on the primary while the standby was down',
    whileDownPrimary.learningReads > 0,
    `${whileDownPrimary.learningReads} reads`,
  );
  check(
    'reads returned to the standby once it was back',
    backOnStandbyMs !== undefined,
    backOnStandbyMs === undefined ? 'not within 30 s' : `${backOnStandbyMs} ms after it started`,
  );
  await standbyAgain.end();

  // 4. The standby falls too far behind (replay paused while the primary keeps writing): reads go to the primary.
  log(`pausing the standby's replay while the writer keeps writing, past READ_REPLICA_MAX_LAG_MS (${flags.maxlag} ms)…`);
  const standbyControl = new pg.Client({ connectionString: standbyUrl });
  standbyControl.on('error', () => undefined);
  await standbyControl.connect();
  await standbyControl.query('select pg_wal_replay_pause()');
  const lagging = { running: true };
  const writes = (async () => {
    for (let step = 0; lagging.running; step++) {
      await writer.browser.request('PUT', `/api/lessons/${lessonIds[step % lessonIds.length]}/last-viewed`);
      await sleep(100);
    }
  })();
  await sleep(flags.maxlag + 1000);
  const behindCounter = new StatementCounter('standby', standbyUrl);
  await behindCounter.connect();
  await behindCounter.reset();
  await writer.browser.expect('POST', `/api/lessons/${lessonIds[2]}/complete`, 200);
  const staleCheck = await otherDevice.request<Learn>('GET', learnPath);
  const laggingReads: { status: number }[] = [staleCheck];
  for (let index = 0; index < 20; index++)
    laggingReads.push(await readers[index % readers.length].browser.request('GET', readPaths[index % readPaths.length]));
  const readsOnLaggingStandby = (await behindCounter.counts()).learningReads;
  lagging.running = false;
  await writes;
  await standbyControl.query('select pg_wal_replay_resume()');
  await standbyControl.end();
  check(
    'a standby further behind than READ_REPLICA_MAX_LAG_MS was left out: fresh data from the primary, no failed request',
    readsOnLaggingStandby === 0 && laggingReads.every((result) => result.status === 200) && completedIn(staleCheck.body).has(lessonIds[2]),
    `${readsOnLaggingStandby} reads on the standby, statuses ${JSON.stringify(countBy(laggingReads, (result) => result.status))}, the other browser ${completedIn(staleCheck.body).has(lessonIds[2]) ? 'saw' : 'did not see'} the newest completion`,
  );
  await behindCounter.end();
  measurements.unshift(`setup: the standby caught up with the seeded data in ${initialCatchUp} ms`);
} finally {
  await api.stop();
  await primary.end().catch(() => undefined);
  await standby.end().catch(() => undefined);
  await primaryAdmin.end().catch(() => undefined);
  await standbyAdmin.end().catch(() => undefined);
  await cluster.stop();
  await redis.stop();
  dir.remove();
}
report('Reads on a PostgreSQL streaming replica', checks, measurements, {
  heading: DRILL_HEADINGS.replicas,
  command: 'npm run drill:replicas',
});
if (process.exitCode)
  console.log(
    `  last API output:\n    ${api.output
      .slice(-10)
      .map((line) => line.slice(0, 400))
      .join('\n    ')}`,
  );
exitWithReportedCode();
