/**
 * Every front-end workspace's Jest suites in one run, sharing its workers (`npm run test:front-end`).
 * Each workspace keeps its own jest.config.js, so `npm test -w <workspace>` runs it alone.
 */
export default {
  projects: ['<rootDir>/openapi', '<rootDir>/ui-kit', '<rootDir>/learner-app', '<rootDir>/admin-app'],
  maxWorkers: 2,
  // A global option, so the projects' own does not apply here: rendering an antd screen in jsdom takes
  // seconds on a machine busy with the other checks of `npm test`.
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/scripts/testing/slowest-files-reporter.js'],
};
