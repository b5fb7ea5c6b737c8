/**
 * Reader engagement: one row per visitor session per day, added to in place, and
 * the dashboard's metrics computed by SQL aggregation over the `date` index.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { readerEngagement } from '~db/schema';

/** Counters one event adds to a session's row for the day; omitted ones add 0. */
export interface EngagementDelta {
  pageViews?: number;
  timeSpent?: number;
  booksViewed?: number;
  discussionsParticipated?: number;
  challengesJoined?: number;
}

export interface EngagementEvent {
  /** The visitor id (signed cookie). */
  userId: string;
  sessionId: string;
  /** UTC day, 'YYYY-MM-DD'. */
  date: string;
  delta: EngagementDelta;
  /** ISO 3166 alpha-2 country, when the platform told us. */
  country?: string | null;
}

/**
 * The statement that adds `delta` to the row of (sessionId, date), creating it on the
 * session's first event that day, for a caller's own `db.batch`. A session id already owned
 * by another visitor is left alone (the WHERE of the upsert), so a client cannot add to
 * someone else's row.
 */
export function engagementUpsert(db: Database, event: EngagementEvent) {
  const d = event.delta;
  return db
    .insert(readerEngagement)
    .values({
      userId: event.userId,
      sessionId: event.sessionId,
      date: event.date,
      pageViews: d.pageViews ?? 0,
      timeSpent: d.timeSpent ?? 0,
      booksViewed: d.booksViewed ?? 0,
      discussionsParticipated: d.discussionsParticipated ?? 0,
      challengesJoined: d.challengesJoined ?? 0,
      country: event.country ?? null,
    })
    .onConflictDoUpdate({
      target: [readerEngagement.sessionId, readerEngagement.date],
      set: {
        pageViews: sql`${readerEngagement.pageViews} + excluded.page_views`,
        timeSpent: sql`${readerEngagement.timeSpent} + excluded.time_spent`,
        booksViewed: sql`${readerEngagement.booksViewed} + excluded.books_viewed`,
        discussionsParticipated: sql`${readerEngagement.discussionsParticipated} + excluded.discussions_participated`,
        challengesJoined: sql`${readerEngagement.challengesJoined} + excluded.challenges_joined`,
        country: sql`coalesce(${readerEngagement.country}, excluded.country)`,
      },
      setWhere: sql`${readerEngagement.userId} is excluded.user_id`,
    });
}

/** Adds `delta` to the session's row of the day (see `engagementUpsert`). */
export async function addEngagement(db: Database, event: EngagementEvent): Promise<void> {
  await engagementUpsert(db, event);
}

/** The days one metrics query covers (all inclusive, 'YYYY-MM-DD'). */
export interface MetricsWindow {
  start: string;
  end: string;
  previousStart: string;
  previousEnd: string;
  monthStart: string;
}

/** Distinct-visitor counts of a window. */
export interface VisitorCounts {
  readers: number;
  previousReaders: number;
  monthlyActiveUsers: number;
  countries: number;
}

/** One aggregated day. */
export interface EngagementDay {
  date: string;
  readers: number;
  pageViews: number;
  timeSpent: number;
  booksViewed: number;
  discussionsParticipated: number;
  challengesJoined: number;
}

const e = readerEngagement;

/** Everything the metrics need from the table, read in one consistent snapshot. */
export interface EngagementAggregates {
  /** The first day anything was measured, or null. */
  firstDay: string | null;
  counts: VisitorCounts;
  /** Per-day aggregates of the range, only for days with rows, in date order. */
  days: EngagementDay[];
  /** True when the figures come from the seeded demo history: no real visit exists yet. */
  demo: boolean;
}

/**
 * The rows the metrics count: the real visits, or, while there is none yet (a fresh
 * install), the seeded demo history, so the dashboard has something to show and says so.
 * The subquery does not depend on the row, so SQLite answers it once per statement.
 */
const counted = sql`(${e.demo} = 0 or not exists (select 1 from ${e} where ${e.demo} = 0))`;

// `+date` keeps SQLite off the date index for distinct counts: a scan of the covering
// (user_id, date, country) index meets visitors in order, so counting them is cheap.
const distinctVisitors = (from: string, to: string) =>
  sql`select count(distinct ${e.userId}) as n from ${e} where +${e.date} between ${from} and ${to} and ${counted}`;

/**
 * The metrics' aggregates for one window: distinct visitors in the range, in the
 * previous period and in the 30 days ending on `end`, distinct countries in the
 * range, and the per-day series. Every statement is an aggregate over a range scan
 * of the date index (nothing is loaded row by row), and all go in one batch: one
 * round trip to Turso and one snapshot. Visitors are counted by user_id, which
 * every row has (the beacon and recordEngagement always set it).
 */
export async function engagementAggregates(db: Database, w: MetricsWindow): Promise<EngagementAggregates> {
  const [first, range, previous, month, days] = await db.batch([
    db.all<{ first: string | null; real: number }>(
      sql`select min(${e.date}) as first, exists (select 1 from ${e} where ${e.demo} = 0) as real
        from ${e} where ${counted}`,
    ),
    db.all<{ readers: number; countries: number }>(sql`
      select count(distinct ${e.userId}) as readers, count(distinct ${e.country}) as countries
      from ${e} where +${e.date} between ${w.start} and ${w.end} and ${counted}`),
    db.all<{ n: number }>(distinctVisitors(w.previousStart, w.previousEnd)),
    db.all<{ n: number }>(distinctVisitors(w.monthStart, w.end)),
    db.all<EngagementDay>(sql`
      select ${e.date} as date,
        count(distinct ${e.userId}) as readers,
        sum(${e.pageViews}) as pageViews,
        sum(${e.timeSpent}) as timeSpent,
        sum(${e.booksViewed}) as booksViewed,
        sum(${e.discussionsParticipated}) as discussionsParticipated,
        sum(${e.challengesJoined}) as challengesJoined
      from ${e}
      where ${e.date} between ${w.start} and ${w.end} and ${counted}
      group by ${e.date}
      order by ${e.date}`),
  ]);
  return {
    firstDay: first[0]?.first ?? null,
    demo: first[0]?.first != null && !Number(first[0]?.real),
    counts: {
      readers: Number(range[0]?.readers ?? 0),
      previousReaders: Number(previous[0]?.n ?? 0),
      monthlyActiveUsers: Number(month[0]?.n ?? 0),
      countries: Number(range[0]?.countries ?? 0),
    },
    days: days.map((r) => ({
      date: String(r.date),
      readers: Number(r.readers),
      pageViews: Number(r.pageViews),
      timeSpent: Number(r.timeSpent),
      booksViewed: Number(r.booksViewed),
      discussionsParticipated: Number(r.discussionsParticipated),
      challengesJoined: Number(r.challengesJoined),
    })),
  };
}
