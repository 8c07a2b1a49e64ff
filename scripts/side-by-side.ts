// Runs commands side by side, as `npm test` and `npm run lint` do on a two-core machine where most
// checks use one core: each job's output is printed in one piece when it ends, so outputs never
// interleave, and the first failure stops the other jobs. As a command, it runs the npm scripts named
// as its arguments: `node … scripts/side-by-side.ts lint:eslint-backend lint:deps`.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface Job {
  name: string;
  /** Commands run one after the other; the job fails at the first that fails. */
  commands: string[][];
}

export interface JobResult {
  name: string;
  seconds: number;
  ok: boolean;
  /** Stopped because another job failed. */
  stopped: boolean;
}

const root = join(import.meta.dirname, '..');

/** Runs `jobs` at once (a single job's output goes straight to the terminal) and returns how each ended. */
export async function runSideBySide(jobs: Job[], env: NodeJS.ProcessEnv = process.env): Promise<JobResult[]> {
  const running = new Set<ChildProcess>();
  const alone = jobs.length === 1;
  let stopping = false;

  const runCommand = (command: string[]) =>
    new Promise<{ ok: boolean; output: string }>((resolve) => {
      const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
      running.add(child);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => {
        running.delete(child);
        resolve({ ok: code === 0, output });
      });
    });

  return Promise.all(
    jobs.map(async (job) => {
      const started = Date.now();
      let ok = true;
      let output = '';
      for (const command of job.commands) {
        const run = await runCommand(command);
        output += run.output;
        ok = run.ok;
        if (!ok) break;
      }
      const seconds = (Date.now() - started) / 1000;
      const stopped = !ok && stopping;
      if (!alone && !stopped) console.log(`\n=== ${job.name} (${seconds.toFixed(1)} s) ===\n${output.trimEnd()}`);
      if (!ok && !stopping) {
        stopping = true;
        for (const child of running) child.kill('SIGTERM');
      }
      return { name: job.name, seconds, ok, stopped };
    }),
  );
}

if (import.meta.main) {
  // Colours survive the piped output.
  const env = process.stdout.isTTY && !('FORCE_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const results = await runSideBySide(
    process.argv.slice(2).map((script) => ({ name: `npm run ${script}`, commands: [['npm', 'run', '--silent', script]] })),
    env,
  );
  for (const result of results.filter((result) => !result.ok)) console.error(`✖ ${result.name}: ${result.stopped ? 'stopped' : 'failed'}`);
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}
