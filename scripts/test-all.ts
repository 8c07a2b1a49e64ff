// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { provideTestServer, ensureRedis } from '@academy/backend/testing';

const root = join(import.meta.dirname, '..');
const log = (line: string): void => console.log(`[test] ${line}`);

const steps: { name: string; command: string[] }[] = [
  { name: 'Typecheck', command: ['npx', 'tsc', '-b'] },
  { name: 'Lint (ESLint, dependency-cruiser, knip)', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'OpenAPI drift', command: ['npm', 'run', '--silent', 'check:openapi'] },
  // Recommended rules (redocly.yaml): any error fails the step; warnings are printed.
  { name: 'OpenAPI lint (redocly)', command: ['npm', 'run', '--silent', 'lint:openapi'] },
  { name: 'Backend unit, service and API e2e (Jest)', command: ['npm', 'test', '--silent', '-w', 'backend'] },
  { name: 'Front-end unit (Jest)', command: ['npm', 'test', '--silent', '-w', 'openapi', '-w', 'ui-kit', '-w', 'learner-app', '-w', 'admin-app'] },
  { name: 'Production build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'Browser e2e (Playwright, Chromium)', command: ['npm', 'test', '--silent', '-w', 'e2e'] },
];

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = await ensureRedis(redisUrl, join(root, '.data'), log);
const database = await provideTestServer(log);
const env = { ...process.env, TEST_DATABASE_URL: database.adminUrl, REDIS_URL: redisUrl };

const results: { name: string; seconds: number; ok: boolean }[] = [];
let failed = false;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), { cwd: root, env, stdio: 'inherit' });
  const ok = run.status === 0;
  results.push({ name: step.name, seconds: (Date.now() - started) / 1000, ok });
  if (!ok) {
    failed = true;
    break;
  }
}
await database.stop();
await redis.stop();

console.log('\n=== Summary ===');
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
for (const step of steps.slice(results.length)) console.log(`SKIP  ${step.name}`);
process.exit(failed ? 1 : 0);
