// Drill: the production topology on one machine. Two API replicas (RUN_WORKER=false) and one mail
// worker (backend/dist/worker.js) share PostgreSQL and Redis behind nginx on loopback.
//   1. A session made on one replica works on the other.
//   2. Invites sent to both replicas: the worker delivers exactly one e-mail per address.
//   3. Load through nginx, and one replica killed (SIGKILL) in the middle: only requests in flight at
//      the kill may fail, none a second later, and every acknowledged write is in the database.
//   4. The killed replica is started again, then a rolling restart under load through nginx: each
//      replica in turn gets SIGTERM, drains (health 503, everything else served as usual), stops
//      listening (nginx's next connection is refused and goes to the other replica, whatever the
//      method), answers each open connection once more with `Connection: close`, finishes its
//      requests in flight, exits 0 and is started again on the same port. Not one request fails,
//      and every acknowledged write is in the database.
//
//   npm run drill:scale -- [--invites 100] [--seconds 15] [--before 5] [--connections 20] [--settle 3]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { DRILL_HEADINGS } from '../bench/report-sections.js';
import { TestSmtpServer } from '@academy/backend/testing';
import {
  ADMIN,
  buildBackend,
  call,
  countBy,
  DrillPostgres,
  DrillRedis,
  exitWithReportedCode,
  freePort,
  hasExited,
  log,
  numberFlags,
  percentile,
  recipientOf,
  report,
  signIn,
  sleep,
  startApi,
  startWorker,
  stopChild,
  temporaryDirectory,
  waitForQuietMailbox,
  type CallResult,
  type RunningApi,
} from './support.js';

const flags = numberFlags({ invites: 100, senders: 4, seconds: 15, before: 5, connections: 20, lessons: 40, pause: 20, settle: 3 });
/** The replicas' SHUTDOWN_DRAIN_MS, longer than nginx's upstream keepalive_timeout (nginx-scale.conf). */
const DRAIN_MS = 5000;
/** The replicas' SHUTDOWN_TIMEOUT_MS for requests in flight once they stop listening. */
const SHUTDOWN_TIMEOUT_MS = 20_000;
/** The longest a replica may take from SIGTERM to its exit (main.ts adds 10 s for closing pools). */
const STOP_CAP_MS = DRAIN_MS + SHUTDOWN_TIMEOUT_MS + 10_000;

const nginxBinary = (process.env.PATH ?? '')
  .split(delimiter)
  .filter(Boolean)
  .map((dir) => join(dir, 'nginx'))
  .find((candidate) => existsSync(candidate));
if (!nginxBinary) {
  console.error('nginx is not installed: apt-get install -y nginx');
  process.exit(1);
}

/** Undone in reverse order, whatever happens (including Ctrl+C). */
const cleanup: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanup.length > 0) {
    try {
      await cleanup.pop()!();
    } catch (error) {
      log(`clean-up: ${(error as Error).message}`);
    }
  }
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

async function stoppedAtTheEnd<T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> {
  const started = await starting;
  cleanup.push(() => started.stop());
  return started;
}

interface Nginx {
  baseUrl: string;
  accessLog: string;
  errorLog: string;
  output: string[];
  stop(): Promise<void>;
}

/** nginx in the foreground with everything (config, pid, logs, temp files) under `dir`. */
async function startNginx(dir: string, upstreamPorts: number[]): Promise<Nginx> {
  mkdirSync(dir);
  const port = await freePort();
  const configFile = join(dir, 'nginx.conf');
  const config = readFileSync(join(import.meta.dirname, 'nginx-scale.conf'), 'utf8')
    .replaceAll('{{dir}}', dir)
    .replaceAll('{{port}}', String(port))
    .replace('{{replicas}}', upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n'));
  writeFileSync(configFile, config);
  const child = spawn(nginxBinary!, ['-p', dir, '-e', join(dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  const stop = () => stopChild(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while ((await call(baseUrl, 'GET', '/api/health', { timeoutMs: 2000 })).status !== 200) {
    if (hasExited(child) || Date.now() > deadline) {
      await stop();
      const errors = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      throw new Error(`nginx did not start:\n${[...output, errors].join('\n')}`);
    }
    await sleep(100);
  }
  return { baseUrl, accessLog: join(dir, 'access.log'), errorLog: join(dir, 'error.log'), output, stop };
}

/** The access log's lines: when, the status, and every replica nginx tried for the request. */
function readAccessLog(file: string): { at: number; status: number; upstreams: string[] }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [at, status] = line.split(' ');
      const upstreams = (line.match(/upstream=(.*) upstream_status=/)?.[1] ?? '').split(', ').filter((address) => address !== '-');
      return { at: Number(at) * 1000, status: Number(status), upstreams };
    });
}

/** Like Promise.all, but waits for every start so that none is left running unseen when another fails. */
async function allStarted<T extends unknown[]>(...starting: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(starting);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as T;
}

const portOf = (api: RunningApi): string => new URL(api.baseUrl).port;
const ok = (status: number): boolean => status >= 200 && status < 300;

try {
  const dir = temporaryDirectory('scale');
  cleanup.push(() => dir.remove());
  const postgres = await stoppedAtTheEnd(DrillPostgres.start(dir.path));
  const redis = await stoppedAtTheEnd(DrillRedis.start());
  const smtp = await stoppedAtTheEnd(new TestSmtpServer().start());
  buildBackend();

  // Every process shares the database, Redis and the session secret; only the worker can send mail.
  const replicaPorts = await Promise.all([freePort(), freePort()]);
  const shared = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, JWT_SECRET: randomBytes(32).toString('hex') };
  const replica = (name: string, port: number) =>
    stoppedAtTheEnd(
      startApi({
        ...shared,
        PORT: String(port),
        RUN_WORKER: 'false',
        TRUST_PROXY: '1',
        DATA_DIR: join(dir.path, name),
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      }),
    );
  // All three start at once on the empty database, as after a deployment: one migrates, the others wait for it.
  const startedAt = performance.now();
  const mailWorker = () =>
    stoppedAtTheEnd(
      startWorker({
        ...shared,
        SMTP_URL: smtp.url,
        MAIL_RETRY_DELAY_MS: '500',
        DATA_DIR: join(dir.path, 'worker'),
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      }),
    );
  let [replicaA, replicaB, worker] = await allStarted(
    replica('replica-a', replicaPorts[0]),
    replica('replica-b', replicaPorts[1]),
    mailWorker(),
  );
  const startMs = performance.now() - startedAt;
  const nginx = await stoppedAtTheEnd(startNginx(join(dir.path, 'nginx'), replicaPorts));
  log(
    `replica A ${replicaA.baseUrl} (pid ${replicaA.process.pid}), replica B ${replicaB.baseUrl} (pid ${replicaB.process.pid}), worker pid ${worker.process.pid}`,
  );
  log(`nginx ${nginx.baseUrl}, PostgreSQL on port ${postgres.port}, Redis on port ${redis.port}, SMTP on port ${smtp.port}`);

  const checks: { name: string; ok: boolean; detail: string }[] = [];
  const measurements: string[] = [
    `start-up: both replicas and the worker together on the empty database in ${(startMs / 1000).toFixed(1)} s`,
  ];

  // 1. Sessions are signed cookies: one replica's session is good on the other.
  const newcomer = {
    email: `scale-newcomer-${process.pid}@example.com`,
    password: 'drill-password',
    firstName: 'Drill',
    lastName: 'Newcomer',
  };
  const registeredOnB = await call(replicaB.baseUrl, 'POST', '/api/register', { body: newcomer });
  const newcomerId = (registeredOnB.body as { user?: { id: number } }).user?.id;
  const newcomerOnA = await call(replicaA.baseUrl, 'GET', '/api/user', { cookie: registeredOnB.cookie });
  const adminCookie = await signIn(replicaA.baseUrl, ADMIN.email, ADMIN.password);
  const adminOnB = await call(replicaB.baseUrl, 'GET', '/api/user', { cookie: adminCookie });
  const adminThroughNginx = await call(nginx.baseUrl, 'GET', '/api/user', { cookie: adminCookie });
  const whoIs = (result: CallResult) => `${result.status} ${(result.body as { email?: string }).email ?? JSON.stringify(result.body)}`;
  checks.push(
    {
      name: 'a session made on replica A works on replica B and through nginx',
      ok: adminOnB.status === 200 && (adminOnB.body as { email: string }).email === ADMIN.email && adminThroughNginx.status === 200,
      detail: `sign-in on A; GET /api/user on B → ${whoIs(adminOnB)}, through nginx → ${adminThroughNginx.status}`,
    },
    {
      name: 'an account registered on replica B is signed in on replica A',
      ok: registeredOnB.status === 201 && newcomerOnA.status === 200 && (newcomerOnA.body as { id: number }).id === newcomerId,
      detail: `register on B → ${registeredOnB.status}; GET /api/user on A → ${whoIs(newcomerOnA)}`,
    },
  );

  // 2. Invites to both replicas; the one worker sends them.
  const course = await call(replicaA.baseUrl, 'POST', '/api/courses', {
    cookie: adminCookie,
    body: { title: 'Scale-out drill', accessLevel: 'all' },
  });
  const courseId = (course.body as { id: number }).id;
  const invitees = Array.from({ length: flags.invites }, (_unused, index) => `scale-invitee-${index + 1}@example.com`);
  const inviteResults: (CallResult & { email: string })[] = [];
  let nextInvite = 0;
  async function inviteSender(): Promise<void> {
    while (nextInvite < invitees.length) {
      const index = nextInvite++;
      const api = index % 2 === 0 ? replicaA : replicaB;
      const path = Math.floor(index / 2) % 2 === 0 ? `/api/courses/${courseId}/invite` : `/api/courses/${courseId}/grant-access`;
      inviteResults.push({
        ...(await call(api.baseUrl, 'POST', path, { cookie: adminCookie, body: { email: invitees[index] } })),
        email: invitees[index],
      });
    }
  }
  log(`sending ${flags.invites} invites, alternating replicas A and B…`);
  const invitesStarted = performance.now();
  await Promise.all(Array.from({ length: flags.senders }, inviteSender));
  const sendMs = performance.now() - invitesStarted;
  const acknowledgedInvites = inviteResults.filter((result) => ok(result.status));
  const quietMs = 5000;
  const mailboxMs = await waitForQuietMailbox(smtp, acknowledgedInvites.length, { quietMs });
  const inviteMails = [...smtp.messages];
  const mailsPerAddress = countBy(inviteMails, recipientOf);
  const missingMail = invitees.filter((email) => !mailsPerAddress[email]);
  const duplicatedMail = invitees.filter((email) => mailsPerAddress[email] > 1);
  // The newcomer registered above is owed one e-mail too: the verification link.
  const unexpectedMail = Object.keys(mailsPerAddress).filter((address) => !invitees.includes(address) && address !== newcomer.email);
  const newcomerMails = mailsPerAddress[newcomer.email] ?? 0;
  const mailQueue = await call(replicaB.baseUrl, 'GET', '/api/admin/mail-queue', { cookie: adminCookie });
  const queue = mailQueue.body as { completed: number; failed: number; waiting: number; delayed: number };
  const replicasThatWroteMail = ['replica-a', 'replica-b'].filter((name) => existsSync(join(dir.path, name, 'mail')));
  checks.push(
    {
      name: 'every invite was acknowledged, on both replicas',
      ok: acknowledgedInvites.length === flags.invites,
      detail: `${acknowledgedInvites.length}/${flags.invites}: ${JSON.stringify(countBy(inviteResults, (result) => result.status))}`,
    },
    {
      name: 'every invited address got exactly one e-mail, the newcomer one verification e-mail, and nobody else one',
      ok: missingMail.length === 0 && duplicatedMail.length === 0 && unexpectedMail.length === 0 && newcomerMails === 1,
      detail: `${inviteMails.length} e-mails to ${Object.keys(mailsPerAddress).length} addresses; ${missingMail.length} missing, ${duplicatedMail.length} duplicated, ${unexpectedMail.length} unexpected; ${newcomerMails} to the newcomer`,
    },
    {
      name: 'the mail queue is empty with nothing failed',
      ok: mailQueue.status === 200 && queue.failed === 0 && queue.waiting === 0 && queue.delayed === 0,
      detail: `completed ${queue.completed}, failed ${queue.failed}, waiting ${queue.waiting}, delayed ${queue.delayed}`,
    },
    {
      name: 'only the worker sent mail (the replicas run with RUN_WORKER=false)',
      ok: replicasThatWroteMail.length === 0,
      detail: `${replicasThatWroteMail.length} replicas wrote mail`,
    },
  );
  measurements.push(
    `invites: ${flags.invites} sent by ${flags.senders} senders in ${(sendMs / 1000).toFixed(1)} s (p50 ${percentile(
      inviteResults.map((r) => r.ms),
      50,
    ).toFixed(0)} ms, p99 ${percentile(
      inviteResults.map((r) => r.ms),
      99,
    ).toFixed(
      0,
    )} ms); all e-mails in ${((mailboxMs - quietMs) / 1000).toFixed(1)} s after the last invite, then ${quietMs / 1000} s without anything new`,
  );

  // 3. Load through nginx; replica B is killed after `before` seconds.
  const module = await call(replicaA.baseUrl, 'POST', `/api/courses/${courseId}/modules`, {
    cookie: adminCookie,
    body: { title: 'Drill module' },
  });
  const moduleId = (module.body as { id: number }).id;
  const lessonIds: number[] = [];
  for (let index = 0; index < flags.lessons; index++) {
    const lesson = await call(replicaB.baseUrl, 'POST', `/api/modules/${moduleId}/lessons`, {
      cookie: adminCookie,
      body: { title: `Lesson ${index + 1}`, type: 'text' },
    });
    lessonIds.push((lesson.body as { id: number }).id);
  }
  const learners: { id: number; cookie: string }[] = [];
  for (let index = 0; index < flags.connections; index++) {
    const body = { email: `scale-learner-${index + 1}@example.com`, password: 'drill-password', firstName: 'Drill', lastName: 'Learner' };
    const created = await call(nginx.baseUrl, 'POST', '/api/register', { body });
    if (created.status !== 201 || !created.cookie)
      throw new Error(`registering a learner through nginx failed: ${created.status} ${JSON.stringify(created.body)}`);
    await call(nginx.baseUrl, 'POST', `/api/courses/${courseId}/enroll`, { cookie: created.cookie });
    learners.push({ id: (created.body as { user: { id: number } }).user.id, cookie: created.cookie });
  }

  type Kind = 'courses' | 'dashboard' | 'complete';
  interface Sample extends CallResult {
    kind: Kind;
    started: number;
    ended: number;
    /** "user:lesson" of a lesson completion. */
    completion?: string;
  }
  interface Load {
    samples: Sample[];
    acknowledgedCompletions: { userId: number; lessonId: number; started: number }[];
    /** Resolves when every learner has stopped, after `stop()` or `keepGoing` said so. */
    done: Promise<void>;
  }

  /** Every learner browses and completes `lessons` through nginx, one request at a time, while `keepGoing()`. */
  function startLoad(lessons: number[], keepGoing: () => boolean): Load {
    const load: Omit<Load, 'done'> = { samples: [], acknowledgedCompletions: [] };
    async function learnerClient(learner: { id: number; cookie: string }, index: number): Promise<void> {
      for (let step = 0; keepGoing(); step++) {
        const kind: Kind = (['courses', 'dashboard', 'complete'] as const)[step % 3];
        const lessonId = lessons[(index * 7 + step) % lessons.length];
        const started = performance.now();
        const result =
          kind === 'complete'
            ? await call(nginx.baseUrl, 'POST', `/api/lessons/${lessonId}/complete`, { cookie: learner.cookie })
            : await call(nginx.baseUrl, 'GET', kind === 'courses' ? '/api/courses' : '/api/user/dashboard', { cookie: learner.cookie });
        load.samples.push({
          ...result,
          kind,
          started,
          ended: performance.now(),
          completion: kind === 'complete' ? `${learner.id}:${lessonId}` : undefined,
        });
        if (kind === 'complete' && ok(result.status)) load.acknowledgedCompletions.push({ userId: learner.id, lessonId, started });
        await sleep(flags.pause);
      }
    }
    return { ...load, done: Promise.all(learners.map(learnerClient)).then(() => undefined) };
  }

  async function storedCompletions(): Promise<Set<string>> {
    const database = new pg.Client({ connectionString: postgres.url });
    await database.connect();
    try {
      return new Set(
        (await database.query<{ key: string }>("select user_id || ':' || lesson_id as key from lesson_progress")).rows.map(
          (row) => row.key,
        ),
      );
    } finally {
      await database.end();
    }
  }

  log(`load through nginx: ${flags.connections} learners for ${flags.seconds} s; replica B is killed after ${flags.before} s…`);
  const loadEnds = performance.now() + flags.seconds * 1000;
  const { samples, acknowledgedCompletions, done: load } = startLoad(lessonIds, () => performance.now() < loadEnds);
  await sleep(flags.before * 1000);
  const replicaBExit = new Promise<string>((resolve) => replicaB.process.once('exit', (_code, signal) => resolve(String(signal))));
  replicaB.process.kill('SIGKILL');
  const killedAt = performance.now();
  const killedAtEpoch = Date.now();
  await load;
  const replicaBEnd = await Promise.race([replicaBExit, sleep(5000).then(() => 'still running')]);
  const healthAfter = await call(nginx.baseUrl, 'GET', '/api/health');

  const stored = await storedCompletions();

  const failed = (list: Sample[]) => list.filter((sample) => !ok(sample.status));
  const before = samples.filter((sample) => sample.ended < killedAt);
  const inFlight = samples.filter((sample) => sample.started < killedAt && sample.ended >= killedAt);
  const afterKill = samples.filter((sample) => sample.started >= killedAt);
  const settled = afterKill.filter((sample) => sample.started >= killedAt + 1000);
  const lastFailureMs = Math.max(0, ...failed(afterKill).map((sample) => sample.started - killedAt));
  const failedCompletions = failed(samples).filter((sample) => sample.kind === 'complete');
  const lostCompletions = acknowledgedCompletions.filter(({ userId, lessonId }) => !stored.has(`${userId}:${lessonId}`));
  const describe = (list: Sample[]) =>
    `${list.length} requests, ${failed(list).length} failed ${JSON.stringify(countBy(failed(list), (sample) => `${sample.kind} ${sample.status}`))}`;

  const accessLog = readAccessLog(nginx.accessLog);
  const replicaName = (address: string) =>
    address.endsWith(`:${portOf(replicaA)}`) ? 'A' : address.endsWith(`:${portOf(replicaB)}`) ? 'B' : address;
  const route = (entry: { upstreams: string[] }) => entry.upstreams.map(replicaName).join('→') || 'none';
  const loggedBefore = accessLog.filter((entry) => entry.at < killedAtEpoch);
  const loggedAfter = accessLog.filter((entry) => entry.at >= killedAtEpoch);
  const servedByA = loggedAfter.filter((entry) => ok(entry.status) && replicaName(entry.upstreams.at(-1) ?? '') === 'A').length;
  const bothServedBefore = ['A', 'B'].every((name) => loggedBefore.some((entry) => route(entry) === name));

  checks.push(
    {
      name: 'nginx spread the load over both replicas before the kill',
      ok: bothServedBefore,
      detail: JSON.stringify(countBy(loggedBefore, route)),
    },
    { name: 'no request failed before the kill', ok: failed(before).length === 0, detail: describe(before) },
    { name: 'replica B was killed', ok: replicaBEnd === 'SIGKILL', detail: replicaBEnd },
    {
      name: 'failures only around the kill, at most one per client',
      ok: failed(samples).length <= flags.connections && failed(settled).length === 0,
      detail: `${failed(samples).length} failed: ${failed(inFlight).length} in flight at the kill, ${failed(afterKill).length} sent in the ${lastFailureMs.toFixed(0)} ms after it`,
    },
    {
      name: 'from 1 s after the kill every request succeeded',
      ok: settled.length > 0 && failed(settled).length === 0,
      detail: describe(settled),
    },
    {
      name: 'replica A served the traffic after the kill',
      ok: servedByA > 0 && healthAfter.status === 200,
      detail: `${servedByA} answers from A; nginx routes ${JSON.stringify(countBy(loggedAfter, route))}; /api/health through nginx ${healthAfter.status}`,
    },
    {
      name: 'every acknowledged lesson completion is stored',
      ok: acknowledgedCompletions.length > 0 && lostCompletions.length === 0,
      detail: `${acknowledgedCompletions.length} acknowledged (${acknowledgedCompletions.filter((completion) => completion.started >= killedAt).length} after the kill), ${lostCompletions.length} missing`,
    },
  );
  measurements.push(
    `load: ${samples.length} requests in ${flags.seconds} s through nginx (${(samples.length / flags.seconds).toFixed(0)} req/s) from ${flags.connections} learners: ${JSON.stringify(countBy(samples, (sample) => sample.status))}`,
    `before the kill: ${describe(before)}, p50 ${percentile(
      before.map((s) => s.ms),
      50,
    ).toFixed(0)} ms, p99 ${percentile(
      before.map((s) => s.ms),
      99,
    ).toFixed(0)} ms`,
    `in flight at the kill: ${describe(inFlight)}`,
    `failed writes (502 from nginx: a POST that reached B is not replayed): ${failedCompletions.length} lesson completions, ${failedCompletions.filter((sample) => stored.has(sample.completion!)).length} of them stored anyway (B committed, then died before answering)`,
    `after the kill: ${describe(afterKill)}, p50 ${percentile(
      afterKill.map((s) => s.ms),
      50,
    ).toFixed(0)} ms, p99 ${percentile(
      afterKill.map((s) => s.ms),
      99,
    ).toFixed(0)} ms`,
    `nginx passed ${loggedAfter.filter((entry) => entry.upstreams.length > 1).length} requests on from B to A after the kill`,
  );

  // 4. Replica B back after the crash, then a rolling restart under load.
  log('starting replica B again on the same port…');
  replicaB = await replica('replica-b', replicaPorts[1]);
  const rollingModule = await call(replicaA.baseUrl, 'POST', `/api/courses/${courseId}/modules`, {
    cookie: adminCookie,
    body: { title: 'Rolling restart module' },
  });
  const rollingLessonIds: number[] = [];
  for (let index = 0; index < flags.lessons; index++) {
    const lesson = await call(replicaA.baseUrl, 'POST', `/api/modules/${(rollingModule.body as { id: number }).id}/lessons`, {
      cookie: adminCookie,
      body: { title: `Rolling lesson ${index + 1}`, type: 'text' },
    });
    rollingLessonIds.push((lesson.body as { id: number }).id);
  }

  /** Which replicas answered requests that nginx logged from `sinceEpoch` on (before `untilEpoch`). */
  const servedBy = (sinceEpoch: number, untilEpoch = Infinity) =>
    countBy(
      readAccessLog(nginx.accessLog).filter((entry) => entry.at >= sinceEpoch && entry.at < untilEpoch && ok(entry.status)),
      (entry) => replicaName(entry.upstreams.at(-1) ?? ''),
    );
  /** nginx tries a replica that refused a connection again only `fail_timeout` (5 s) later: waits until both answer again. */
  async function untilBothServe(sinceEpoch: number): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !(servedBy(sinceEpoch).A && servedBy(sinceEpoch).B)) await sleep(250);
  }

  interface Restart {
    name: 'A' | 'B';
    exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    sigtermAtEpoch: number;
    exitedAtEpoch: number;
    exitedMs: number;
    healthyMs: number;
    drainHealth: CallResult;
    drainCourses: CallResult;
    stopLine: string;
  }

  /** SIGTERM; while it drains, asks it directly for its health and a page; waits for its exit; starts it again on the same port. */
  async function restartGracefully(
    name: 'A' | 'B',
    running: RunningApi,
    port: number,
  ): Promise<{ restarted: RunningApi; restart: Restart }> {
    const exited = new Promise<Restart['exit']>((resolve) => running.process.once('exit', (code, signal) => resolve({ code, signal })));
    const sigtermAt = performance.now();
    const sigtermAtEpoch = Date.now();
    log(`SIGTERM to replica ${name} (pid ${running.process.pid})…`);
    running.process.kill('SIGTERM');
    await sleep(DRAIN_MS / 2);
    const [drainHealth, drainCourses] = await Promise.all([
      call(running.baseUrl, 'GET', '/api/health'),
      call(running.baseUrl, 'GET', '/api/courses', { cookie: learners[0].cookie }),
    ]);
    const exit = await Promise.race([exited, sleep(STOP_CAP_MS - DRAIN_MS / 2).then(() => undefined)]);
    const exitedMs = performance.now() - sigtermAt;
    const exitedAtEpoch = Date.now();
    if (!exit)
      throw new Error(`replica ${name} was still running ${STOP_CAP_MS} ms after SIGTERM:\n${running.output.slice(-20).join('\n')}`);
    log(
      `replica ${name} exited (code ${exit.code}, signal ${exit.signal}) ${(exitedMs / 1000).toFixed(1)} s after SIGTERM; starting it again…`,
    );
    const restarted = await replica(`replica-${name.toLowerCase()}`, port);
    const stopLine = running.output.filter((line) => /Drained|Stopped after/.test(line)).join(' ') || '(nothing about stopping)';
    return {
      restarted,
      restart: {
        name,
        exit,
        sigtermAtEpoch,
        exitedAtEpoch,
        exitedMs,
        healthyMs: performance.now() - sigtermAt,
        drainHealth,
        drainCourses,
        stopLine,
      },
    };
  }

  /** The admin invites new addresses through nginx, one after another, while `keepGoing()`: writes that must not be repeated. */
  const rollingInvites: (CallResult & { email: string })[] = [];
  async function inviteThroughNginx(keepGoing: () => boolean): Promise<void> {
    for (let index = 1; keepGoing(); index++) {
      const email = `scale-rolling-invitee-${index}@example.com`;
      rollingInvites.push({
        ...(await call(nginx.baseUrl, 'POST', `/api/courses/${courseId}/invite`, { cookie: adminCookie, body: { email } })),
        email,
      });
      await sleep(flags.pause * 5);
    }
  }

  log(
    `rolling restart under load: ${flags.connections} learners and the admin's invites through nginx; each replica in turn gets SIGTERM, drains ${DRAIN_MS} ms, exits and starts again; then the worker…`,
  );
  let rolling = true;
  const rollingStarted = performance.now();
  const rollingStartedEpoch = Date.now();
  const mailsBeforeRolling = smtp.messages.length;
  const rollingLoad = startLoad(rollingLessonIds, () => rolling);
  const invitingDone = inviteThroughNginx(() => rolling);
  await untilBothServe(rollingStartedEpoch);
  await sleep(flags.settle * 1000);
  const restarts: Restart[] = [];
  ({ restarted: replicaA, restart: restarts[0] } = await restartGracefully('A', replicaA, replicaPorts[0]));
  // As a deployment would: the next replica only once nginx routes to the restarted one again.
  await untilBothServe(Date.now());
  ({ restarted: replicaB, restart: restarts[1] } = await restartGracefully('B', replicaB, replicaPorts[1]));
  const bothBackEpoch = Date.now();
  // The worker: finishes its active jobs, exits, and is started again; the jobs queued meanwhile wait for it.
  const workerExit = new Promise<Restart['exit']>((resolve) => worker.process.once('exit', (code, signal) => resolve({ code, signal })));
  const workerSigtermAt = performance.now();
  log(`SIGTERM to the worker (pid ${worker.process.pid})…`);
  worker.process.kill('SIGTERM');
  const workerEnd = await Promise.race([workerExit, sleep(SHUTDOWN_TIMEOUT_MS + 5000).then(() => undefined)]);
  const workerExitedMs = performance.now() - workerSigtermAt;
  const workerStopLine = worker.output.filter((line) => line.includes('Stopped after')).join(' ') || '(nothing about stopping)';
  if (!workerEnd)
    throw new Error(`the worker was still running ${SHUTDOWN_TIMEOUT_MS + 5000} ms after SIGTERM:\n${worker.output.slice(-20).join('\n')}`);
  worker = await mailWorker();
  const workerBackMs = performance.now() - workerSigtermAt;
  await untilBothServe(bothBackEpoch);
  await sleep(flags.settle * 1000);
  rolling = false;
  await Promise.all([rollingLoad.done, invitingDone]);
  const rollingSeconds = (performance.now() - rollingStarted) / 1000;
  const rollingStored = await storedCompletions();
  const acknowledgedRollingInvites = rollingInvites.filter((result) => ok(result.status));
  await waitForQuietMailbox(smtp, mailsBeforeRolling + acknowledgedRollingInvites.length, { quietMs });
  const rollingMailsPerAddress = countBy(smtp.messages.slice(mailsBeforeRolling), recipientOf);
  const rollingInvitesMailedOnce = acknowledgedRollingInvites.filter((invite) => rollingMailsPerAddress[invite.email] === 1).length;

  const rollingSamples = rollingLoad.samples;
  const rollingLost = rollingLoad.acknowledgedCompletions.filter(({ userId, lessonId }) => !rollingStored.has(`${userId}:${lessonId}`));
  const rollingLog = readAccessLog(nginx.accessLog).filter((entry) => entry.at >= rollingStartedEpoch);
  const servedBefore = servedBy(rollingStartedEpoch, restarts[0].sigtermAtEpoch);
  const servedAfter = servedBy(bothBackEpoch);
  const latency = (list: Sample[]) =>
    `p50 ${percentile(
      list.map((s) => s.ms),
      50,
    ).toFixed(0)} ms, p99 ${percentile(
      list.map((s) => s.ms),
      99,
    ).toFixed(0)} ms, max ${Math.max(0, ...list.map((s) => s.ms)).toFixed(0)} ms`;
  checks.push(
    {
      name: 'rolling restart: not one request failed (every answer 2xx)',
      ok: rollingSamples.length > 0 && failed(rollingSamples).length === 0,
      detail: describe(rollingSamples),
    },
    {
      name: 'rolling restart: every acknowledged lesson completion is stored',
      ok: rollingLoad.acknowledgedCompletions.length > 0 && rollingLost.length === 0,
      detail: `${rollingLoad.acknowledgedCompletions.length} acknowledged, ${rollingLost.length} missing`,
    },
    {
      name: 'rolling restart: nginx used both replicas before the restarts and after them',
      ok: Boolean(servedBefore.A && servedBefore.B && servedAfter.A && servedAfter.B),
      detail: `before ${JSON.stringify(servedBefore)}, after ${JSON.stringify(servedAfter)}`,
    },
    {
      name: "rolling restart: every invite the admin sent through nginx was acknowledged, and each invited address got exactly one e-mail, across the worker's restart",
      ok:
        rollingInvites.length > 0 &&
        acknowledgedRollingInvites.length === rollingInvites.length &&
        rollingInvitesMailedOnce === rollingInvites.length,
      detail: `${acknowledgedRollingInvites.length}/${rollingInvites.length} acknowledged ${JSON.stringify(countBy(rollingInvites, (result) => result.status))}; ${rollingInvitesMailedOnce} addresses with exactly one e-mail; ${smtp.messages.length - mailsBeforeRolling} e-mails in all`,
    },
    {
      name: 'the worker exited 0 by itself after SIGTERM',
      ok: workerEnd.code === 0 && workerEnd.signal === null,
      detail: `exit code ${workerEnd.code}, signal ${workerEnd.signal}, ${(workerExitedMs / 1000).toFixed(2)} s after SIGTERM, running again ${((workerBackMs - workerExitedMs) / 1000).toFixed(1)} s later; it said: ${workerStopLine.replaceAll('[academy-worker] ', '')}`,
    },
    ...restarts.flatMap((restart) => [
      {
        name: `replica ${restart.name} exited 0 by itself after SIGTERM, within ${STOP_CAP_MS / 1000} s`,
        ok: restart.exit?.code === 0 && restart.exit.signal === null && restart.exitedMs < STOP_CAP_MS,
        detail: `exit code ${restart.exit?.code}, signal ${restart.exit?.signal}, ${(restart.exitedMs / 1000).toFixed(2)} s after SIGTERM; it said: ${restart.stopLine.replaceAll('[academy] ', '')}`,
      },
      {
        name: `replica ${restart.name} answered /api/health 503 while draining and still served requests`,
        ok:
          restart.drainHealth.status === 503 &&
          (restart.drainHealth.body as { status?: string }).status === 'draining' &&
          restart.drainCourses.status === 200,
        detail: `/api/health → ${restart.drainHealth.status} ${JSON.stringify(restart.drainHealth.body)}, /api/courses → ${restart.drainCourses.status}`,
      },
    ]),
  );
  measurements.push(
    `rolling restart: ${rollingSamples.length} requests in ${rollingSeconds.toFixed(1)} s through nginx (${(rollingSamples.length / rollingSeconds).toFixed(0)} req/s): ${JSON.stringify(countBy(rollingSamples, (sample) => sample.status))}, ${latency(rollingSamples)}`,
    ...restarts.map((restart) => {
      const window = rollingLog.filter((entry) => entry.at >= restart.sigtermAtEpoch && entry.at < restart.exitedAtEpoch);
      const drainedByIt = window.filter((entry) => replicaName(entry.upstreams.at(-1) ?? '') === restart.name).length;
      const inWindow = rollingSamples.filter(
        (sample) =>
          sample.started >= rollingStarted + (restart.sigtermAtEpoch - rollingStartedEpoch) &&
          sample.started < rollingStarted + (restart.sigtermAtEpoch - rollingStartedEpoch) + restart.healthyMs,
      );
      return (
        `replica ${restart.name}: exit ${restart.exit?.code} ${(restart.exitedMs / 1000).toFixed(2)} s after SIGTERM (drain ${DRAIN_MS / 1000} s), healthy again ${((restart.healthyMs - restart.exitedMs) / 1000).toFixed(1)} s later; ` +
        `it answered ${drainedByIt} of the ${window.length} requests nginx logged from its SIGTERM to its exit; ${inWindow.length} requests from SIGTERM to healthy again, ${failed(inWindow).length} failed, ${latency(inWindow)}`
      );
    }),
    `rolling restart: the admin sent ${rollingInvites.length} invites through nginx meanwhile (p50 ${percentile(
      rollingInvites.map((r) => r.ms),
      50,
    ).toFixed(0)} ms, p99 ${percentile(
      rollingInvites.map((r) => r.ms),
      99,
    ).toFixed(0)} ms): ${JSON.stringify(countBy(rollingInvites, (result) => result.status))}`,
    `rolling restart: nginx passed ${rollingLog.filter((entry) => entry.upstreams.length > 1).length} requests on to the other replica (a refused connection: nothing had been sent); routes ${JSON.stringify(countBy(rollingLog, route))}`,
  );

  report('Two API replicas and a worker behind nginx', checks, measurements, {
    heading: DRILL_HEADINGS.scale,
    command: 'npm run drill:scale',
  });
  if (process.exitCode) {
    for (const sample of [...failed(samples), ...failed(rollingLoad.samples)].slice(0, 10))
      console.log(`  example: ${sample.kind} → ${sample.status} ${sample.error ?? JSON.stringify(sample.body)}`);
    for (const [name, processOutput] of [
      ['replica A', replicaA.output],
      ['replica B', replicaB.output],
      ['worker', worker.output],
      ['nginx', nginx.output],
    ] as const) {
      console.log(
        `  last ${name} output:\n    ${processOutput
          .slice(-10)
          .map((line) => line.slice(0, 400))
          .join('\n    ')}`,
      );
    }
    const nginxErrors = readFileSync(nginx.errorLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes('[error]'));
    console.log(
      `  last nginx errors:\n    ${nginxErrors
        .slice(-10)
        .map((line) => line.slice(0, 400))
        .join('\n    ')}`,
    );
    const failedInLog = readFileSync(nginx.accessLog, 'utf8')
      .split('\n')
      .filter((line) => / 5\d\d /.test(line));
    console.log(`  failed answers in nginx's access log:\n    ${failedInLog.slice(-10).join('\n    ')}`);
  }
} catch (error) {
  console.error(`\nFAIL: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
exitWithReportedCode();
