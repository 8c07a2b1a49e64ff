import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ChunkMapPlugin, federationShared, moduleRules, outputNames, PrecompressPlugin, SHARE_STRATEGY } from './federation-shared.mjs';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

// React Router's package exports name only its development build, whose warnings code production does
// not need; its production build sits beside it (0.6 KB gzipped less on every page).
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const REACT_ROUTER_PRODUCTION = {
  'react-router$': join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': join(reactRouterDist, 'dom-export.mjs'),
};

export default defineConfig((_env, argv): Configuration => {
  const dev = argv.mode !== 'production';
  return {
    context: dir('.'),
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    // The CLI turns on lazy compilation of dynamic imports in `serve`; it races
    // with the federation async boundary (import('./bootstrap')) and the exposes.
    lazyCompilation: false,
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: dir('./dist'),
      // The SPA fallback serves index.html at deep URLs (/admin/courses/1), so
      // the shell's own assets need an absolute base.
      publicPath: '/',
      ...outputNames(dev),
      assetModuleFilename: dev ? 'assets/[name][ext]' : 'assets/[name].[contenthash:10][ext]',
      uniqueName: 'academy_shell',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: dev ? {} : REACT_ROUTER_PRODUCTION },
    module: { rules: moduleRules(dev) },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './public/index.html', minify: !dev }),
      new ModuleFederationPlugin({
        name: 'shell',
        // No static remotes: src/remotes.ts registers them from window.__ACADEMY_CONFIG__.
        remotes: {},
        shared: federationShared(new URL('./package.json', import.meta.url)),
        shareStrategy: SHARE_STRATEGY,
        manifest: false, // nothing to describe: the shell is a pure consumer
        dts: false,
        // The shell exposes nothing, so it may hand its federation runtime to the
        // remotes (they are built with experiments.externalRuntime).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new ChunkMapPlugin(),
      ...(dev ? [] : [new PrecompressPlugin()]),
    ],
    optimization: { moduleIds: dev ? 'named' : 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: 3001,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/runtime-config.js', '/remotes'], target: API_ORIGIN, changeOrigin: false }],
    },
  };
});
