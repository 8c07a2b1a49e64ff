// Installs the workspace's dependencies when they are missing or older than package-lock.json /
// the package.json files. Runs on any Node (the machine's own), before the pinned Node 24 exists.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.install-stamp');
const manifests = ['package.json', 'package-lock.json', 'openapi', 'backend', 'shell', 'learner-app', 'admin-app', 'e2e'].map((entry) =>
  entry.endsWith('.json') ? entry : `${entry}/package.json`,
);

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of manifests) {
    const path = join(root, file);
    hash.update(file).update(existsSync(path) ? readFileSync(path) : '');
  }
  return hash.digest('hex');
}

if (process.argv.includes('--stamp')) {
  writeFileSync(stampFile, fingerprint());
} else {
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  const installed = existsSync(join(root, 'node_modules', '.bin', 'node'));
  if (current !== fingerprint() || !installed) {
    // A fresh clone gets the exact lockfile; an existing install is brought up to date in place.
    const command = !installed && existsSync(join(root, 'package-lock.json')) ? 'npm ci' : 'npm install';
    console.log(`[academy] Dependencies are missing or out of date: running "${command}"…`);
    execSync(`${command} --no-audit --no-fund`, { cwd: root, stdio: 'inherit' });
    writeFileSync(stampFile, fingerprint());
  }
}
