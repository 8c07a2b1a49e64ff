// Drill: PostgreSQL stopped under load and started again. While it is down requests must fail fast
// with 503 (not 500, not hang); afterwards the same API process must recover by itself; and every
// write acknowledged to a client must be in the database.
//
//   npm run drill:postgres -- [--outage 10] [--before 5] [--after 10] [--clients 20]
import pg from 'pg';
import {
  ADMIN,
  buildBackend,
  call,
  countBy,
  DrillPostgres,
  DrillRedis,
  exitWithReportedCode,
  log,
  numberFlags,
  percentile,
  report,
  signIn,
  sleep,
  startApi,
  temporaryDirectory,
  type CallResult,
} from './support.js';

const flags = numberFlags({ outage: 10, before: 5, after: 10, clients: 20, lessons: 40 });

type Phase = 'before' | 'stopping' | 'down' | 'restarting' | 'recovered';
interface Sample extends CallResult {
  kind: 'complete' | 'register' | 'learn';
  phase: Phase;
}

const dir = temporaryDirectory('postgres');
const postgres = await DrillPostgres.start(dir.path);
const redis = await DrillRedis.start();
buildBackend();
const api = await startApi({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, RUN_WORKER: 'false', DATA_DIR: dir.path });
log(`API ${api.baseUrl} (pid ${api.process.pid}), PostgreSQL on port ${postgres.port}`);

try {
  const { baseUrl } = api;
  const admin = await signIn(baseUrl, ADMIN.email, ADMIN.password);
  const course = await call(baseUrl, 'POST', '/api/courses', { cookie: admin, body: { title: 'Drill course', accessLevel: 'all' } });
  const courseId = (course.body as { id: number }).id;
  const module = await call(baseUrl, 'POST', `/api/courses/${courseId}/modules`, { cookie: admin, body: { title: 'Drill module' } });
  const moduleId = (module.body as { id: number }).id;
  const lessonIds: number[] = [];
  for (let index = 0; index < flags.lessons; index++) {
    const lesson = await call(baseUrl, 'POST', `/api/modules/${moduleId}/lessons`, {
      cookie: admin,
      body: { title: `Lesson ${index + 1}`, type: 'text' },
    });
    lessonIds.push((lesson.body as { id: number }).id);
  }

  let registrations = 0;
  const register = (kind: string) => {
    const email = `drill-${kind}-${process.pid}-${++registrations}@example.com`;
    return { email, body: { email, password: 'drill-password', firstName: 'Drill', lastName: 'Learner' } };
  };
  const learners: { id: number; cookie: string }[] = [];
  for (let index = 0; index < flags.clients; index++) {
    const { body } = register('learner');
    const created = await call(baseUrl, 'POST', '/api/register', { body });
    const cookie = created.cookie!;
    await call(baseUrl, 'POST', `/api/courses/${courseId}/enroll`, { cookie });
    learners.push({ id: (created.body as { user: { id: number } }).user.id, cookie });
  }

  let phase: Phase = 'before';
  let running = true;
  const samples: Sample[] = [];
  const acknowledged = { completions: [] as { userId: number; lessonId: number }[], registrations: [] as string[] };

  async function client(index: number): Promise<void> {
    const learner = learners[index];
    for (let step = 0; running; step++) {
      const started: Phase = phase;
      if (step % 5 === 3) {
        const { email, body } = register('load');
        const result = await call(baseUrl, 'POST', '/api/register', { body });
        samples.push({ ...result, kind: 'register', phase: started });
        if (result.status === 201) acknowledged.registrations.push(email);
      } else if (step % 5 === 4) {
        samples.push({
          ...(await call(baseUrl, 'GET', `/api/courses/${courseId}/learn`, { cookie: learner.cookie })),
          kind: 'learn',
          phase: started,
        });
      } else {
        const lessonId = lessonIds[(index * 7 + step) % lessonIds.length];
        const result = await call(baseUrl, 'POST', `/api/lessons/${lessonId}/complete`, { cookie: learner.cookie });
        samples.push({ ...result, kind: 'complete', phase: started });
        if (result.status === 200) acknowledged.completions.push({ userId: learner.id, lessonId });
      }
      await sleep(20);
    }
  }

  log(`load: ${flags.clients} clients (lesson completions, registrations, learn views)`);
  const load = Promise.all(learners.map((_learner, index) => client(index)));
  await sleep(flags.before * 1000);

  log('stopping PostgreSQL…');
  phase = 'stopping';
  await postgres.stop();
  phase = 'down';
  const downAt = Date.now();
  const healthWhileDown: number[] = [];
  while (Date.now() - downAt < flags.outage * 1000) {
    healthWhileDown.push((await call(baseUrl, 'GET', '/api/health', { timeoutMs: 5000 })).status);
    await sleep(1000);
  }

  log('starting PostgreSQL again…');
  phase = 'restarting';
  await postgres.resume();
  const restartedAt = Date.now();
  let recoveredAt: number | undefined;
  while (!recoveredAt && Date.now() - restartedAt < 60_000) {
    if ((await call(baseUrl, 'GET', '/api/health', { timeoutMs: 5000 })).status === 200) recoveredAt = Date.now();
    else await sleep(200);
  }
  phase = 'recovered';
  await sleep(flags.after * 1000);
  running = false;
  await load;

  const database = new pg.Client({ connectionString: postgres.url });
  await database.connect();
  const stored = new Set(
    (await database.query<{ key: string }>("select user_id || ':' || lesson_id as key from lesson_progress")).rows.map((row) => row.key),
  );
  const users = new Set((await database.query<{ email: string }>('select email from users')).rows.map((row) => row.email));
  const counters = await database.query<{ user_id: number; counted: number; rows: number }>(
    `select e.user_id, e.completed_lessons as counted, (select count(*)::int from lesson_progress lp where lp.user_id = e.user_id and lp.course_id = e.course_id) as rows
     from enrollments e where e.course_id = $1`,
    [courseId],
  );
  await database.end();

  const lostCompletions = acknowledged.completions.filter(({ userId, lessonId }) => !stored.has(`${userId}:${lessonId}`));
  const lostRegistrations = acknowledged.registrations.filter((email) => !users.has(email));
  const badCounters = counters.rows.filter((row) => row.counted !== row.rows);
  const down = samples.filter((sample) => sample.phase === 'down');
  const downStatuses = countBy(down, (sample) => sample.status);
  const afterRecovery = samples.filter((sample) => sample.phase === 'recovered');
  const afterErrors = afterRecovery.filter((sample) => sample.status === 0 || sample.status >= 500);
  const apiAlive = api.process.exitCode === null;

  report(
    'PostgreSQL restarted under load',
    [
      {
        name: 'the API process kept running (no restart)',
        ok: apiAlive,
        detail: apiAlive ? `pid ${api.process.pid}` : `exited with ${api.process.exitCode}`,
      },
      {
        name: 'requests while PostgreSQL was down answered 503',
        ok: down.length > 0 && down.every((sample) => sample.status === 503),
        detail: `${down.length} requests: ${JSON.stringify(downStatuses)}`,
      },
      {
        name: '/api/health said 503 while down',
        ok: healthWhileDown.every((status) => status === 503),
        detail: JSON.stringify(countBy(healthWhileDown, (status) => status)),
      },
      {
        name: '/api/health recovered without restarting the API',
        ok: recoveredAt !== undefined,
        detail: recoveredAt ? `${((recoveredAt - restartedAt) / 1000).toFixed(1)} s after PostgreSQL was back` : 'not within 60 s',
      },
      {
        name: 'requests succeed again after recovery',
        ok: afterRecovery.length > 0 && afterErrors.length === 0,
        detail: `${afterRecovery.length} requests, ${afterErrors.length} failed ${JSON.stringify(countBy(afterErrors, (sample) => sample.status))}`,
      },
      {
        name: 'every acknowledged lesson completion is stored',
        ok: lostCompletions.length === 0,
        detail: `${acknowledged.completions.length} acknowledged, ${lostCompletions.length} missing`,
      },
      {
        name: 'every acknowledged registration is stored',
        ok: lostRegistrations.length === 0,
        detail: `${acknowledged.registrations.length} acknowledged, ${lostRegistrations.length} missing`,
      },
      {
        name: 'enrolment counters equal the progress rows',
        ok: badCounters.length === 0,
        detail: `${counters.rows.length} enrolments, ${badCounters.length} wrong`,
      },
    ],
    [
      `outage ${flags.outage} s, ${flags.clients} clients, ${samples.length} requests in total: ${JSON.stringify(countBy(samples, (sample) => sample.status))}`,
      `while down: ${down.length} requests, latency p50 ${percentile(
        down.map((s) => s.ms),
        50,
      ).toFixed(0)} ms, p99 ${percentile(
        down.map((s) => s.ms),
        99,
      ).toFixed(0)} ms, max ${percentile(
        down.map((s) => s.ms),
        100,
      ).toFixed(0)} ms`,
      `while stopping/restarting: ${JSON.stringify(
        countBy(
          samples.filter((s) => s.phase === 'stopping' || s.phase === 'restarting'),
          (s) => s.status,
        ),
      )}`,
      `after recovery: latency p50 ${percentile(
        afterRecovery.map((s) => s.ms),
        50,
      ).toFixed(0)} ms, p99 ${percentile(
        afterRecovery.map((s) => s.ms),
        99,
      ).toFixed(0)} ms`,
    ],
  );
  if (process.exitCode) {
    const examples = [...down, ...afterErrors].filter((sample) => sample.status !== 503).slice(0, 5);
    for (const sample of examples)
      console.log(`  example: ${sample.kind} (${sample.phase}) → ${sample.status} ${sample.error ?? JSON.stringify(sample.body)}`);
    console.log(
      `  last API output:\n    ${api.output
        .slice(-10)
        .map((line) => line.slice(0, 400))
        .join('\n    ')}`,
    );
  }
} finally {
  await api.stop();
  await postgres.stop().catch(() => undefined);
  await redis.stop();
  dir.remove();
}
exitWithReportedCode();
