import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration } from '@rspack/core';
import { moduleRules } from './federation-shared.mjs';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const ADMIN_SOURCES = dir('../admin-app/src');

/**
 * The server renderer (src/server/render.tsx) for the backend: one CommonJS file for Node with React,
 * the store and both apps' pages inside (no Module Federation), and one stylesheet with every style
 * the learner pages use, which the backend inlines into the pages it renders.
 */
export default defineConfig((): Configuration => ({
  context: dir('.'),
  mode: 'production',
  target: ['node22', 'es2022'],
  entry: { render: './src/server/render.tsx' },
  devtool: 'source-map',
  output: {
    path: dir('./dist-server'),
    filename: '[name].cjs',
    cssFilename: '[name].css',
    library: { type: 'commonjs2' },
    // The browser's builds name their files the same way; the server never writes them.
    publicPath: '/',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    // The workspaces' sources (their ESM imports name the .js their .ts compiles to).
    conditionNames: ['@academy/source', 'node', 'import', 'require', 'default'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  },
  module: {
    // The admin app's stylesheets stay out of the shared one (every rendered page inlines it): an
    // admin page links the admin app's own.
    rules: moduleRules(false).map((rule) =>
      String(rule.test) === String(/\.css$/) ? { test: rule.test, oneOf: [{ issuer: ADMIN_SOURCES, type: 'asset/source' }, rule] } : rule,
    ),
    // One file: the lazy pages are in it too, so a page renders without loading anything.
    parser: { javascript: { dynamicImportMode: 'eager' } },
    // For a Node target CSS would only be module exports; the stylesheet is written as a file instead.
    generator: { asset: { emit: false }, 'css/auto': { exportsOnly: false } },
  },
  // The stylesheet is inlined into every rendered page: minified. The script stays readable for stack traces.
  optimization: {
    minimize: true,
    minimizer: [new rspack.LightningCssMinimizerRspackPlugin()],
    splitChunks: false,
    moduleIds: 'deterministic',
  },
  performance: { hints: false },
  // React Router's framework mode loads route modules by expression; the server renderer does not use it.
  ignoreWarnings: [/Critical dependency: the request of a dependency is an expression/],
}));
