// Module Federation settings common to the shell and both remotes.
// Every rspack config (shell/, learner-app/, admin-app/) imports THIS file, so
// the list of shared singletons exists exactly once.
import { readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/**
 * Packages that must exist once on the page (they hold React state, context or the store). Redux
 * Toolkit is not one: only @academy/api and @academy/ui import it, and each of them is a singleton, so
 * it is bundled into them with what they use of it (a shared module would keep all of it).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  'antd',
  '@ant-design/icons',
  '@academy/api',
  '@academy/ui',
];

/**
 * Entry points of those packages that are imported by their own request string
 * (shared matching is per request, not per package). Value: the package whose
 * declared range applies.
 */
const SHARED_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};

/**
 * Packages shared as a subset module: a shared module keeps every export it has, so sharing all of
 * React Router (59 KB gzipped) or Ant Design (436 KB) would ship every part of them to every page
 * that uses one. Each subset module re-exports the names the apps import; it is provided under the
 * package's share key with the installed package's version, so the singleton version check still holds.
 */
const SHARED_SUBSETS = {
  'react-router-dom': { module: './shared-router.mjs', versionOf: 'react-router' },
  antd: { module: './shared-antd.mjs', versionOf: 'antd' },
};
const requireHere = createRequire(import.meta.url);

/** The subset modules, by share key (ESLint limits imports to their names). */
export const SHARED_SUBSET_MODULES = Object.fromEntries(
  Object.entries(SHARED_SUBSETS).map(([key, subset]) => [key, fileURLToPath(new URL(subset.module, import.meta.url))]),
);

/**
 * `shared` option for ModuleFederationPlugin, with `requiredVersion` read from
 * the consuming app's package.json.
 * @param {string | URL} packageJsonUrl e.g. new URL('./package.json', import.meta.url)
 */
export function federationShared(packageJsonUrl) {
  const pkg = JSON.parse(readFileSync(packageJsonUrl, 'utf8'));
  const ranges = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const rangeOf = (name) => {
    const range = ranges[name];
    if (!range) {
      throw new Error(`${pkg.name}: package.json does not depend on "${name}", which is a shared singleton (shell/federation-shared.mjs)`);
    }
    return range;
  };
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: rangeOf(name) };
  }
  for (const [key, subset] of Object.entries(SHARED_SUBSETS)) {
    const version = requireHere(`${subset.versionOf}/package.json`).version;
    shared[key] = { ...shared[key], import: SHARED_SUBSET_MODULES[key], version };
  }
  for (const [request, owner] of Object.entries(SHARED_SUBPATHS)) {
    shared[request] = { singleton: true, requiredVersion: rangeOf(owner) };
  }
  return shared;
}

/**
 * 'loaded-first': reuse whatever the shell already loaded and never fetch every
 * registered remote's entry up front (a blocked remote must not break start-up).
 */
export const SHARE_STRATEGY = 'loaded-first';

/** Remote names: the shell loads `learner/routes` and `admin/routes`. */
export const REMOTE_NAMES = { learner: 'learner', admin: 'admin' };

/** Module rules of all three apps: TypeScript/TSX through Rspack's built-in SWC, plain CSS, image files. */
export function moduleRules(dev) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: dev } },
          target: 'es2022',
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    // Images ship as files: their URL is imported, so pages that do not show them do not pay for them.
    { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
    // Tolerate extensionless relative imports in ESM packages (e.g. the generated
    // "./baseApi" in @academy/api's dist), which strict ESM resolution rejects.
    { test: /\.m?js$/, resolve: { fullySpecified: false } },
  ];
}

/** The file the chunk map is written to, beside the app's other build output. */
export const CHUNK_MAP_FILE = 'chunk-map.json';

/**
 * Writes CHUNK_MAP_FILE: the files (scripts and stylesheets) of each named chunk group, by name. A
 * route's page is imported with `webpackChunkName` set to the route's id, so the server can name the
 * files of the page at an address in that page's HTML (preload hints) before any script has run.
 */
export class ChunkMapPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('ChunkMapPlugin', (stats) => {
      const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
      const map = Object.fromEntries(
        Object.entries(namedChunkGroups).map(([name, group]) => [
          name,
          (group.assets ?? []).map((asset) => asset.name).filter((file) => !file.endsWith('.map')),
        ]),
      );
      writeFileSync(join(compiler.outputPath, CHUNK_MAP_FILE), `${JSON.stringify(map, null, 2)}\n`);
    });
  }
}

/** Files worth compressing once at build time: text the browser fetches, from 1 KB (as the server's on-the-fly compression). */
const PRECOMPRESSED = /\.(?:js|css|json|svg)$/;
const PRECOMPRESS_MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each emitted script, stylesheet,
 * manifest and image of text, which the backend serves as they are (`preCompressed` in
 * backend/src/modules/web/static-assets.ts): compressed once per build, not on every request (about
 * 45 ms of the server's CPU for a learner page's scripts at Brotli's on-the-fly quality, and 14% more
 * bytes). Production builds only.
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const files = Object.keys(compilation.assets).filter((name) => PRECOMPRESSED.test(name));
      await Promise.all(
        files.map(async (name) => {
          const source = compilation.assets[name].buffer();
          if (source.length < PRECOMPRESS_MIN_BYTES) return;
          const file = join(compiler.outputPath, name);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}

/** Output file names: content-hashed in production (cached for a year), plain in development. */
export function outputNames(dev) {
  const name = dev ? '[name]' : '[name].[contenthash:10]';
  return { filename: `${name}.js`, chunkFilename: `${name}.js`, cssFilename: `${name}.css`, cssChunkFilename: `${name}.css` };
}

/**
 * The Rspack configuration of a remote exposing `./routes` (loaded by the shell as `<name>/routes`).
 *
 * - production: only the remote (mf-manifest.json, remoteEntry and chunks), built to run inside the
 *   shell, whose federation runtime it borrows (experiments.externalRuntime). publicPath 'auto':
 *   chunks load relative to the manifest URL, so dist/ works at /remotes/<name>/ or on another origin.
 * - development (`rspack serve`): the same remote plus a standalone page (src/index.ts, its own store
 *   and router) on its own port, with its own federation runtime.
 * @param {{ name: string; port: number; appDir: URL; dev: boolean; rspack: typeof import('@rspack/core').rspack; ModuleFederationPlugin: typeof import('@module-federation/enhanced/rspack').ModuleFederationPlugin }} options
 */
export function remoteConfig({ name, port, appDir, dev, rspack, ModuleFederationPlugin }) {
  const dir = (relative) => fileURLToPath(new URL(relative, appDir));
  return {
    context: dir('.'),
    target: ['web', 'es2022'],
    entry: dev ? { main: './src/index.ts' } : {},
    // The CLI turns on lazy compilation of dynamic imports in `serve`; it races
    // with the federation async boundary (import('./bootstrap')) and the exposes.
    lazyCompilation: false,
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    output: { path: dir('./dist'), publicPath: 'auto', ...outputNames(dev), uniqueName: `academy_${name}`, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: moduleRules(dev) },
    plugins: [
      ...(dev ? [new rspack.HtmlRspackPlugin({ template: './public/index.html', publicPath: '/' })] : []),
      new ModuleFederationPlugin({
        name,
        filename: dev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:10].js',
        exposes: { './routes': './src/routes.tsx' },
        shared: federationShared(new URL('./package.json', appDir)),
        shareStrategy: SHARE_STRATEGY,
        manifest: true, // mf-manifest.json: the URL the shell registers
        dts: false,
        experiments: { externalRuntime: !dev, optimization: { target: 'web' } },
      }),
      new ChunkMapPlugin(),
      ...(dev ? [] : [new PrecompressPlugin()]),
    ],
    optimization: { moduleIds: dev ? 'named' : 'deterministic' },
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      // The shell (another origin in development) fetches the manifest.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.API_ORIGIN ?? 'http://localhost:3000' }],
    },
  };
}
