/**
 * Backend tests: unit specs beside the code (src/**\/*.spec.ts), service-level specs that call services
 * on the real database without HTTP (test/**\/*.medium-spec.ts), and API e2e specs in test/ against real
 * PostgreSQL and Redis (test/**\/*.e2e-spec.ts).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.medium-spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
  // Each e2e file boots a Nest application whose ESM module graph a worker keeps after the file ends; a
  // worker that ran many files reached the 4 GB heap limit. Recycling a worker above this size bounds it.
  workerIdleMemoryLimit: '1.5GB',
  reporters: ['default', '<rootDir>/../scripts/testing/slowest-files-reporter.js'],
};
