/**
 * Unit tests of the admin remote's pure logic (rich-text HTML conversion, link rules, undo policy,
 * lesson form); they run in Node, no browser (jest-environment-jsdom is not installed: draft-js's
 * convertFromHTML, which needs a DOM, is covered by the browser tests in e2e/).
 */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'es6' } }] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
