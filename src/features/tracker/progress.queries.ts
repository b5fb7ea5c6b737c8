/**
 * Reading progress per visitor and the reading challenges. Every change is one
 * conditional statement (or one batch), so concurrent requests never lose an update.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import { AUTHOR } from '~/features/books/author';
import {
  books,
  readingChallenges,
  readingFinishes,
  userReadingProgress as progress,
  type ReadingChallenge,
  type ReadingProgress,
} from '~db/schema';

/** One finished read of a book: when it began (if known) and when it ended. */
export interface FinishedRead {
  startedAt: Date | null;
  finishedAt: Date;
}

/**
 * An entry as the API shows it: the row without the visitor id, its key and its import,
 * with its catalogue book (null for a book the reader named) and every finished read,
 * newest first.
 */
export type ProgressEntry = Omit<
  ReadingProgress,
  'userId' | 'shelfKey' | 'title' | 'importId' | 'addedAt' | 'tags'
> & {
  /** The title the entry shows ('' only if a removed catalogue book left none). */
  title: string;
  /** When the book came onto the shelf. */
  addedAt: Date;
  /** The reader's own shelves or tags. */
  tags: string[];
  book: { id: number; title: string; coverImage: string; pageCount: number | null } | null;
  reads: FinishedRead[];
};

const entryColumns = {
  id: progress.id,
  bookId: progress.bookId,
  challengeId: progress.challengeId,
  status: progress.status,
  progress: progress.progress,
  currentPage: progress.currentPage,
  totalPages: progress.totalPages,
  // The catalogue's current title; the stored one for the reader's own books (or a book since removed).
  title: sql<string | null>`coalesce(${books.title}, ${progress.title})`.as('entry_title'),
  author: progress.author,
  additionalAuthors: progress.additionalAuthors,
  isbn: progress.isbn,
  isbn13: progress.isbn13,
  rating: progress.rating,
  review: progress.review,
  tags: progress.tags,
  startedAt: progress.startedAt,
  completedAt: progress.completedAt,
  // Entries made before the date added was kept count from when they were started.
  addedAt: sql<number>`coalesce(${progress.addedAt}, ${progress.startedAt})`.mapWith(progress.startedAt),
  undatedReads: progress.undatedReads,
  book: { id: books.id, title: books.title, coverImage: books.coverImage, pageCount: books.pageCount },
};

const owned = (visitor: string, id: number) => and(eq(progress.id, id), eq(progress.userId, visitor));

/** Entries matching `where`, with their reads. */
async function selectEntries(db: Database, where: SQL | undefined): Promise<ProgressEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(progress)
    .leftJoin(books, eq(books.id, progress.bookId))
    .where(where)
    .orderBy(desc(progress.startedAt), desc(progress.id));
  if (!rows.length) return [];
  const reads = await db
    .select({
      progressId: readingFinishes.progressId,
      startedAt: readingFinishes.startedAt,
      finishedAt: readingFinishes.finishedAt,
    })
    .from(readingFinishes)
    .innerJoin(progress, eq(progress.id, readingFinishes.progressId))
    .where(where)
    .orderBy(desc(readingFinishes.finishedAt));
  const byEntry = new Map<number, FinishedRead[]>();
  for (const { progressId, ...read } of reads) {
    const list = byEntry.get(progressId) ?? [];
    list.push(read);
    byEntry.set(progressId, list);
  }
  return rows.map((row) => ({
    ...row,
    title: row.title ?? '',
    // Every catalogue book is the site's author's (a removed one keeps the title it showed).
    author: row.author ?? (row.book ? AUTHOR : null),
    tags: row.tags ?? [],
    reads: byEntry.get(row.id) ?? [],
  }));
}

/** The visitor's entries, newest first. */
export function listProgress(db: Database, visitor: string): Promise<ProgressEntry[]> {
  return selectEntries(db, eq(progress.userId, visitor));
}

/** One of the visitor's entries, or undefined (also when it belongs to someone else). */
export async function getProgress(
  db: Database,
  visitor: string,
  id: number,
): Promise<ProgressEntry | undefined> {
  const [entry] = await selectEntries(db, owned(visitor, id));
  return entry;
}

/** A book to start tracking: a catalogue book, or one the reader names. */
export interface NewEntry {
  /** Identifies the book on the shelf (see shelf-key.ts). */
  shelfKey: string;
  bookId: number | null;
  title: string;
  author: string | null;
  challengeId: number | null;
  progress: number;
  currentPage?: number | null;
  totalPages?: number | null;
  /** The shelf it starts on ('reading' unless asked otherwise). */
  status?: ReadingProgress['status'];
  /** When it was finished, for a book put straight on the finished shelf. */
  completedAt?: Date | null;
}

/**
 * Starts tracking a book for the visitor. One entry per visitor and book: tracking it
 * again returns the existing entry (joining the challenge twice creates one), and
 * joining a challenge with a book already tracked outside it attaches the entry.
 */
export async function startProgress(
  db: Database,
  visitor: string,
  input: NewEntry,
): Promise<{ entry: ProgressEntry; created: boolean }> {
  const mine = and(eq(progress.userId, visitor), eq(progress.shelfKey, input.shelfKey));
  const now = new Date();
  const finishedAt = input.status === 'completed' ? (input.completedAt ?? now) : null;
  const [, inserted] = await db.batch([
    db
      .update(progress)
      .set({ challengeId: input.challengeId })
      .where(and(mine, sql`${progress.challengeId} is null`, sql`${input.challengeId} is not null`)),
    db
      .insert(progress)
      .values({ ...input, completedAt: finishedAt, addedAt: now, userId: visitor })
      .onConflictDoNothing({ target: [progress.userId, progress.shelfKey] })
      .returning({ id: progress.id }),
    // A book put straight on the finished shelf counts as one finished read.
    db.run(
      sql`insert into ${readingFinishes} (progress_id, started_at, finished_at)
          select ${progress.id}, null, ${progress.completedAt} from ${progress}
          where ${mine} and ${progress.status} = 'completed' and ${progress.completedAt} = ${finishedAt?.getTime() ?? null}
          on conflict do nothing`,
    ),
  ]);
  const [entry] = await selectEntries(db, mine);
  return { entry: entry!, created: inserted.length > 0 };
}

/** What a conditional update changes; it applies only while the entry is in one of `from`. */
export interface EntryUpdate {
  from: ReadingProgress['status'][];
  set: Partial<Record<keyof typeof progress.$inferInsert, unknown>>;
  /** Records a finished read (completedAt = finishedAt) in the same batch. */
  finishedAt?: Date;
  /** A further condition on the entry. */
  where?: SQL;
}

/**
 * Applies a change to the visitor's entry in one statement, only while its status is
 * one of `from`; a completion also records the finished read in the same batch.
 * Returns the updated entry, or undefined when nothing matched.
 */
export async function updateEntry(
  db: Database,
  visitor: string,
  id: number,
  { from, set, finishedAt, where }: EntryUpdate,
): Promise<ProgressEntry | undefined> {
  const update = db
    .update(progress)
    .set(set as Partial<typeof progress.$inferInsert>)
    .where(and(owned(visitor, id), inArray(progress.status, from), where))
    .returning({ id: progress.id });
  if (!finishedAt) {
    const updated = await update;
    return updated.length ? getProgress(db, visitor, id) : undefined;
  }
  const [updated] = await db.batch([
    update,
    db.run(
      sql`insert into ${readingFinishes} (progress_id, started_at, finished_at)
          select ${progress.id}, ${progress.startedAt}, ${progress.completedAt} from ${progress}
          where ${owned(visitor, id)} and ${progress.status} = 'completed' and ${progress.completedAt} = ${finishedAt.getTime()}
          on conflict do nothing`,
    ),
  ]);
  return updated.length ? getProgress(db, visitor, id) : undefined;
}

/** SQL for '+10%': the step capped at 100, and the matching page for a book tracked by page. */
export function incrementSet(step: number) {
  const next = sql`min(${progress.progress} + ${step}, 100)`;
  return {
    progress: next,
    currentPage: sql`case when ${progress.totalPages} is null then ${progress.currentPage} else cast(round(${next} * ${progress.totalPages} / 100.0) as integer) end`,
  };
}

/** SQL for a percentage set directly, keeping the page in step for a book tracked by page. */
export function percentSet(value: number) {
  return {
    progress: value,
    currentPage: sql`case when ${progress.totalPages} is null then ${progress.currentPage} else cast(round(${value} * ${progress.totalPages} / 100.0) as integer) end`,
  };
}

/**
 * SQL for progress by page: the new page count (or the stored one), the page (or the
 * stored one), and progress computed from them. Matches only when a total is known.
 */
export function pagesSet(currentPage: number | undefined, totalPages: number | undefined) {
  const { page, total } = pageSql(currentPage, totalPages);
  const clamped = sql`min(max(${page}, 0), ${total})`;
  return {
    totalPages: total,
    currentPage: clamped,
    progress: sql`min(100, max(0, cast(round(${clamped} * 100.0 / ${total}) as integer)))`,
  };
}

/** The condition that the page stays within the book (and that a page count is known). */
export function pageWithin(currentPage: number | undefined, totalPages: number | undefined): SQL {
  const { page, total } = pageSql(currentPage, totalPages);
  return sql`${total} is not null and ${page} <= ${total}`;
}

function pageSql(currentPage: number | undefined, totalPages: number | undefined) {
  return {
    total: totalPages === undefined ? sql`${progress.totalPages}` : sql`${totalPages}`,
    page:
      currentPage === undefined ? sql`coalesce(${progress.currentPage}, 0)` : sql`${Math.round(currentPage)}`,
  };
}

/** A challenge with the visitor's standing in it. */
export type ChallengeWithProgress = ReadingChallenge & { joined: boolean; completedBooks: number };

/** The reading challenges, active first, with the visitor's completed entries for each. */
export async function listChallenges(db: Database, visitor: string | null): Promise<ChallengeWithProgress[]> {
  const challenges = await db
    .select()
    .from(readingChallenges)
    .orderBy(desc(readingChallenges.isActive), asc(readingChallenges.id));
  if (!visitor) return challenges.map((c) => ({ ...c, joined: false, completedBooks: 0 }));
  const counts = await db
    .select({
      challengeId: progress.challengeId,
      entries: count(),
      completed: sql<number>`sum(case when ${progress.status} = 'completed' then 1 else 0 end)`,
    })
    .from(progress)
    .where(eq(progress.userId, visitor))
    .groupBy(progress.challengeId);
  return challenges.map((c) => {
    const mine = counts.find((row) => row.challengeId === c.id);
    return { ...c, joined: Boolean(mine), completedBooks: Number(mine?.completed ?? 0) };
  });
}

/** An active challenge by id, or undefined. */
export async function getActiveChallenge(db: Database, id: number): Promise<ReadingChallenge | undefined> {
  const [row] = await db
    .select()
    .from(readingChallenges)
    .where(and(eq(readingChallenges.id, id), eq(readingChallenges.isActive, true)))
    .limit(1);
  return row;
}
