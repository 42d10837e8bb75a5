import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit (pure code), infra (CDK assertions and cdk-nag) and integration (the real
 * local services, started once by the global setup). Browser tests run under Playwright.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    allowOnly: false,
    passWithNoTests: false,
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000 } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/stack.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
