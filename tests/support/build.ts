/**
 * The one build the integration and e2e tests run against: built once per test run
 * from a freshly seeded database into .test-build/ (scripts/test.ts sets
 * TEST_BUILD_READY once it has built, so the runners do not build again), with the
 * server that serves it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { buildSite, PROJECT_ROOT } from '../../scripts/build-site';
import { createTestDatabase } from './db';

export const TEST_BUILD_DIR = join(PROJECT_ROOT, '.test-build');

/**
 * scripts/serve.ts with the project code it imports, as one JavaScript file (its packages
 * are imported from node_modules as they are). The tests start some 130 servers a run: one
 * through tsx's loader took about 1 s of CPU, most of it tsx handling the build's own
 * modules and their source maps; this file starts in about 0.3 s.
 */
export const TEST_SERVER = join(TEST_BUILD_DIR, 'serve.mjs');

function bundleServer(): Promise<unknown> {
  return build({
    entryPoints: [join(PROJECT_ROOT, 'scripts/serve.ts')],
    outfile: TEST_SERVER,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'warning',
  });
}

/** Builds .test-build/ unless this run already did. */
export async function ensureTestBuild(): Promise<string> {
  if (process.env.TEST_BUILD_READY === '1' && existsSync(join(TEST_BUILD_DIR, 'server/entry.mjs'))) {
    if (!existsSync(TEST_SERVER)) await bundleServer();
    return TEST_BUILD_DIR;
  }
  const data = await createTestDatabase();
  try {
    await buildSite(TEST_BUILD_DIR, {
      ...process.env,
      DATABASE_URL: data.url,
      SITE_URL: 'http://localhost:4321',
    });
  } finally {
    data.cleanup();
  }
  await bundleServer();
  process.env.TEST_BUILD_READY = '1';
  return TEST_BUILD_DIR;
}
