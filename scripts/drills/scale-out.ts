// Drill: the production topology on one machine. Two API replicas (RUN_WORKER=false) and one mail
// worker (backend/dist/worker.js) share PostgreSQL and Redis behind nginx on loopback.
//   1. A session made on one replica works on the other.
//   2. Invites sent to both replicas: the worker delivers exactly one e-mail per address.
//   3. Load through nginx, and one replica killed (SIGKILL) in the middle: only requests in flight at
//      the kill may fail, none a second later, and every acknowledged write is in the database.
//
//   npm run drill:scale -- [--invites 100] [--seconds 15] [--before 5] [--connections 20]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';
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

const flags = numberFlags({ invites: 100, senders: 4, seconds: 15, before: 5, connections: 20, lessons: 40, pause: 20 });

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
  const child = spawn(nginxBinary!, ['-p', dir, '-e', join(dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
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
  return { baseUrl, accessLog: join(dir, 'access.log'), output, stop };
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
    stoppedAtTheEnd(startApi({ ...shared, PORT: String(port), RUN_WORKER: 'false', TRUST_PROXY: '1', DATA_DIR: join(dir.path, name) }));
  // All three start at once on the empty database, as after a deployment: one migrates, the others wait for it.
  const startedAt = performance.now();
  const [replicaA, replicaB, worker] = await allStarted(
    replica('replica-a', replicaPorts[0]),
    replica('replica-b', replicaPorts[1]),
    stoppedAtTheEnd(startWorker({ ...shared, SMTP_URL: smtp.url, MAIL_RETRY_DELAY_MS: '500', DATA_DIR: join(dir.path, 'worker') })),
  );
  const startMs = performance.now() - startedAt;
  const nginx = await stoppedAtTheEnd(startNginx(join(dir.path, 'nginx'), replicaPorts));
  log(`replica A ${replicaA.baseUrl} (pid ${replicaA.process.pid}), replica B ${replicaB.baseUrl} (pid ${replicaB.process.pid}), worker pid ${worker.process.pid}`);
  log(`nginx ${nginx.baseUrl}, PostgreSQL on port ${postgres.port}, Redis on port ${redis.port}, SMTP on port ${smtp.port}`);

  const checks: { name: string; ok: boolean; detail: string }[] = [];
  const measurements: string[] = [`start-up: both replicas and the worker together on the empty database in ${(startMs / 1000).toFixed(1)} s`];

  // 1. Sessions are signed cookies: one replica's session is good on the other.
  const newcomer = { email: `scale-newcomer-${process.pid}@example.com`, password: 'drill-password', firstName: 'Drill', lastName: 'Newcomer' };
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
  const course = await call(replicaA.baseUrl, 'POST', '/api/courses', { cookie: adminCookie, body: { title: 'Scale-out drill', accessLevel: 'all' } });
  const courseId = (course.body as { id: number }).id;
  const invitees = Array.from({ length: flags.invites }, (_unused, index) => `scale-invitee-${index + 1}@example.com`);
  const inviteResults: (CallResult & { email: string })[] = [];
  let nextInvite = 0;
  async function inviteSender(): Promise<void> {
    while (nextInvite < invitees.length) {
      const index = nextInvite++;
      const api = index % 2 === 0 ? replicaA : replicaB;
      const path = Math.floor(index / 2) % 2 === 0 ? `/api/courses/${courseId}/invite` : `/api/courses/${courseId}/grant-access`;
      inviteResults.push({ ...(await call(api.baseUrl, 'POST', path, { cookie: adminCookie, body: { email: invitees[index] } })), email: invitees[index] });
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
  const unexpectedMail = Object.keys(mailsPerAddress).filter((address) => !invitees.includes(address));
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
      name: 'every invited address got exactly one e-mail, and nobody else got one',
      ok: missingMail.length === 0 && duplicatedMail.length === 0 && unexpectedMail.length === 0,
      detail: `${inviteMails.length} e-mails to ${Object.keys(mailsPerAddress).length} addresses; ${missingMail.length} missing, ${duplicatedMail.length} duplicated, ${unexpectedMail.length} unexpected`,
    },
    {
      name: 'the mail queue is empty with nothing failed',
      ok: mailQueue.status === 200 && queue.failed === 0 && queue.waiting === 0 && queue.delayed === 0,
      detail: `completed ${queue.completed}, failed ${queue.failed}, waiting ${queue.waiting}, delayed ${queue.delayed}`,
    },
    { name: 'only the worker sent mail (the replicas run with RUN_WORKER=false)', ok: replicasThatWroteMail.length === 0, detail: `${replicasThatWroteMail.length} replicas wrote mail` },
  );
  measurements.push(
    `invites: ${flags.invites} sent by ${flags.senders} senders in ${(sendMs / 1000).toFixed(1)} s (p50 ${percentile(inviteResults.map((r) => r.ms), 50).toFixed(0)} ms, p99 ${percentile(inviteResults.map((r) => r.ms), 99).toFixed(0)} ms); all e-mails in ${((mailboxMs - quietMs) / 1000).toFixed(1)} s after the last invite, then ${quietMs / 1000} s without anything new`,
  );

  // 3. Load through nginx; replica B is killed after `before` seconds.
  const module = await call(replicaA.baseUrl, 'POST', `/api/courses/${courseId}/modules`, { cookie: adminCookie, body: { title: 'Drill module' } });
  const moduleId = (module.body as { id: number }).id;
  const lessonIds: number[] = [];
  for (let index = 0; index < flags.lessons; index++) {
    const lesson = await call(replicaB.baseUrl, 'POST', `/api/modules/${moduleId}/lessons`, { cookie: adminCookie, body: { title: `Lesson ${index + 1}`, type: 'text' } });
    lessonIds.push((lesson.body as { id: number }).id);
  }
  const learners: { id: number; cookie: string }[] = [];
  for (let index = 0; index < flags.connections; index++) {
    const body = { email: `scale-learner-${index + 1}@example.com`, password: 'drill-password', firstName: 'Drill', lastName: 'Learner' };
    const created = await call(nginx.baseUrl, 'POST', '/api/register', { body });
    if (created.status !== 201 || !created.cookie) throw new Error(`registering a learner through nginx failed: ${created.status} ${JSON.stringify(created.body)}`);
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
  const samples: Sample[] = [];
  const acknowledgedCompletions: { userId: number; lessonId: number; started: number }[] = [];
  const loadStarted = performance.now();
  const loadEnds = loadStarted + flags.seconds * 1000;

  async function learnerClient(learner: { id: number; cookie: string }, index: number): Promise<void> {
    for (let step = 0; performance.now() < loadEnds; step++) {
      const kind: Kind = (['courses', 'dashboard', 'complete'] as const)[step % 3];
      const lessonId = lessonIds[(index * 7 + step) % lessonIds.length];
      const started = performance.now();
      const result =
        kind === 'complete'
          ? await call(nginx.baseUrl, 'POST', `/api/lessons/${lessonId}/complete`, { cookie: learner.cookie })
          : await call(nginx.baseUrl, 'GET', kind === 'courses' ? '/api/courses' : '/api/user/dashboard', { cookie: learner.cookie });
      samples.push({ ...result, kind, started, ended: performance.now(), completion: kind === 'complete' ? `${learner.id}:${lessonId}` : undefined });
      if (kind === 'complete' && ok(result.status)) acknowledgedCompletions.push({ userId: learner.id, lessonId, started });
      await sleep(flags.pause);
    }
  }

  log(`load through nginx: ${flags.connections} learners for ${flags.seconds} s; replica B is killed after ${flags.before} s…`);
  const load = Promise.all(learners.map(learnerClient));
  await sleep(flags.before * 1000);
  const replicaBExit = new Promise<string>((resolve) => replicaB.process.once('exit', (_code, signal) => resolve(String(signal))));
  replicaB.process.kill('SIGKILL');
  const killedAt = performance.now();
  const killedAtEpoch = Date.now();
  await load;
  const replicaBEnd = await Promise.race([replicaBExit, sleep(5000).then(() => 'still running')]);
  const healthAfter = await call(nginx.baseUrl, 'GET', '/api/health');

  const database = new pg.Client({ connectionString: postgres.url });
  await database.connect();
  const stored = new Set(
    (await database.query<{ key: string }>("select user_id || ':' || lesson_id as key from lesson_progress")).rows.map((row) => row.key),
  );
  await database.end();

  const failed = (list: Sample[]) => list.filter((sample) => !ok(sample.status));
  const before = samples.filter((sample) => sample.ended < killedAt);
  const inFlight = samples.filter((sample) => sample.started < killedAt && sample.ended >= killedAt);
  const afterKill = samples.filter((sample) => sample.started >= killedAt);
  const settled = afterKill.filter((sample) => sample.started >= killedAt + 1000);
  const lastFailureMs = Math.max(0, ...failed(afterKill).map((sample) => sample.started - killedAt));
  const failedCompletions = failed(samples).filter((sample) => sample.kind === 'complete');
  const lostCompletions = acknowledgedCompletions.filter(({ userId, lessonId }) => !stored.has(`${userId}:${lessonId}`));
  const describe = (list: Sample[]) => `${list.length} requests, ${failed(list).length} failed ${JSON.stringify(countBy(failed(list), (sample) => `${sample.kind} ${sample.status}`))}`;

  const accessLog = readAccessLog(nginx.accessLog);
  const replicaName = (address: string) => (address.endsWith(`:${portOf(replicaA)}`) ? 'A' : address.endsWith(`:${portOf(replicaB)}`) ? 'B' : address);
  const route = (entry: { upstreams: string[] }) => entry.upstreams.map(replicaName).join('→') || 'none';
  const loggedBefore = accessLog.filter((entry) => entry.at < killedAtEpoch);
  const loggedAfter = accessLog.filter((entry) => entry.at >= killedAtEpoch);
  const servedByA = loggedAfter.filter((entry) => ok(entry.status) && replicaName(entry.upstreams.at(-1) ?? '') === 'A').length;
  const bothServedBefore = ['A', 'B'].every((name) => loggedBefore.some((entry) => route(entry) === name));

  checks.push(
    { name: 'nginx spread the load over both replicas before the kill', ok: bothServedBefore, detail: JSON.stringify(countBy(loggedBefore, route)) },
    { name: 'no request failed before the kill', ok: failed(before).length === 0, detail: describe(before) },
    { name: 'replica B was killed', ok: replicaBEnd === 'SIGKILL', detail: replicaBEnd },
    {
      name: 'failures only around the kill, at most one per client',
      ok: failed(samples).length <= flags.connections && failed(settled).length === 0,
      detail: `${failed(samples).length} failed: ${failed(inFlight).length} in flight at the kill, ${failed(afterKill).length} sent in the ${lastFailureMs.toFixed(0)} ms after it`,
    },
    { name: 'from 1 s after the kill every request succeeded', ok: settled.length > 0 && failed(settled).length === 0, detail: describe(settled) },
    { name: 'replica A served the traffic after the kill', ok: servedByA > 0 && healthAfter.status === 200, detail: `${servedByA} answers from A; nginx routes ${JSON.stringify(countBy(loggedAfter, route))}; /api/health through nginx ${healthAfter.status}` },
    {
      name: 'every acknowledged lesson completion is stored',
      ok: acknowledgedCompletions.length > 0 && lostCompletions.length === 0,
      detail: `${acknowledgedCompletions.length} acknowledged (${acknowledgedCompletions.filter((completion) => completion.started >= killedAt).length} after the kill), ${lostCompletions.length} missing`,
    },
  );
  measurements.push(
    `load: ${samples.length} requests in ${flags.seconds} s through nginx (${(samples.length / flags.seconds).toFixed(0)} req/s) from ${flags.connections} learners: ${JSON.stringify(countBy(samples, (sample) => sample.status))}`,
    `before the kill: ${describe(before)}, p50 ${percentile(before.map((s) => s.ms), 50).toFixed(0)} ms, p99 ${percentile(before.map((s) => s.ms), 99).toFixed(0)} ms`,
    `in flight at the kill: ${describe(inFlight)}`,
    `failed writes (502 from nginx: a POST that reached B is not replayed): ${failedCompletions.length} lesson completions, ${failedCompletions.filter((sample) => stored.has(sample.completion!)).length} of them stored anyway (B committed, then died before answering)`,
    `after the kill: ${describe(afterKill)}, p50 ${percentile(afterKill.map((s) => s.ms), 50).toFixed(0)} ms, p99 ${percentile(afterKill.map((s) => s.ms), 99).toFixed(0)} ms`,
    `nginx passed ${loggedAfter.filter((entry) => entry.upstreams.length > 1).length} requests on from B to A after the kill`,
  );

  report('Two API replicas and a worker behind nginx', checks, measurements);
  if (process.exitCode) {
    for (const sample of failed(samples).slice(0, 5)) console.log(`  example: ${sample.kind} → ${sample.status} ${sample.error ?? JSON.stringify(sample.body)}`);
    for (const [name, processOutput] of [
      ['replica A', replicaA.output],
      ['replica B', replicaB.output],
      ['worker', worker.output],
      ['nginx', nginx.output],
    ] as const) {
      console.log(`  last ${name} output:\n    ${processOutput.slice(-10).map((line) => line.slice(0, 400)).join('\n    ')}`);
    }
  }
} catch (error) {
  console.error(`\nFAIL: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
exitWithReportedCode();
