import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Scripts the tests start with tsx from another folder still resolve the ~/ and ~db/ aliases:
// tsx reads the tsconfig of its working folder unless told which one.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('./tsconfig.json', import.meta.url));

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
