import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/sequencer';

// Scripts the tests start with tsx from another folder still resolve the ~/ and ~db/ aliases:
// tsx reads the tsconfig of its working folder unless told which one.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('./tsconfig.json', import.meta.url));

/**
 * Tests that change what every module of the process sees (vi.mock, stubbed globals, zod's
 * global locale, the environment and an in-process site server): they keep a process of
 * their own.
 */
const CHANGE_THE_PROCESS = [
  'src/features/tracker/link-token.test.ts',
  'src/features/analytics/api.test.ts',
  'src/lib/mail/outbox.server.test.ts',
  'src/lib/forms/validation.test.ts',
  'scripts/site-server.test.ts',
  // Sets and unsets SESSION_SECRET.
  'scripts/session-secret.test.ts',
  // Fakes the clock, and a collection that another file's afterBurst left due would land in it.
  'src/lib/memory.server.test.ts',
];
/** The integration tests: they start servers, scripts and builds, against the one build. */
const INTEGRATION = ['db/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'];

export default defineConfig({
  // The `~/` (src) and `~db/` (db) import aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        // Pure unit tests share their workers' module graphs: importing it once per worker
        // instead of once per file saves most of their time. They need no build.
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: CHANGE_THE_PROCESS, isolate: false },
      },
      {
        // Everything that starts servers, scripts and builds, against the one build of
        // tests/support/build.ts. The files share their workers too: what they change in the
        // process (nothing but their own servers and files) does not outlive them, and a
        // fresh process per file cost about a second of CPU each, some 70 a run.
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: CHANGE_THE_PROCESS,
          isolate: false,
          globalSetup: ['tests/support/vitest-setup.ts'],
        },
      },
      {
        // The files that change the process, each in one of its own (`--project 'integration*'`
        // runs both integration projects).
        extends: true,
        test: {
          name: 'integration-own-process',
          include: CHANGE_THE_PROCESS,
          globalSetup: ['tests/support/vitest-setup.ts'],
        },
      },
    ],
  },
});
