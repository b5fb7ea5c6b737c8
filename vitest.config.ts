import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The `~/` (src) and `~db/` (db) import aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
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
