import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config/config.js';
import * as embedded from '../../src/infrastructure/embedded-postgres.js';
import { EMBEDDED_DATABASE, prepareInfrastructure, type Infrastructure } from '../../src/infrastructure/prepare.js';
import { StartupError } from '../../src/infrastructure/startup-error.js';
import { freePort } from '../support/test-database.js';

/** A checkout's data directory (DATA_DIR); readable by the postgres user when the tests run as root. */
function checkoutDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'academy-checkout-'));
  chmodSync(dir, 0o755);
  return dir;
}

function configFor(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    ...env,
  });
}

async function dataDirectoryOf(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ data_directory: string }>('show data_directory')).rows[0].data_directory;
  } finally {
    await client.end();
  }
}

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  try {
    await listen(server, port);
    return true;
  } catch {
    return false;
  } finally {
    server.close();
  }
}

/**
 * Another program takes `port` while the embedded PostgreSQL of `dataDir` initialises: the port was free
 * when it was picked, and is not when PostgreSQL binds it.
 */
function takePortDuringInitialisation(dataDir: string, port: number, log: (line: string) => void) {
  const intruder = createServer((socket) => socket.destroy());
  return {
    log: (line: string) => {
      log(line);
      if (line.startsWith(`Initialising the embedded PostgreSQL in ${dataDir}`)) intruder.listen(port, '127.0.0.1');
    },
    release: () => new Promise((resolve) => intruder.close(resolve)),
  };
}

describe('two checkouts on one machine, each without DATABASE_URL', () => {
  const first = checkoutDataDir();
  let second = checkoutDataDir();
  const third = checkoutDataDir();
  const dirs = [first, second, third];
  let firstServer: embedded.EmbeddedDatabase | undefined;
  /** The port the second checkout derives from its data directory, where the first checkout's server runs. */
  let contestedPort: number;
  const started: Infrastructure[] = [];
  const logLines: string[] = [];
  const log = (line: string) => logLines.push(line);

  beforeAll(async () => {
    for (let attempt = 0; !(await portIsFree(configFor(second).database.embeddedPort)); attempt++) {
      if (attempt === 20)
        throw new Error(`No data directory whose embedded PostgreSQL port is free (${configFor(second).database.embeddedPort})`);
      dirs.push((second = checkoutDataDir()));
    }
    contestedPort = configFor(second).database.embeddedPort;
    firstServer = await embedded.startEmbeddedPostgres({
      dataDir: join(first, 'postgres'),
      port: contestedPort,
      database: EMBEDDED_DATABASE,
    });
  }, 60_000);

  afterAll(async () => {
    for (const infrastructure of started.reverse()) await infrastructure.stop();
    await firstServer?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("does not attach to the other checkout's server on its own port, but starts its own on the next free one", async () => {
    const infrastructure = await prepareInfrastructure(configFor(second), log);
    started.push(infrastructure);
    expect(await dataDirectoryOf(infrastructure.databaseUrl)).toBe(join(second, 'postgres'));
    expect(new URL(infrastructure.databaseUrl).port).not.toBe(String(contestedPort));
    expect(logLines).toContainEqual(
      expect.stringContaining(`Port ${contestedPort} is taken by the PostgreSQL of ${join(first, 'postgres')}`),
    );

    // A second process of the same checkout (a worker) finds that server again, and shares it.
    const worker = await prepareInfrastructure(configFor(second), log);
    started.push(worker);
    expect(worker.databaseUrl).toBe(infrastructure.databaseUrl);
  }, 90_000);

  it('still finds its own running server when that runs on another port than the one it would pick', async () => {
    expect(configFor(first).database.embeddedPort).not.toBe(contestedPort);
    const infrastructure = await prepareInfrastructure(configFor(first), log);
    started.push(infrastructure);
    expect(new URL(infrastructure.databaseUrl).port).toBe(String(contestedPort));
    expect(await dataDirectoryOf(infrastructure.databaseUrl)).toBe(join(first, 'postgres'));
  }, 60_000);

  it("refuses an EMBEDDED_POSTGRES_PORT held by another data directory's server, naming the key and that directory", async () => {
    const attempt = prepareInfrastructure(configFor(third, { EMBEDDED_POSTGRES_PORT: String(contestedPort) }), log);
    attempt.then((infrastructure) => started.push(infrastructure)).catch(() => undefined);
    await expect(attempt).rejects.toThrow(StartupError);
    await expect(attempt).rejects.toThrow(
      `EMBEDDED_POSTGRES_PORT=${contestedPort} is taken by the PostgreSQL of ${join(first, 'postgres')}`,
    );
  }, 60_000);

  it('moves a derived port on when another program takes it while PostgreSQL initialises', async () => {
    const fourth = checkoutDataDir();
    dirs.push(fourth);
    const derivedPort = configFor(fourth).database.embeddedPort;
    const intruder = takePortDuringInitialisation(join(fourth, 'postgres'), derivedPort, log);
    try {
      const infrastructure = await prepareInfrastructure(configFor(fourth), intruder.log);
      started.push(infrastructure);
      expect(new URL(infrastructure.databaseUrl).port).not.toBe(String(derivedPort));
      expect(await dataDirectoryOf(infrastructure.databaseUrl)).toBe(join(fourth, 'postgres'));
      expect(logLines).toContainEqual(`Port ${derivedPort} was taken while the embedded PostgreSQL started; trying the next one.`);
    } finally {
      await intruder.release();
    }
  }, 90_000);

  it('refuses, never replaces, an EMBEDDED_POSTGRES_PORT that another program takes while PostgreSQL initialises', async () => {
    const fifth = checkoutDataDir();
    dirs.push(fifth);
    const port = await freePort();
    const intruder = takePortDuringInitialisation(join(fifth, 'postgres'), port, log);
    try {
      const attempt = prepareInfrastructure(configFor(fifth, { EMBEDDED_POSTGRES_PORT: String(port) }), intruder.log);
      attempt.then((infrastructure) => started.push(infrastructure)).catch(() => undefined);
      await expect(attempt).rejects.toThrow(`Port ${port} for the embedded PostgreSQL is in use`);
    } finally {
      await intruder.release();
    }
  }, 90_000);

  it('tells free ports, its own server and anything else apart', async () => {
    expect(await embedded.probeEmbeddedPort(contestedPort, join(first, 'postgres'))).toEqual({ state: 'ours' });
    expect(await embedded.probeEmbeddedPort(contestedPort, join(third, 'postgres'))).toMatchObject({
      state: 'other',
      dataDirectory: join(first, 'postgres'),
    });

    // Something that is not PostgreSQL at all: it hangs up at once.
    const stranger = createServer((socket) => socket.destroy());
    const strangerPort = await listen(stranger);
    try {
      expect(await embedded.probeEmbeddedPort(strangerPort, join(third, 'postgres'))).toMatchObject({ state: 'other' });
      await expect(
        embedded.locateEmbeddedServer({ dataDir: join(third, 'postgres'), port: strangerPort, portFromEnv: true }),
      ).rejects.toThrow(`EMBEDDED_POSTGRES_PORT=${strangerPort} is taken by`);
      // A derived port moves on instead.
      const moved = await embedded.locateEmbeddedServer({ dataDir: join(third, 'postgres'), port: strangerPort, portFromEnv: false });
      expect(moved.port).not.toBe(strangerPort);
      expect(moved.running).toBe(false);
    } finally {
      stranger.close();
    }
    expect(await embedded.probeEmbeddedPort(await freePort(), join(third, 'postgres'))).toEqual({ state: 'free' });
  }, 30_000);
});
