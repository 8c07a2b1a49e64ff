// Jest settings shared by the front-end workspaces (ui-kit, learner-app, admin-app).
import { fileURLToPath } from 'node:url';

/**
 * TypeScript and TSX through SWC as ES modules; this repository's packages (@academy/api,
 * @academy/ui) from their sources, so nothing needs building first; stylesheets as empty modules.
 * Specs run in Node; one that renders screens starts with `@jest-environment @academy/ui/jest-environment`.
 */
export const frontEndJestConfig = {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', '@academy/source'] },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2023' },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': fileURLToPath(new URL('./style-stub.js', import.meta.url)),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  // Rendering an antd screen in jsdom takes seconds, and many more on a machine busy with other work.
  testTimeout: 60_000,
};
