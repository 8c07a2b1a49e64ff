// Preloaded with `--import`: on SIGWINCH, prints one line naming every npm package the process has loaded so far.
import { writeSync } from 'node:fs';
import { registerHooks } from 'node:module';

const packages = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url)?.[1];
    if (name) packages.add(name);
    return resolved;
  },
});
// SIGWINCH: a signal that nothing else in the API handles, and that is harmless when nothing does.
process.on('SIGWINCH', () => writeSync(1, `\nloaded packages: ${JSON.stringify([...packages].sort())}\n`));
