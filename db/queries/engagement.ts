/**
 * Reader engagement: one row per visitor session per day, added to in place, and
 * the dashboard's metrics computed by SQL aggregation over the `date` index.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { readerEngagement } from '../schema';

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
 * Adds `delta` to the row of (sessionId, date), creating it on the session's first
 * event that day. A session id already owned by another visitor is left alone (the
 * WHERE of the upsert), so a client cannot add to someone else's row.
 */
export async function addEngagement(db: Database, event: EngagementEvent): Promise<void> {
  const d = event.delta;
  await db
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

/** The days one metrics query covers (all inclusive, 'YYYY-MM-DD'). */
export interface MetricsWindow {
  start: string;
  end: string;
  previousStart: string;
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

// A row without a visitor id (none are written today) still counts once, by session.
const visitor = sql`coalesce(${readerEngagement.userId}, ${readerEngagement.sessionId})`;

/**
 * Distinct visitors in the range, in the previous period, in the 30 days ending on
 * `end`, and distinct countries in the range: one pass over the date index from
 * the earliest day any of them needs.
 */
export async function countVisitors(db: Database, w: MetricsWindow): Promise<VisitorCounts> {
  const from = w.previousStart < w.monthStart ? w.previousStart : w.monthStart;
  const date = readerEngagement.date;
  const [row] = await db.all<Record<keyof VisitorCounts, number>>(sql`
    select
      count(distinct case when ${date} >= ${w.start} then ${visitor} end) as readers,
      count(distinct case when ${date} < ${w.start} and ${date} >= ${w.previousStart} then ${visitor} end) as previousReaders,
      count(distinct case when ${date} >= ${w.monthStart} then ${visitor} end) as monthlyActiveUsers,
      count(distinct case when ${date} >= ${w.start} then ${readerEngagement.country} end) as countries
    from ${readerEngagement}
    where ${date} between ${from} and ${w.end}`);
  return {
    readers: Number(row?.readers ?? 0),
    previousReaders: Number(row?.previousReaders ?? 0),
    monthlyActiveUsers: Number(row?.monthlyActiveUsers ?? 0),
    countries: Number(row?.countries ?? 0),
  };
}

/** Per-day aggregates from `start` to `end`, only for days with rows, in date order. */
export async function dailyEngagement(db: Database, start: string, end: string): Promise<EngagementDay[]> {
  const e = readerEngagement;
  const rows = await db.all<EngagementDay>(sql`
    select ${e.date} as date,
      count(distinct ${visitor}) as readers,
      sum(${e.pageViews}) as pageViews,
      sum(${e.timeSpent}) as timeSpent,
      sum(${e.booksViewed}) as booksViewed,
      sum(${e.discussionsParticipated}) as discussionsParticipated,
      sum(${e.challengesJoined}) as challengesJoined
    from ${e}
    where ${e.date} between ${start} and ${end}
    group by ${e.date}
    order by ${e.date}`);
  return rows.map((r) => ({
    date: String(r.date),
    readers: Number(r.readers),
    pageViews: Number(r.pageViews),
    timeSpent: Number(r.timeSpent),
    booksViewed: Number(r.booksViewed),
    discussionsParticipated: Number(r.discussionsParticipated),
    challengesJoined: Number(r.challengesJoined),
  }));
}

/** The first day anything was measured, or null (a min() over the date index). */
export async function firstEngagementDay(db: Database): Promise<string | null> {
  const [row] = await db.all<{ first: string | null }>(sql`select min(${readerEngagement.date}) as first from ${readerEngagement}`);
  return row?.first ?? null;
}
