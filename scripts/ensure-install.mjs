// Installs the workspace's dependencies when they are missing or older than package-lock.json /
// the package.json files. Runs on any Node (the machine's own), before the pinned Node 24 exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.install-stamp');
const manifests = ['package.json', 'package-lock.json', 'openapi', 'backend', 'ui-kit', 'shell', 'learner-app', 'admin-app', 'e2e'].map(
  (entry) => (entry.endsWith('.json') ? entry : `${entry}/package.json`),
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
    const command = !installed && existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install';
    // This npm runs on the machine's Node, often older than the pinned one: at npm's default log level
    // it warns (EBADENGINE) about every package that needs a newer Node, although those packages only
    // ever run on the pinned Node. --loglevel=error keeps npm's errors (on stderr, shown as they come)
    // and drops those warnings; of its standard output we keep the summary ("added 1159 packages in 2m"),
    // not the banner of our own postinstall script.
    const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies?.node ?? 'unknown';
    const machine = process.version.replace(/^v/, '');
    const nodes =
      machine === pinned
        ? `Node ${pinned}`
        : `this machine runs Node ${machine}; the project runs on its own Node ${pinned} from node_modules`;
    console.log(`[academy] Installing dependencies with "npm ${command}" (${nodes})…`);
    const npm = spawnSync('npm', [command, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const summary = (npm.stdout ?? '').split('\n').filter((line) => line.trim() && !line.startsWith('> '));
    if (summary.length > 0) console.log(summary.join('\n'));
    if (npm.status !== 0) {
      const why = npm.error
        ? `could not run npm (${npm.error.message})`
        : `"npm ${command}" failed (${npm.signal ?? `exit code ${npm.status}`}); npm's errors are above`;
      console.error(`[academy] Installing dependencies failed: ${why}.`);
      process.exit(npm.status || 1);
    }
    writeFileSync(stampFile, fingerprint());
  }
}
