// Jest runs the TypeScript sources as native ES modules (see the "jest" npm script),
// compiled by SWC; type checking is `npm run typecheck`'s job.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

export default {
  projects: [
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      // The server-only pages are TSX (api/src/**/*.tsx); plain .ts stays on the TypeScript parser, where `<T>` is a type.
      transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
      globalSetup: '<rootDir>/tests/support/global-setup.js',
      globalTeardown: '<rootDir>/tests/support/global-teardown.js',
      // A test that writes to the console without declaring it fails (tests/support/console-guard.ts).
      setupFilesAfterEnv: ['<rootDir>/tests/support/fail-on-console.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/web/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': swc(true) },
      setupFilesAfterEnv: ['<rootDir>/tests/web/setup.ts'],
    },
  ],
  testTimeout: 60000,
};
