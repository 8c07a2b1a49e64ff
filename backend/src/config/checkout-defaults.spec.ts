import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config.js';

/** Two checkouts on one machine: each has its own data directory, and must get its own port and queue prefix. */
describe('defaults derived from the data directory', () => {
  const root = mkdtempSync(join(tmpdir(), 'academy-checkouts-'));
  const first = join(root, 'first', '.data');
  const second = join(root, 'second', '.data');
  // JWT_SECRET keeps loadConfig from writing a development secret into the data directories.
  const jwtSecret = randomBytes(32).toString('base64url');
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', JWT_SECRET: jwtSecret, ...env });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives each data directory its own embedded PostgreSQL port, in 25432–26431, the same on every start', () => {
    const ports = [first, second].map((dataDir) => config({ DATA_DIR: dataDir }).database);
    expect(ports[0].embeddedPort).not.toBe(ports[1].embeddedPort);
    for (const { embeddedPort, embeddedPortFromEnv } of ports) {
      expect(embeddedPort).toBeGreaterThanOrEqual(25432);
      expect(embeddedPort).toBeLessThanOrEqual(26431);
      expect(embeddedPortFromEnv).toBe(false);
    }
    expect(config({ DATA_DIR: first }).database.embeddedPort).toBe(ports[0].embeddedPort);
  });

  it('keeps EMBEDDED_POSTGRES_PORT when it is set, and says so', () => {
    expect(config({ DATA_DIR: first, EMBEDDED_POSTGRES_PORT: '54329' }).database).toMatchObject({
      embeddedPort: 54329,
      embeddedPortFromEnv: true,
    });
  });

  it('gives each data directory its own queue prefix outside production, the same on every start', () => {
    const prefixes = [first, second].map((dataDir) => config({ DATA_DIR: dataDir }).redis.queuePrefix);
    expect(prefixes[0]).toMatch(/^academy-[0-9a-f]{8}$/);
    expect(prefixes[1]).toMatch(/^academy-[0-9a-f]{8}$/);
    expect(prefixes[0]).not.toBe(prefixes[1]);
    expect(config({ DATA_DIR: first }).redis.queuePrefix).toBe(prefixes[0]);
    expect(config({ DATA_DIR: first, NODE_ENV: 'test' }).redis.queuePrefix).toBe(prefixes[0]);
  });

  it('keeps "academy" as the production default, and QUEUE_PREFIX wins everywhere', () => {
    expect(config({ DATA_DIR: first, NODE_ENV: 'production' }).redis.queuePrefix).toBe('academy');
    expect(config({ DATA_DIR: second, NODE_ENV: 'production' }).redis.queuePrefix).toBe('academy');
    expect(config({ DATA_DIR: first, QUEUE_PREFIX: 'shared' }).redis.queuePrefix).toBe('shared');
    expect(config({ DATA_DIR: first, NODE_ENV: 'production', QUEUE_PREFIX: 'staging' }).redis.queuePrefix).toBe('staging');
  });

  it('derives the same values for a data directory reached through a symbolic link, before and after it exists', () => {
    const link = join(root, 'link-to-first');
    mkdirSync(join(root, 'first'));
    symlinkSync(join(root, 'first'), link);
    const before = config({ DATA_DIR: join(link, '.data') });
    expect(before.redis.queuePrefix).toBe(config({ DATA_DIR: first }).redis.queuePrefix);
    mkdirSync(first, { recursive: true });
    const after = config({ DATA_DIR: join(link, '.data') });
    expect([after.redis.queuePrefix, after.database.embeddedPort]).toEqual([before.redis.queuePrefix, before.database.embeddedPort]);
  });
});
