/** The reader's shelf: reading challenges, progress entries, finished reads, yearly goals and device links. */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, demo } from './columns';
import { books } from './books';

export const readingChallenges = sqliteTable('reading_challenges', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  targetBooks: integer('target_books').notNull(),
  startDate: integer('start_date', { mode: 'timestamp_ms' }).notNull(),
  endDate: integer('end_date', { mode: 'timestamp_ms' }).notNull(),
  isActive: bool('is_active').notNull().default(true),
  demo: demo(),
});

/** The shelves of a reading entry: want to read, being read, finished, or given up on (did not finish). */
export const readingStatuses = ['want-to-read', 'reading', 'completed', 'dnf'] as const;

/**
 * A reader's progress on one book; `userId` is the visitor id from the signed cookie.
 * The book is a catalogue book (`bookId`) or any book the reader names (`title`,
 * `author`); `title` also keeps what a catalogue entry showed. One entry per book per
 * visitor: `shelfKey` ('book:8', or the normalised title and author) is unique per visitor.
 */
export const userReadingProgress = sqliteTable(
  'user_reading_progress',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    /** Null for a book the reader named, and once a catalogue book is removed (`title` keeps it). */
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    challengeId: integer('challenge_id').references(() => readingChallenges.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: readingStatuses }).notNull().default('reading'),
    progress: integer('progress').notNull().default(0),
    startedAt: createdAt('started_at'),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    /** The book's title: the reader's own book, or the catalogue title when the entry was made. */
    title: text('title'),
    /** The reader's own book's author (null for catalogue books). */
    author: text('author'),
    /** Progress by page: when both are set, `progress` is computed from them. */
    currentPage: integer('current_page'),
    totalPages: integer('total_pages'),
    /** Identifies the book on the visitor's shelf, so it is never there twice (import, device join). */
    shelfKey: text('shelf_key'),
    /** The reader's rating, 0.5 to 5 in halves, or null. */
    rating: real('rating'),
    /** The reader's private review. */
    review: text('review'),
    /** Co-authors, as Goodreads lists them ('A, B'). */
    additionalAuthors: text('additional_authors'),
    /** The edition's ISBN-10 and ISBN-13, digits only (ISBN-10 may end in X). */
    isbn: text('isbn'),
    isbn13: text('isbn13'),
    /** The reader's own shelves beyond the four (Goodreads shelves, StoryGraph tags), a JSON array. */
    tags: text('tags', { mode: 'json' }).$type<string[]>(),
    /** When the book came onto the shelf; null for entries made before it was kept (then startedAt). */
    addedAt: integer('added_at', { mode: 'timestamp_ms' }),
    /** Reads known to have happened without a date (an export's read count beyond its dates). */
    undatedReads: integer('undated_reads').notNull().default(0),
    /** The import that added the entry, so that import can be undone. */
    importId: text('import_id'),
  },
  (t) => [
    index('reading_progress_user_idx').on(t.userId),
    index('reading_progress_import_idx').on(t.userId, t.importId),
    index('reading_progress_challenge_idx').on(t.challengeId, t.status),
    uniqueIndex('reading_progress_user_shelf_key_uq').on(t.userId, t.shelfKey),
  ],
);

/**
 * Every time a reader finished a book: a reread adds a row and keeps the earlier
 * ones. The yearly goal counts these.
 */
export const readingFinishes = sqliteTable(
  'reading_finishes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    progressId: integer('progress_id')
      .notNull()
      .references(() => userReadingProgress.id, { onDelete: 'cascade' }),
    /** When this read began, when known. */
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }).notNull(),
    /** The import that added this read to a book already on the shelf (undone with it). */
    importId: text('import_id'),
  },
  (t) => [
    uniqueIndex('reading_finishes_progress_finished_uq').on(t.progressId, t.finishedAt),
    index('reading_finishes_import_idx').on(t.importId),
  ],
);

/**
 * Entries a reader removed, kept for a day so 'Undo' can put them back as they were:
 * the row and its finished reads as JSON, by the entry's id.
 */
export const readingRemoved = sqliteTable(
  'reading_removed',
  {
    entryId: integer('entry_id').primaryKey(),
    userId: text('user_id').notNull(),
    /** The entry's row and its reads, as removed. */
    data: text('data', { mode: 'json' }).notNull(),
    removedAt: createdAt('removed_at'),
  },
  (t) => [index('reading_removed_user_idx').on(t.userId), index('reading_removed_at_idx').on(t.removedAt)],
);

/** A visitor's reading goal for a year: how many books they mean to finish. */
export const readingGoals = sqliteTable(
  'reading_goals',
  {
    userId: text('user_id').notNull(),
    year: integer('year').notNull(),
    target: integer('target').notNull(),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year] })],
);

/**
 * Sign-in links that join another device to a visitor's shelf. `id` is the SHA-256 of
 * the random part of the emailed token (the token itself is never stored); a link
 * works once, until `expiresAt`.
 */
export const readingLinks = sqliteTable(
  'reading_links',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    /**
     * The SHA-256 of the address the link was mailed to (never the address), so the
     * owner can erase a person's links by email (src/features/privacy).
     */
    emailHash: text('email_hash'),
  },
  (t) => [
    index('reading_links_expires_idx').on(t.expiresAt),
    index('reading_links_email_hash_idx').on(t.emailHash),
  ],
);

export type ReadingChallenge = typeof readingChallenges.$inferSelect;

export type ReadingProgress = typeof userReadingProgress.$inferSelect;

export type ReadingStatus = (typeof readingStatuses)[number];

export type ReadingFinish = typeof readingFinishes.$inferSelect;

export type ReadingGoal = typeof readingGoals.$inferSelect;
