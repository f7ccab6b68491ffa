// Browser tests: the built app as a child process, a real database, Debian's Chromium.
export default {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
    // The API's server-only pages (api/src/**/*.tsx), reached through the modules the tests import.
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/tests/support/global-setup.js',
  globalTeardown: '<rootDir>/tests/support/global-teardown.js',
  // A test whose pages log an error or throw one fails (tests/e2e/support/browser-errors.ts).
  setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/fail-on-browser-errors.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
};
