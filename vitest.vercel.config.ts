/** `npm run test:vercel`: the site built with @astrojs/vercel, served as the platform does (tests/vercel). */
import { defineConfig } from 'vitest/config';

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
