/**
 * Publishing (CONTRACT.md §5): a content write records a publish request. Locally the
 * `npm start` supervisor (scripts/publisher.ts) sees it, rebuilds and swaps the site;
 * on Vercel (DEPLOY_HOOK_URL set) the request POSTs the deploy hook instead.
 */
import { DEPLOY_HOOK_URL } from 'astro:env/server';
import type { Database } from '../../db/client';
import { getState, setState, STATE } from '../../db/queries/publish';

/**
 * A deploy started less than this long ago has not read the database yet (install and
 * build setup come first), so a further write within it needs no second deploy.
 */
export const DEPLOY_HOOK_COALESCE_MS = 30_000;

/** Records that the public site needs rebuilding; on Vercel, triggers the deploy. */
export async function requestPublish(db: Database, now = new Date()): Promise<void> {
  const at = now.toISOString();
  if (!DEPLOY_HOOK_URL) {
    await setState(db, { [STATE.publishRequestedAt]: at });
    return;
  }
  const state = await getState(db, [STATE.publishStartedAt]);
  const last = Date.parse(state[STATE.publishStartedAt] ?? '');
  if (Number.isFinite(last) && now.getTime() - last < DEPLOY_HOOK_COALESCE_MS) {
    await setState(db, { [STATE.publishRequestedAt]: at });
    return;
  }
  await setState(db, { [STATE.publishRequestedAt]: at, [STATE.publishStartedAt]: at });
  try {
    const response = await fetch(DEPLOY_HOOK_URL, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`the deploy hook answered ${response.status}`);
    await setState(db, { [STATE.publishFinishedAt]: new Date().toISOString(), [STATE.publishError]: '' });
  } catch (error) {
    await setState(db, { [STATE.publishError]: `Deploy hook failed: ${(error as Error).message}` });
  }
}
