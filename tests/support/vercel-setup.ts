/**
 * Vitest global setup of `npm run test:vercel`: one production Vercel build of the site
 * (from a freshly seeded database, as `.test-build/` is made) that every file of
 * tests/vercel serves. SITE_URL is baked into a build, so the port the first instance
 * listens on is chosen here and handed to the tests with the folder.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from './db';
import { buildForVercel, filesUnder, functionDir, VERCEL_TEST_DIR } from './vercel-build';
import { freePort } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Build Output API folder of the first deployment. */
    vercelOutput: string;
    /**
     * The function's files as the build wrote them. Served by the harness, the function runs in
     * its own folder, and it may write there (an Open Graph card drawn on demand is cached under
     * node_modules/.cache), which Vercel's read-only file system never allows.
     */
    vercelFunctionFiles: [path: string, bytes: number][];
    /** The port SITE_URL names (http://127.0.0.1:port): instance A listens there. */
    vercelSitePort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const port = await freePort();
  const out = join(VERCEL_TEST_DIR, `deploy-1-${process.pid}`);
  const data = await createTestDatabase();
  const started = Date.now();
  try {
    await buildForVercel(out, {
      DATABASE_URL: data.url,
      SITE_URL: `http://127.0.0.1:${port}`,
      VERCEL_ENV: 'production',
    });
  } finally {
    data.cleanup();
  }
  console.log(`Vercel build for the tests in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  project.provide('vercelOutput', out);
  project.provide('vercelFunctionFiles', filesUnder(functionDir(out)));
  project.provide('vercelSitePort', port);
  return () => rmSync(out, { recursive: true, force: true });
}
