// Runs the npm scripts named as arguments side by side and fails if any of them fails; each one's
// output is printed in one piece when it ends. `npm run lint` uses it on a 2-core machine: the
// type-aware ESLint rules type-check every workspace, so ESLint runs as two processes split by
// workspace (each TypeScript program is built in one of them only), beside dependency-cruiser and knip.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npmCli = process.env.npm_execpath;
const env = process.stdout.isTTY && !('FORCE_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: '1' } : process.env;

function run(name) {
  return new Promise((resolve) => {
    const options = { env, stdio: ['ignore', 'pipe', 'pipe'] };
    const child = npmCli ? spawn(process.execPath, [npmCli, 'run', name], options) : spawn('npm', ['run', name], options);
    const output = [];
    child.stdout.on('data', (chunk) => output.push([process.stdout, chunk]));
    child.stderr.on('data', (chunk) => output.push([process.stderr, chunk]));
    child.on('error', (error) => {
      console.error(`npm run ${name}:`, error);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      for (const [stream, chunk] of output) stream.write(chunk);
      if (code !== 0) console.error(`✖ npm run ${name}: ${signal ?? `exit code ${code}`}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(names.map(run));
if (codes.some((code) => code !== 0)) process.exitCode = 1;
