import { spawn } from 'node:child_process';
import { join } from 'node:path';

const backendDir = join(import.meta.dirname, '../..');

/** Runs a real entry point (the API, or src/worker.ts) and collects what it prints until it exits; once `until` matches, it gets SIGTERM. */
export function startBackend(
  env: Record<string, string>,
  until?: RegExp,
  entry = 'src/main.ts',
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', entry], {
      cwd: backendDir,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), ...env },
    });
    let output = '';
    let signalled = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!signalled && until?.test(output)) {
        signalled = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
