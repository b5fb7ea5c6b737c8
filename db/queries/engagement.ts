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

/** Distinct visitors between two days (inclusive): an index range scan on `date`. */
async function distinctVisitors(db: Database, from: string, to: string): Promise<number> {
  const [row] = await db.all<{ n: number }>(
    sql`select count(distinct ${e.userId}) as n from ${e} where ${e.date} between ${from} and ${to}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Distinct visitors in the range, in the previous period and in the 30 days ending
 * on `end`, and distinct countries in the range. Each is one range scan of the
 * date index; a period that is the range itself (30d) or lies before the first
 * measured day is not scanned again. Every row has a visitor id (the beacon and
 * recordEngagement always set one), so visitors are counted by user_id.
 */
export async function countVisitors(db: Database, w: MetricsWindow, firstDay: string | null): Promise<VisitorCounts> {
  if (firstDay === null) return { readers: 0, previousReaders: 0, monthlyActiveUsers: 0, countries: 0 };
  const [range] = await db.all<{ readers: number; countries: number }>(sql`
    select count(distinct ${e.userId}) as readers, count(distinct ${e.country}) as countries
    from ${e} where ${e.date} between ${w.start} and ${w.end}`);
  const readers = Number(range?.readers ?? 0);
  const previousReaders = firstDay > w.previousEnd ? 0 : await distinctVisitors(db, w.previousStart, w.previousEnd);
  const monthlyActiveUsers = w.monthStart === w.start ? readers : await distinctVisitors(db, w.monthStart, w.end);
  return { readers, previousReaders, monthlyActiveUsers, countries: Number(range?.countries ?? 0) };
}

/** Per-day aggregates from `start` to `end`, only for days with rows, in date order. */
export async function dailyEngagement(db: Database, start: string, end: string): Promise<EngagementDay[]> {
  const rows = await db.all<EngagementDay>(sql`
    select ${e.date} as date,
      count(distinct ${e.userId}) as readers,
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
