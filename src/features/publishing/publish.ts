/**
 * Publishing (CONTRACT.md §5 and §15): content writes raise the content generation in
 * the same batch as the write (`contentChangedQueries` from src/features/publishing/publish.queries.ts), then
 * call `publishChanges(db)`. Locally the `npm start` supervisor (scripts/publisher.ts)
 * sees the new generation, rebuilds and swaps the site; on Vercel (DEPLOY_HOOK_URL set)
 * the deploy hook is called unless a deploy that includes the write is on its way.
 * `requestPublish(db)` does both for code that wrote without the batch statements.
 * The decisions themselves, testable with an injected clock, are in ./publish-decisions.ts.
 */
import { DEPLOY_HOOK_URL, SITE_URL } from 'astro:env/server';
import type { Database } from '~db/client';
import { contentChangedQueries, readPublishRecord, type PublishStatus } from './publish.queries';
import { readLiveBuild, servedBuild } from './live-build';
import { publishAfterWrite, reconcilePublish, republishReason } from './publish-decisions';

export { contentChangedQueries };

/** After a write whose batch included `contentChangedQueries(db)`: publishes it. */
export async function publishChanges(db: Database, now = new Date()): Promise<void> {
  await publishAfterWrite(db, { url: DEPLOY_HOOK_URL }, now);
}

/**
 * Records that the public site needs rebuilding and publishes it: raises the content
 * generation in its own statement, then as `publishChanges`. Prefer putting
 * `contentChangedQueries(db)` in the write's own batch.
 */
export async function requestPublish(db: Database, now = new Date()): Promise<void> {
  await db.batch(contentChangedQueries(db, { now }));
  await publishChanges(db, now);
}

/** The highest generation this instance has seen live (so admin requests need not fetch /build.json again). */
let seenLive = -1;

/** The admin's publish status; on Vercel also requests a publish again when it is due. */
export async function checkPublish(db: Database, now = new Date()): Promise<PublishStatus> {
  const status = await reconcilePublish(db, await readLiveBuild(SITE_URL), { url: DEPLOY_HOOK_URL }, now);
  if (status.state === 'live') seenLive = Math.max(seenLive, status.generation);
  // Neither npm start's publisher (it serves from this process) nor a deploy hook: nothing will publish.
  if (status.state === 'publishing' && !DEPLOY_HOOK_URL && !servedBuild()) {
    return { ...status, state: 'failed', pending: false, error: NOTHING_PUBLISHES };
  }
  return status;
}

/** The reason shown when no publisher runs (e.g. on Vercel without DEPLOY_HOOK_URL). */
export const NOTHING_PUBLISHES =
  'Nothing publishes this site: on Vercel, set DEPLOY_HOOK_URL to the project’s deploy hook (README, Deploying to Vercel).';

/**
 * For every admin request (src/middleware.ts): on Vercel, requests a publish again when
 * one is due (not live 10 minutes after it was requested, or never requested). One
 * database read; the live build is fetched only when a re-request may be due.
 */
export async function republishIfDue(db: Database, now = new Date()): Promise<void> {
  if (!DEPLOY_HOOK_URL) return;
  const record = await readPublishRecord(db);
  if (record.generation <= seenLive || republishReason(record, now) === null) return;
  await checkPublish(db, now);
}
