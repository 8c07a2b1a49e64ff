import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_NAMES, remoteConfig } from '@academy/shell/federation';

/** Remote `learner` (the shell loads `learner/routes`); standalone development page on http://localhost:3002. */
export default defineConfig((_env, argv): Configuration =>
  remoteConfig({
    name: REMOTE_NAMES.learner,
    port: 3002,
    appDir: new URL('.', import.meta.url),
    dev: argv.mode !== 'production',
    rspack,
    ModuleFederationPlugin,
  }),
);
