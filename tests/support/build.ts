/**
 * The one build the integration and e2e tests run against: built once per test run
 * from a freshly seeded database into .test-build/ (scripts/test.ts sets
 * TEST_BUILD_READY once it has built, so the runners do not build again).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, PROJECT_ROOT } from '../../scripts/build-site';
import { createTestDatabase } from './db';

export const TEST_BUILD_DIR = join(PROJECT_ROOT, '.test-build');

/** Builds .test-build/ unless this run already did. */
export async function ensureTestBuild(): Promise<string> {
  if (process.env.TEST_BUILD_READY === '1' && existsSync(join(TEST_BUILD_DIR, 'server/entry.mjs'))) {
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
  process.env.TEST_BUILD_READY = '1';
  return TEST_BUILD_DIR;
}
