import { MikroORM } from '@mikro-orm/postgresql';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createConnection, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { shutDownGracefully, startDraining, stopServing } from '../../src/infrastructure/graceful-shutdown.js';
import { createUser, PASSWORD } from '../support/accounts.js';
import { startBackend } from '../support/start-backend.js';
import { freePort } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over real TCP; the agent decides whether connections are kept alive. */
function send(
  port: number,
  method: string,
  path: string,
  options: { agent?: Agent; cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: options.agent ?? false,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(options.cookie ? { cookie: options.cookie } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What a failed test left behind: locks held, apps running. */
const leftovers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of leftovers.splice(0).reverse()) await cleanUp();
});

/** A running API on a port of its own and a signed-in learner. */
async function listeningApp(): Promise<{ testApp: TestApp; port: number; cookie: string; userId: number }> {
  const testApp = await createTestApp();
  leftovers.push(async () => {
    if (await testApp.app.get(MikroORM).isConnected()) await testApp.close();
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (testApp.app.getHttpServer().address() as AddressInfo).port;
  const user = await createUser(testApp);
  const login = await send(port, 'POST', '/api/login', { body: { email: user.email, password: PASSWORD } });
  expect(login.status).toBe(200);
  const cookie = String(login.headers['set-cookie']!.find((value) => value.startsWith('academy_session='))!.split(';')[0]);
  // The first signed-in request records the learner's activity (a write to the row locked later).
  expect((await send(port, 'GET', '/api/user', { cookie })).status).toBe(200);
  return { testApp, port, cookie, userId: user.id };
}

/**
 * Holds the learner's row locked in a transaction of its own, so that a request writing it waits
 * (a request still in flight when the shutdown begins) until `release`.
 */
async function lockUserRow(userId: number): Promise<{ waitUntilSomeoneWaits(): Promise<void>; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: process.env.ACADEMY_TEST_DATABASE_URL });
  await client.connect();
  await client.query('begin');
  await client.query('select id from users where id = $1 for update', [userId]);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await client.query('commit');
    await client.end();
  };
  leftovers.push(release);
  return {
    async waitUntilSomeoneWaits() {
      const blocked = 'select count(*)::int as count from pg_stat_activity where $1 = any(pg_blocking_pids(pid))';
      while ((await client.query<{ count: number }>(blocked, [rows[0].pid])).rows[0].count === 0) await sleep(20);
    },
    release,
  };
}

const connectionRefused = (port: number) =>
  send(port, 'GET', '/api/health').then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code,
  );

describe('graceful shutdown (SIGTERM)', () => {
  it('drains (health 503, the rest served as usual), stops listening, answers each open connection once more with Connection: close, finishes the request in flight, then closes the database pool', async () => {
    const { testApp, port, cookie, userId } = await listeningApp();
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    leftovers.push(async () => keepAlive.destroy());
    const before = await send(port, 'GET', '/api/courses', { agent: keepAlive, cookie });
    expect(before.status).toBe(200);
    expect(before.headers.connection).toBe('keep-alive');
    const lock = await lockUserRow(userId);
    // Started before the shutdown, held up in the database until the server has stopped listening.
    const inFlight = send(port, 'PUT', '/api/account/profile', { cookie, body: { firstName: 'Still', lastName: 'Served' } });
    await lock.waitUntilSomeoneWaits();

    startDraining(testApp.app);
    const health = await send(port, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' });
    const whileDraining = await send(port, 'GET', '/api/courses', { agent: keepAlive, cookie });
    expect(whileDraining.status).toBe(200);
    expect(whileDraining.headers.connection).toBe('keep-alive');
    expect((await send(port, 'GET', '/api/user', { cookie })).status).toBe(200);

    const stopping = stopServing(testApp.app, { timeoutMs: 60_000, idleMs: 60_000 });
    while (testApp.app.getHttpServer().listening) await sleep(10);
    expect(await connectionRefused(port)).toBe('ECONNREFUSED');
    // The connection kept alive from before is served once more and closed after that answer.
    const last = await send(port, 'GET', '/api/courses', { agent: keepAlive, cookie });
    expect(last.status).toBe(200);
    expect(last.headers.connection).toBe('close');
    expect(await testApp.app.get(MikroORM).isConnected()).toBe(true);

    await lock.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ firstName: 'Still', lastName: 'Served' });
    expect(await stopping).toMatchObject({ inFlightFinished: true });
    expect(await testApp.app.get(MikroORM).isConnected()).toBe(false);
    expect(await connectionRefused(port)).toBe('ECONNREFUSED');
  });

  it('closes idle connections, cuts a request that outlasts the timeout and still closes everything', async () => {
    const { testApp, port, cookie, userId } = await listeningApp();
    const lock = await lockUserRow(userId);
    const stuck = send(port, 'PUT', '/api/account/profile', { cookie, body: { firstName: 'Never', lastName: 'Answered' } }).then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => error.code,
    );
    await lock.waitUntilSomeoneWaits();
    const idle = createConnection(port, '127.0.0.1');
    await once(idle, 'connect');
    const idleClosed = once(idle, 'close');

    const stopped = shutDownGracefully(testApp.app, { drainMs: 0, timeoutMs: 200 });
    await idleClosed;
    expect(await stuck).toBe('ECONNRESET');
    await lock.release();
    expect(await stopped).toMatchObject({ inFlightFinished: false });
    expect(await testApp.app.get(MikroORM).isConnected()).toBe(false);
    expect(await connectionRefused(port)).toBe('ECONNREFUSED');
  });

  describe('the processes on SIGTERM', () => {
    const env = () => ({
      DATABASE_URL: process.env.ACADEMY_TEST_DATABASE_URL!,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'academy-sigterm-')),
      QUEUE_PREFIX: `academy-sigterm-${process.pid}`,
      SEED_DEMO: 'false',
    });

    it('the API drains, stops and exits 0', async () => {
      const { code, output } = await startBackend({ ...env(), PORT: String(await freePort()), SHUTDOWN_DRAIN_MS: '300' }, /is running at/);
      expect(output).toContain('SIGTERM: draining for 300 ms (health answers 503), then finishing the requests in flight.');
      expect(output).toMatch(/Drained 300 ms, open connections finished in \d+ ms, closed in \d+ ms\./);
      expect(output).toMatch(/Stopped after SIGTERM in \d+ ms\./);
      expect(code).toBe(0);
    });

    it('the worker finishes its jobs, closes and exits 0', async () => {
      const { code, output } = await startBackend({ ...env(), SMTP_URL: 'smtp://127.0.0.1:9' }, /worker running/, 'src/worker.ts');
      expect(output).toContain('SIGTERM: finishing the active jobs.');
      expect(output).toMatch(/Stopped after SIGTERM in \d+ ms\./);
      expect(code).toBe(0);
    });
  });
});
