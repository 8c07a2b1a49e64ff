// `npm run dev`: the API in watch mode plus the three front ends on Rspack dev servers with HMR.
// Open http://localhost:3001 (the shell); the API and Swagger stay on http://localhost:3000.
import { spawn } from 'node:child_process';

const remotes = {
  LEARNER_REMOTE_URL: 'http://localhost:3002/mf-manifest.json',
  ADMIN_REMOTE_URL: 'http://localhost:3003/mf-manifest.json',
};
const processes = [
  ['api', ['npm', 'run', 'build', '-w', 'openapi'], {}, true],
  ['ui', ['npm', 'run', 'build', '-w', 'ui-kit'], {}, true],
  [
    'api',
    ['npm', 'run', 'dev', '-w', 'backend'],
    { ...remotes, CORS_ORIGINS: 'http://localhost:3001,http://localhost:3002,http://localhost:3003' },
  ],
  ['shell', ['npm', 'run', 'dev', '-w', 'shell'], {}],
  ['learner', ['npm', 'run', 'dev', '-w', 'learner-app'], {}],
  ['admin', ['npm', 'run', 'dev', '-w', 'admin-app'], {}],
];

const children = [];
for (const [name, command, env, waitForIt] of processes) {
  const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = `[${name}] `;
  const forward = (stream, target) => stream.on('data', (chunk) => target.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  if (waitForIt) {
    await new Promise((resolve) => child.on('exit', resolve));
  } else {
    children.push(child);
  }
}
console.log('\n[dev] Shell with HMR: http://localhost:3001   API: http://localhost:3000/api/docs\n');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
