// `npm test`: every check the project has; `npm run test:fast` (--fast): the checks that need no build
// and no browser (typecheck, lint, unit and service-level tests), the loop to run while working.
// Checks run in stages, the cheap ones first; the checks of a stage run side by side, since most of
// them use one core, and the next stage starts once all of them have passed. A failure stops the run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureRedis, provideTestServer } from '@academy/backend/testing';

const root = join(import.meta.dirname, '..');
const fast = process.argv.includes('--fast');
const log = (line: string): void => console.log(`[test] ${line}`);

interface Step {
  name: string;
  /** Commands run one after the other. */
  commands: string[][];
}

const npmRun = (script: string, ...workspaces: string[]) => ['npm', 'run', '--silent', script, ...workspaces.flatMap((workspace) => ['-w', workspace])];

const stages: Step[][] = fast
  ? [
      [
        { name: 'Typecheck', commands: [['npx', 'tsc', '-b']] },
        { name: 'Lint (ESLint, dependency-cruiser, knip)', commands: [npmRun('lint')] },
      ],
      [
        { name: 'Backend unit and service tests (Jest)', commands: [npmRun('test:fast', 'backend')] },
        { name: 'Front-end unit and screen tests (Jest)', commands: [npmRun('test:front-end')] },
      ],
    ]
  : [
      [
        { name: 'Typecheck', commands: [['npx', 'tsc', '-b']] },
        { name: 'Lint (ESLint, dependency-cruiser, knip)', commands: [npmRun('lint')] },
        // Recommended rules (redocly.yaml): any error fails the step; warnings are printed.
        { name: 'OpenAPI drift and lint (redocly)', commands: [npmRun('check:openapi'), npmRun('lint:openapi')] },
        { name: 'Front-end unit and screen tests (Jest)', commands: [npmRun('test:front-end')] },
        { name: 'Production build', commands: [npmRun('build')] },
      ],
      [{ name: 'Backend unit, service and API tests (Jest)', commands: [npmRun('test', 'backend')] }],
      [{ name: 'Browser e2e (Playwright, Chromium)', commands: [npmRun('test', 'e2e')] }],
    ];

interface Result {
  name: string;
  seconds: number;
  ok: boolean;
  /** Stopped because another check of its stage failed. */
  stopped?: boolean;
}

const running = new Set<ReturnType<typeof spawn>>();
let stopping = false;

/** Runs one command; its output goes straight to the terminal, or is kept and returned when `keep`. */
function runCommand(command: string[], env: NodeJS.ProcessEnv, keep: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      running.delete(child);
      resolve({ ok: code === 0, output });
    });
  });
}

/** A step's commands in order; when it shares its stage, its output is printed whole once it ends, so outputs never interleave. */
async function runStep(step: Step, env: NodeJS.ProcessEnv, alone: boolean): Promise<Result> {
  const started = Date.now();
  let ok = true;
  let output = '';
  if (alone) console.log(`\n=== ${step.name} ===`);
  for (const command of step.commands) {
    const run = await runCommand(command, env, !alone);
    output += run.output;
    ok = run.ok;
    if (!ok) break;
  }
  const seconds = (Date.now() - started) / 1000;
  const stopped = !ok && stopping;
  if (!alone && !stopped) console.log(`\n=== ${step.name} (${seconds.toFixed(1)} s) ===\n${output.trimEnd()}`);
  return { name: step.name, seconds, ok, stopped };
}

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = await ensureRedis(redisUrl, join(root, '.data'), log);
const database = await provideTestServer(log);
// Colours survive the piped output of steps that share a stage.
const env = { ...process.env, TEST_DATABASE_URL: database.adminUrl, REDIS_URL: redisUrl, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') };

const started = Date.now();
const results: Result[] = [];
let failed = false;
for (const stage of stages) {
  if (stage.length > 1) log(`running side by side: ${stage.map((step) => step.name).join(' · ')}`);
  const finished = await Promise.all(
    stage.map(async (step) => {
      const result = await runStep(step, env, stage.length === 1);
      // The first failure ends the run: the rest of the stage is stopped rather than waited for.
      if (!result.ok && !stopping) {
        stopping = true;
        for (const child of running) child.kill('SIGTERM');
      }
      return result;
    }),
  );
  results.push(...finished);
  if (finished.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}
await database.stop();
await redis.stop();

console.log('\n=== Summary ===');
for (const result of results) console.log(`${result.ok ? 'PASS' : result.stopped ? 'STOP' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
for (const step of stages.flat().slice(results.length)) console.log(`SKIP  ${step.name}`);
console.log(`${failed ? 'Failed' : 'Passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
