import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_NAMES, remoteConfig } from '@academy/shell/federation';

/** Remote `admin` (the shell loads `admin/routes`); standalone development page on http://localhost:3003. */
export default defineConfig((_env, argv): Configuration =>
  remoteConfig({
    name: REMOTE_NAMES.admin,
    port: 3003,
    appDir: new URL('.', import.meta.url),
    dev: argv.mode !== 'production',
    rspack,
    ModuleFederationPlugin,
  }),
);
