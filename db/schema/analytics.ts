/** Engagement and page views, rolled up per day. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { pageViewDimensions } from '../enums';
import { bool } from './columns';

/** One row per visitor session per day, updated in place by the engagement beacon. */
export const readerEngagement = sqliteTable(
  'reader_engagement',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id'),
    sessionId: text('session_id').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    timeSpent: integer('time_spent').notNull().default(0),
    booksViewed: integer('books_viewed').notNull().default(0),
    discussionsParticipated: integer('discussions_participated').notNull().default(0),
    challengesJoined: integer('challenges_joined').notNull().default(0),
    /** Calendar day in UTC, 'YYYY-MM-DD', so a day's rows group without date maths. */
    date: text('date').notNull(),
    /** ISO 3166 country code from the platform's header, when there is one. */
    country: text('country'),
    /**
     * A row of the seeded demo history, not a real visit. The metrics count demo rows only
     * while no real visit exists (and then say so); from the first real visit on, only real ones.
     */
    demo: bool('demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('reader_engagement_session_day_uq').on(t.sessionId, t.date),
    index('reader_engagement_date_idx').on(t.date),
    // Covers the metrics' distinct-visitor and distinct-country counts per range (demo rows included or not).
    index('reader_engagement_user_date_idx').on(t.userId, t.date, t.country, t.demo),
    // Finds the first real visit at once, however much demo history there is.
    index('reader_engagement_demo_idx').on(t.demo),
  ],
);

/**
 * The owner's analytics (/admin/analytics) as daily rollups: each page view the beacon
 * reports adds 1 to its day's row for its page, its referrer (entries from other sites and
 * direct visits), its country and its device class. A year of traffic is a few hundred
 * thousand rows however many views it had, and every report reads a range of the primary
 * key, so a 90-day report over 1,000,000 views stays far under 200 ms.
 */
export const pageViewCounts = sqliteTable(
  'page_view_counts',
  {
    dimension: text('dimension', { enum: pageViewDimensions }).notNull(),
    /** Calendar day in UTC, 'YYYY-MM-DD'. */
    day: text('day').notNull(),
    /** A path, a referring host, a country code ('' unknown) or a device class. */
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

/**
 * One row per visitor per day, for daily and per-range visitor counts. The visitor is a
 * hash of the visitor cookie's id, never the id itself.
 */
export const pageViewVisitors = sqliteTable(
  'page_view_visitors',
  {
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);
