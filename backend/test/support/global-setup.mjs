import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** One migrated template and a fresh copy of it per test run (see test-database-cli.ts); test files create their own rows. */
export default async function globalSetup() {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'test/support/test-database-cli.ts'], {
    cwd: backendDir,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const line = await new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const result = buffer.split('\n').find((candidate) => candidate.startsWith('{"adminUrl"'));
      if (result) resolve(result);
    });
    child.once('exit', (code) => reject(new Error(`The test database could not be prepared (exit code ${code})`)));
  });
  const { adminUrl, databaseUrl, templateDatabase } = JSON.parse(line);
  process.env.ACADEMY_TEST_ADMIN_URL = adminUrl;
  process.env.ACADEMY_TEST_DATABASE_URL = databaseUrl;
  process.env.ACADEMY_TEST_TEMPLATE_DATABASE = templateDatabase;
  globalThis.__academyTestDatabase = child;
}
