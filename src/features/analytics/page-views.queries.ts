/**
 * The owner's analytics: page views rolled up per day by page, referrer, country and
 * device, and visitors per day (see pageViewCounts in the schema). Writes are upserts
 * the beacon endpoint batches with its engagement row; reads are range scans of the
 * primary keys, all in one batch.
 */
import { and, between, count, countDistinct, desc, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '~db/client';
import type { pageViewDimensions } from '~db/enums';
import { pageViewCounts, pageViewVisitors } from '~db/schema';

export type PageViewDimension = (typeof pageViewDimensions)[number];

/** What one page view adds, already reduced to what is stored. */
export interface PageViewFacts {
  /** UTC day, 'YYYY-MM-DD'. */
  day: string;
  path: string;
  /** The referring site's host, '' for a direct visit, null for a link within the site (not counted). */
  referrer: string | null;
  /** ISO country code, '' when unknown. */
  country: string;
  device: string;
  /** A hash of the visitor id. */
  visitor: string;
}

const c = pageViewCounts;
const v = pageViewVisitors;

/** The statements that count one page view, for the caller's `db.batch`. */
export function pageViewWrites(db: Database, view: PageViewFacts) {
  const add = (dimension: PageViewDimension, value: string) =>
    db
      .insert(c)
      .values({ dimension, day: view.day, value, views: 1 })
      .onConflictDoUpdate({ target: [c.dimension, c.day, c.value], set: { views: sql`${c.views} + 1` } });
  const writes = [
    add('page', view.path),
    add('country', view.country),
    add('device', view.device),
    db.insert(v).values({ day: view.day, visitor: view.visitor }).onConflictDoNothing(),
  ] as const;
  return view.referrer === null ? writes : ([...writes, add('referrer', view.referrer)] as const);
}

/** A value of a dimension with its views over the range. */
export interface ViewCount {
  value: string;
  views: number;
}

/** What the owner's report reads for a range of days. */
export interface PageViewRows {
  /** Views per day (days with views only). */
  views: { day: string; views: number }[];
  /** Visitors per day (days with visitors only). */
  visitors: { day: string; visitors: number }[];
  /** Distinct visitors over the whole range. */
  rangeVisitors: number;
  /** The top values of each dimension, most viewed first. */
  top: Record<PageViewDimension, ViewCount[]>;
}

/**
 * The report's rows for `start`..`end` (inclusive): every statement reads one range of a
 * primary key, and all go in one batch (one round trip to Turso, one snapshot). Views per
 * day are the sums of the device rows, since every view has exactly one device.
 */
export async function pageViewRows(
  db: Database,
  start: string,
  end: string,
  limit = 10,
): Promise<PageViewRows> {
  const top = (dimension: PageViewDimension) =>
    db
      .select({ value: c.value, views: sum(c.views).mapWith(Number) })
      .from(c)
      .where(and(eq(c.dimension, dimension), between(c.day, start, end)))
      .groupBy(c.value)
      .orderBy(desc(sum(c.views)), c.value)
      .limit(limit);
  const [views, visitors, [range], page, referrer, country, device] = await db.batch([
    db
      .select({ day: c.day, views: sum(c.views).mapWith(Number) })
      .from(c)
      .where(and(eq(c.dimension, 'device'), between(c.day, start, end)))
      .groupBy(c.day)
      .orderBy(c.day),
    db
      .select({ day: v.day, visitors: count() })
      .from(v)
      .where(between(v.day, start, end))
      .groupBy(v.day)
      .orderBy(v.day),
    db
      .select({ n: countDistinct(v.visitor) })
      .from(v)
      .where(between(v.day, start, end)),
    top('page'),
    top('referrer'),
    top('country'),
    top('device'),
  ]);
  return {
    views,
    visitors,
    rangeVisitors: range?.n ?? 0,
    top: { page, referrer, country, device },
  };
}
