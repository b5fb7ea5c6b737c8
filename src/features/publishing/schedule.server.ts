/** The scheduled-post check with the site's own publish request (./publish.ts). */
import type { Database } from '~db/client';
import { requestPublish } from './publish';
import { publishDuePosts as check } from './schedule';

/** Requests a publish when a scheduled post's time came since the last check. */
export function publishDuePosts(db: Database, now = new Date()): Promise<boolean> {
  return check(db, now, requestPublish);
}
