// `npm test`: every check the project has; `npm run test:fast` (--fast): the checks that need no build
// and no browser (typecheck, lint, unit and service-level tests), the loop to run while working.
// Checks run in stages, the cheap ones first; the checks of a stage run side by side (most of them
// use one core), and the next stage starts once all of them have passed. A failure stops the run.
import { join } from 'node:path';
import { ensureRedis, provideTestServer } from '@academy/backend/testing';
import { runSideBySide, type Job, type JobResult } from './side-by-side.js';

const root = join(import.meta.dirname, '..');
const fast = process.argv.includes('--fast');
const log = (line: string): void => console.log(`[test] ${line}`);

const npmRun = (script: string, ...workspaces: string[]) => [
  'npm',
  'run',
  '--silent',
  script,
  ...workspaces.flatMap((workspace) => ['-w', workspace]),
];

const staticChecks: Job[] = [
  { name: 'Typecheck and type-aware lint (oxlint)', commands: [npmRun('typecheck')] },
  { name: 'Lint (ESLint, Prettier, dependency-cruiser, knip)', commands: [npmRun('lint')] },
];
const frontEndTests: Job = { name: 'Front-end unit and screen tests (Jest)', commands: [npmRun('test:front-end')] };

const stages: Job[][] = fast
  ? [staticChecks, [{ name: 'Backend unit and service tests (Jest)', commands: [npmRun('test:fast', 'backend')] }, frontEndTests]]
  : [
      [
        ...staticChecks,
        // Recommended rules (redocly.yaml): any error fails the step; warnings are printed.
        { name: 'OpenAPI drift and lint (redocly)', commands: [npmRun('check:openapi'), npmRun('lint:openapi')] },
        frontEndTests,
        { name: 'Production build', commands: [npmRun('build')] },
      ],
      [{ name: 'Backend unit, service and API tests (Jest)', commands: [npmRun('test', 'backend')] }],
      [{ name: 'Browser e2e (Playwright, Chromium)', commands: [npmRun('test', 'e2e')] }],
    ];

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = await ensureRedis(redisUrl, join(root, '.data'), log);
const database = await provideTestServer(log);
// Colours survive the piped output of checks that share a stage.
const env = {
  ...process.env,
  TEST_DATABASE_URL: database.adminUrl,
  REDIS_URL: redisUrl,
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};

const started = Date.now();
const results: JobResult[] = [];
for (const stage of stages) {
  if (stage.length > 1) log(`side by side: ${stage.map((job) => job.name).join(' · ')}`);
  else console.log(`\n=== ${stage[0].name} ===`);
  const finished = await runSideBySide(stage, env);
  results.push(...finished);
  if (finished.some((result) => !result.ok)) break;
}
await database.stop();
await redis.stop();

const failed = results.some((result) => !result.ok);
console.log('\n=== Summary ===');
for (const result of results)
  console.log(`${result.ok ? 'PASS' : result.stopped ? 'STOP' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
for (const job of stages.flat().slice(results.length)) console.log(`SKIP  ${job.name}`);
console.log(`${failed ? 'Failed' : 'Passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
