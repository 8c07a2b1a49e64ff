/**
 * Every front-end workspace's Jest suites in one run, sharing its workers (`npm run test:front-end`).
 * Each workspace keeps its own jest.config.js, so `npm test -w <workspace>` runs it alone.
 */
export default {
  projects: ['<rootDir>/openapi', '<rootDir>/ui-kit', '<rootDir>/learner-app', '<rootDir>/admin-app'],
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/scripts/testing/slowest-files-reporter.js'],
};
