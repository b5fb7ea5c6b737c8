import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Scripts the tests start with tsx from another folder still resolve the ~/ and ~db/ aliases:
// tsx reads the tsconfig of its working folder unless told which one.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('./tsconfig.json', import.meta.url));

/**
 * Unit tests that change what every module of the process sees (vi.mock, stubbed globals,
 * zod's global locale): they keep a process of their own.
 */
const CHANGE_THE_PROCESS = [
  'src/features/tracker/link-token.test.ts',
  'src/features/analytics/api.test.ts',
  'src/lib/mail/outbox.server.test.ts',
  'src/lib/forms/validation.test.ts',
];

export default defineConfig({
  // The `~/` (src) and `~db/` (db) import aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        // Pure unit tests share their workers' module graphs: importing it once per worker
        // instead of once per file saves most of their time. They need no build.
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: CHANGE_THE_PROCESS, isolate: false },
      },
      {
        // Everything that starts servers, scripts and builds, each file in its own process,
        // against the one build of tests/support/build.ts.
        extends: true,
        test: {
          name: 'integration',
          include: [
            'db/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            ...CHANGE_THE_PROCESS,
          ],
          globalSetup: ['tests/support/vitest-setup.ts'],
        },
      },
    ],
  },
});
