/**
 * Playwright global setup: builds the site once (unless scripts/test.ts did), then serves
 * it on E2E_PORT with a fresh seeded database for the whole e2e run.
 */
import { ensureTestBuild } from './build';
import { createTestDatabase } from './db';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = await ensureTestBuild();
  const data = await createTestDatabase();
  process.env.DATABASE_URL = data.url;
  process.env.SESSION_SECRET ||= 'e2e-session-secret-0123456789abcdef';
  const { startSiteServer } = await import('../../scripts/site-server');
  const site = await startSiteServer(dir, '127.0.0.1', Number(process.env.E2E_PORT));
  return async () => {
    await site.close();
    data.cleanup();
  };
}
