/**
 * Scheduled posts (CONTRACT.md §10): a post whose `publishedAt` is in the future is
 * left out of the build; once its time has come the site needs a publish to show it.
 * Run every few minutes with the time injected: by `npm start`'s timer
 * (scripts/schedule.ts) and by Vercel Cron (/api/cron/publish-due), both through
 * schedule.server.ts. No Astro imports, so tests and scripts use it directly.
 */
import { postsCameDue } from '~/features/blog/posts.queries';
import { getState, setState, STATE } from './publish.queries';
import type { Database } from '~db/client';

/** site_state key: the time of the last check (ISO). */
export const SCHEDULE_CHECKED_AT = 'schedule:checkedAt';

/**
 * With no check recorded yet, posts due within this long before now are taken as not
 * yet published (one spare build at worst, never a post left out).
 */
export const FIRST_CHECK_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/**
 * Requests a publish when a published post's time came since the last check, and
 * records this check. Returns whether it requested one.
 */
export async function publishDuePosts(
  db: Database,
  now: Date,
  requestPublish: (db: Database, now: Date) => Promise<void>,
): Promise<boolean> {
  const state = await getState(db, [SCHEDULE_CHECKED_AT, STATE.publishRequestedAt]);
  const last = state[SCHEDULE_CHECKED_AT];
  const since = last ? new Date(last) : new Date(now.getTime() - FIRST_CHECK_LOOKBACK_MS);
  // A publish requested after a post's time (a content write: the post's own, say) builds
  // from a database in which the post is already due, so only posts due since then count.
  const requestedAt = state[STATE.publishRequestedAt];
  const requested = requestedAt ? new Date(requestedAt) : since;
  const from = requested > since ? requested : since;
  const due = from < now && (await postsCameDue(db, from, now));
  // Publish first: if that fails, the next check still sees the post as newly due.
  if (due) await requestPublish(db, now);
  if (!last || since < now) await setState(db, { [SCHEDULE_CHECKED_AT]: now.toISOString() });
  return due;
}

/** Records that everything due until `at` is in the build (start-up builds call it). */
export async function markScheduleChecked(db: Database, at: Date): Promise<void> {
  await setState(db, { [SCHEDULE_CHECKED_AT]: at.toISOString() });
}
