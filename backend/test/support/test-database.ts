import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../src/config/config.js';
import { startEmbeddedPostgres } from '../../src/infrastructure/embedded-postgres.js';

/**
 * The PostgreSQL server tests create their databases on: TEST_DATABASE_URL when set (any database
 * on the server; we only use it to create and drop others), otherwise an embedded server kept
 * under .data/test-postgres.
 */
export async function provideTestServer(
  log: (line: string) => void = () => undefined,
): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => undefined };
  const dataDir = join(REPO_ROOT, '.data', 'test-postgres');
  mkdirSync(join(REPO_ROOT, '.data'), { recursive: true });
  const port = await freePort();
  const embedded = await startEmbeddedPostgres({ dataDir, port, database: 'postgres', log });
  return { adminUrl: embedded.url, stop: embedded.stop };
}

/** Creates a uniquely named database, empty or a copy of `template` (a database name), and returns its URL. */
export async function createFreshDatabase(adminUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}_${++databases}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  return databaseUrlOf(adminUrl, name);
}

/**
 * A database of a test's own with the schema already there: a copy of the run's migrated template
 * (made once by Jest's global setup), far quicker than migrating an empty one again.
 */
export function createMigratedDatabase(prefix: string): Promise<string> {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL;
  const template = process.env.ACADEMY_TEST_TEMPLATE_DATABASE;
  if (!adminUrl || !template)
    throw new Error("The run's template database is not set up: run the backend tests with Jest (its global setup makes it)");
  return createFreshDatabase(adminUrl, prefix, template);
}

let databases = 0;

function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
