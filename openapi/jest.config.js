/** Unit tests of the shared client code (session rules, error texts); they run in Node, no browser. */
export default {
  testEnvironment: 'node',
  // '@academy/api' (src/adminBase.ts imports the package by its name) from its sources, as src/index.ts.
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', '@academy/source'] },
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'es6' } }] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
