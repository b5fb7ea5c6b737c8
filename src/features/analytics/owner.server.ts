/** Server side of the owner's analytics: the facts of one page view, and the report. */
import { createHash } from 'node:crypto';
import type { Database } from '~db/client';
import { pageViewRows, type PageViewFacts } from './page-views.queries';
import { isoDay } from './range';
import {
  deviceOf,
  ownerWindow,
  pagePathOf,
  referrerOf,
  summarizeOwnerAnalytics,
  type OwnerAnalytics,
  type OwnerRange,
} from './owner';

export interface PageViewRequest {
  path: string;
  referrer?: string;
  userAgent: string | null;
  country: string | null;
  /** The visitor of the day (`dailyVisitor`). */
  visitorId: string;
  /** The site's host, so links within the site are not counted as referrers. */
  siteHost: string;
  now?: Date;
}

/** What is stored for one page view: no id, no address, no user agent, only the classes. */
export function pageViewFacts(view: PageViewRequest): PageViewFacts {
  return {
    day: isoDay(view.now ?? new Date()),
    path: pagePathOf(view.path),
    referrer: referrerOf(view.referrer, view.siteHost),
    country: view.country ?? '',
    device: deviceOf(view.userAgent),
    visitor: createHash('sha256').update(`page-view:${view.visitorId}`).digest('base64url').slice(0, 16),
  };
}

/** The owner's report for `range` ending today (UTC). */
export async function ownerAnalytics(
  db: Database,
  range: OwnerRange,
  today = isoDay(new Date()),
): Promise<OwnerAnalytics> {
  const { from, to } = ownerWindow(range, today);
  return summarizeOwnerAnalytics(range, today, await pageViewRows(db, from, to));
}
