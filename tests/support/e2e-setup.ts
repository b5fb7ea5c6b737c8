/**
 * Playwright global setup: builds the site once (unless scripts/test.ts did), then serves
 * it on E2E_PORT with a fresh seeded database for the whole e2e run, in its own process
 * the way production runs it (its log is kept in SERVER_LOG_DIR for tests/e2e/server-logs.check.ts).
 */
import { rmSync } from 'node:fs';
import { readerEngagement } from '../../db/schema';
import { ensureTestBuild } from './build';
import { freePort, isPortFree } from './ports';
import { startTestSite } from './site';

export default async function globalSetup(): Promise<() => Promise<void>> {
  await ensureTestBuild();
  if (process.env.SERVER_LOG_DIR) rmSync(process.env.SERVER_LOG_DIR, { recursive: true, force: true });
  // E2E_PORT is drawn at random; if something already listens there, take a free one
  // (the workers, started after this, read it from the environment).
  if (!(await isPortFree(Number(process.env.E2E_PORT)))) process.env.E2E_PORT = String(await freePort());
  const site = await startTestSite({
    PORT: String(process.env.E2E_PORT),
    SESSION_SECRET: process.env.SESSION_SECRET || 'e2e-session-secret-0123456789abcdef',
    // Every spec's browser writes from 127.0.0.1 to this one site, side by side: the limits
    // (tested in the integration suite) would otherwise count one spec's shelf against another's.
    RATE_LIMIT_MULTIPLIER: '20',
  });
  // The shared site plays one that has been visited for months: the seeded history counts as
  // real visits, so the specs' own page views add to it instead of replacing it. (A fresh
  // install's demo label is tested on its own site in owner-overview.spec.ts.)
  await site.data.db.update(readerEngagement).set({ demo: false });
  return () => site.stop();
}
