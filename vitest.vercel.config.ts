/** `npm run test:vercel`: the site built with @astrojs/vercel, served as the platform does (tests/vercel). */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Scripts the tests start with tsx from another folder still resolve the ~/ and ~db/ aliases:
// tsx reads the tsconfig of its working folder unless told which one.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('./tsconfig.json', import.meta.url));

export default defineConfig({
  // The `~/` (src) and `~db/` (db) import aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/vercel/**/*.test.ts'],
    globalSetup: ['tests/support/vercel-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // The first instance listens on the port the build baked into SITE_URL: one file at a time.
    fileParallelism: false,
  },
});
