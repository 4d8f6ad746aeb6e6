/** @type {import('jest').Config} */
const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
          // `with { type: 'json' }` reaches jest, which asks for it on a JSON import.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
};

export default {
  maxWorkers: 2,
  // Integration and browser tests start real processes and hash passwords with argon2.
  testTimeout: 60_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/libs/**/src/**/*.test.ts',
        '<rootDir>/web/src/**/*.test.ts?(x)',
        // The evaluation's own check (npm run eval:recommendations): in-process, no services.
        '<rootDir>/scripts/eval/**/*.test.ts',
      ],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: [
        '<rootDir>/api/src/**/*.test.ts',
        '<rootDir>/api/test/**/*.test.ts',
        '<rootDir>/worker/src/**/*.test.ts',
      ],
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
    },
  ],
};
