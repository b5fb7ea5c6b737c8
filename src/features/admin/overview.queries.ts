/**
 * The Overview tab's business figures: paid orders and their revenue, and reader stories
 * sent in for review, for today, the last 7 and the last 30 days; the messages that
 * still wait for the owner; and the tab's four counts.
 */
import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '~db/client';
import { paidOrderStatuses } from '~db/enums';
import {
  abfOrders,
  blogPosts,
  contactMessages,
  forumTopics,
  newsletterSubscriptions,
  readerImpactStories,
} from '~db/schema';
import { messageFilter } from '~/features/contact/admin/messages-admin.queries';

const DAY_MS = 86_400_000;

/** The three windows: calendar days in UTC, like the analytics; `week` and `month` include today. */
export interface OverviewWindows {
  today: Date;
  week: Date;
  month: Date;
}

/** Where each window starts: today's UTC midnight, 6 and 29 days before it. */
export function overviewWindows(now: Date): OverviewWindows {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    today: new Date(midnight),
    week: new Date(midnight - 6 * DAY_MS),
    month: new Date(midnight - 29 * DAY_MS),
  };
}

/** One figure for each window. */
export interface WindowFigures {
  today: number;
  week: number;
  month: number;
}

/** The Overview's figures at `now`. */
export interface OverviewFigures {
  /** Orders placed in the window that were paid (paid, shipped or completed; refunds are cancelled). */
  paidOrders: WindowFigures;
  /** What those orders brought in, integer cents. */
  revenueCents: WindowFigures;
  /** Reader stories sent in during the window that still wait for approval. */
  storiesSubmitted: WindowFigures;
  /** Every story still waiting for approval, however old. */
  storiesWaiting: number;
  /** Messages neither handled nor archived. */
  openMessages: number;
}

/** Counts and sums over one time column, split by window, in one aggregate over the 30 days. */
const byWindow = (column: SQLiteColumn, value: SQLiteColumn | SQL, w: OverviewWindows) => ({
  today: sql<number>`coalesce(sum(case when ${column} >= ${w.today.getTime()} then ${value} else 0 end), 0)`,
  week: sql<number>`coalesce(sum(case when ${column} >= ${w.week.getTime()} then ${value} else 0 end), 0)`,
  month: sql<number>`coalesce(sum(${value}), 0)`,
});

const numbers = (row: { today: unknown; week: unknown; month: unknown } | undefined): WindowFigures => ({
  today: Number(row?.today ?? 0),
  week: Number(row?.week ?? 0),
  month: Number(row?.month ?? 0),
});

/** The figures, read in one batch (one snapshot). */
export async function overviewFigures(db: Database, now = new Date()): Promise<OverviewFigures> {
  const w = overviewWindows(now);
  const paid = and(inArray(abfOrders.status, [...paidOrderStatuses]), gte(abfOrders.createdAt, w.month));
  const waiting = eq(readerImpactStories.isApproved, false);
  const [[orders], [revenue], [stories], [queue], [open]] = await db.batch([
    db
      .select(byWindow(abfOrders.createdAt, sql`1`, w))
      .from(abfOrders)
      .where(paid),
    db
      .select(byWindow(abfOrders.createdAt, abfOrders.totalCents, w))
      .from(abfOrders)
      .where(paid),
    db
      .select(byWindow(readerImpactStories.submittedAt, sql`1`, w))
      .from(readerImpactStories)
      .where(and(waiting, gte(readerImpactStories.submittedAt, w.month))),
    db.select({ n: count() }).from(readerImpactStories).where(waiting),
    db.select({ n: count() }).from(contactMessages).where(messageFilter('open')),
  ]);
  return {
    paidOrders: numbers(orders),
    revenueCents: numbers(revenue),
    storiesSubmitted: numbers(stories),
    storiesWaiting: queue?.n ?? 0,
    openMessages: open?.n ?? 0,
  };
}

/** The four numbers on the Overview tab. */
export async function overviewCounts(db: Database) {
  const [[posts], [messages], [subscribers], [topics]] = await db.batch([
    db.select({ n: count() }).from(blogPosts),
    db.select({ n: count() }).from(contactMessages),
    db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, 'confirmed')),
    db.select({ n: count() }).from(forumTopics),
  ]);
  return {
    posts: posts?.n ?? 0,
    messages: messages?.n ?? 0,
    subscribers: subscribers?.n ?? 0,
    forumTopics: topics?.n ?? 0,
  };
}
