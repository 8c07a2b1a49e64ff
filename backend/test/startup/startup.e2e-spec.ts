import { jest } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../support/start-backend.js';
import { freePort } from '../support/test-database.js';

function cannotStartLines(output: string): string[] {
  return output.split('\n').filter((line) => line.includes('Cannot start'));
}

describe('start-up problems are one clear line', () => {
  // Each test starts the backend from source in a child process, which takes long on a loaded machine.
  jest.setTimeout(120_000);
  const databaseUrl = process.env.ACADEMY_TEST_DATABASE_URL!;

  it('names an invalid setting', async () => {
    const { code, output } = await startBackend({ DATABASE_URL: databaseUrl, PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('PORT must be an integer between 0 and 65535 (got "eighty")');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('explains an unreachable database', async () => {
    const { code, output } = await startBackend({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere' });
    expect(code).toBe(1);
    expect(cannotStartLines(output)).toEqual([expect.stringContaining('Cannot connect to PostgreSQL at 127.0.0.1:9/nowhere')]);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('says how to get Redis when none answers and none can be started', async () => {
    const { code, output } = await startBackend({ DATABASE_URL: databaseUrl, REDIS_URL: 'redis://127.0.0.1:9', PATH: '/nonexistent' });
    expect(code).toBe(1);
    expect(output).toContain('Redis is not reachable at redis://127.0.0.1:9. Start one with "docker compose up -d redis"');
  });

  it('explains an unwritable data directory', async () => {
    // A path below a regular file cannot be created, even by root.
    const blocked = join(mkdtempSync(join(tmpdir(), 'academy-start-')), 'a-file');
    writeFileSync(blocked, '');
    const { code, output } = await startBackend({ DATA_DIR: join(blocked, 'data'), JWT_SECRET: '' });
    expect(code).toBe(1);
    expect(output).toContain(`DATA_DIR ${join(blocked, 'data')} is not writable (ENOTDIR)`);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('explains a port that is taken', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const { code, output } = await startBackend({
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'academy-start-')),
        QUEUE_PREFIX: `academy-start-${port}`,
      });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use: stop the other server or set PORT to a free port.`);
    } finally {
      blocker.close();
    }
  });
});
