/**
 * Every front-end workspace's Jest suites in one run, sharing its workers (`npm run test:front-end`).
 * Each workspace keeps its own jest.config.js, so `npm test -w <workspace>` runs it alone.
 */
export default {
  projects: ['<rootDir>/openapi', '<rootDir>/ui-kit', '<rootDir>/learner-app', '<rootDir>/admin-app'],
  maxWorkers: 2,
  // A global option, so the projects' own does not apply here. It only stops a hung test: rendering an
  // antd screen in jsdom takes seconds, and a dialog-heavy test took over a minute on a machine running
  // other builds beside `npm test`.
  testTimeout: 180_000,
  reporters: ['default', '<rootDir>/scripts/testing/slowest-files-reporter.js'],
};
