// Worker processes beside the served app (which runs queue workers itself): the scheduled jobs of a
// suite then have several consumers, as in a deployment with separate workers.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { appEnv } from '../playwright.config.js';

const WORKER = join(import.meta.dirname, '../../backend/dist/worker.js');
const READY = /worker running/i;

/** Starts `count` worker processes and resolves once each says it runs; `stop` ends them. */
export async function startWorkers(count: number): Promise<{ stop: () => Promise<void> }> {
  const workers: ChildProcess[] = [];
  await Promise.all(
    Array.from({ length: count }, () => {
      const worker = spawn(process.execPath, [WORKER], { env: { ...process.env, ...appEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
      workers.push(worker);
      let output = '';
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`A worker did not start within 30 s:\n${output}`)), 30_000);
        worker.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (READY.test(output)) {
            clearTimeout(timer);
            resolve();
          }
        });
        worker.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        worker.on('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`A worker exited with ${code}:\n${output}`));
        });
      });
    }),
  );
  return {
    stop: async () => {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.exitCode !== null) return resolve();
              worker.removeAllListeners('exit');
              worker.on('exit', () => resolve());
              worker.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
