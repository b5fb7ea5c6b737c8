import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'db/**/*.test.ts',
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    globalSetup: ['tests/support/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
