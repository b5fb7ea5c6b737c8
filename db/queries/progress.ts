/**
 * Reading progress per visitor and the reading challenges. Every change is one
 * conditional statement (or one batch), so concurrent requests never lose an update.
 */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  books,
  readingChallenges,
  userReadingProgress,
  type ReadingChallenge,
  type ReadingProgress,
} from '../schema';

/**
 * An entry as the API shows it: the row without the visitor id, with its book's title
 * and cover. An entry whose book was deleted keeps the title it showed (`book.id` null).
 */
export type ProgressEntry = Omit<ReadingProgress, 'userId' | 'title'> & {
  book: { id: number | null; title: string; coverImage: string };
};

/** The cover shown for a book no longer in the catalogue. */
export const REMOVED_BOOK_COVER = '/images/covers/removed.svg';

const entryColumns = {
  id: userReadingProgress.id,
  bookId: userReadingProgress.bookId,
  challengeId: userReadingProgress.challengeId,
  status: userReadingProgress.status,
  progress: userReadingProgress.progress,
  startedAt: userReadingProgress.startedAt,
  completedAt: userReadingProgress.completedAt,
  book: {
    id: userReadingProgress.bookId,
    title: sql<string>`coalesce(${books.title}, ${userReadingProgress.title}, 'A book no longer in the catalog')`,
    coverImage: sql<string>`coalesce(${books.coverImage}, ${REMOVED_BOOK_COVER})`,
  },
};

const owned = (visitor: string, id: number) =>
  and(eq(userReadingProgress.id, id), eq(userReadingProgress.userId, visitor));

/** The visitor's entries, newest first. */
export function listProgress(db: Database, visitor: string): Promise<ProgressEntry[]> {
  return db
    .select(entryColumns)
    .from(userReadingProgress)
    .leftJoin(books, eq(books.id, userReadingProgress.bookId))
    .where(eq(userReadingProgress.userId, visitor))
    .orderBy(desc(userReadingProgress.startedAt), desc(userReadingProgress.id));
}

/** One of the visitor's entries, or undefined (also when it belongs to someone else). */
export async function getProgress(
  db: Database,
  visitor: string,
  id: number,
): Promise<ProgressEntry | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(userReadingProgress)
    .leftJoin(books, eq(books.id, userReadingProgress.bookId))
    .where(owned(visitor, id))
    .limit(1);
  return row;
}

/**
 * Starts tracking a book for the visitor. One entry per visitor and book: tracking it
 * again returns the existing entry (joining the challenge twice creates one), and
 * joining a challenge with a book already tracked outside it attaches the entry.
 */
export async function startProgress(
  db: Database,
  visitor: string,
  input: { bookId: number; challengeId: number | null; progress: number },
): Promise<{ entry: ProgressEntry; created: boolean }> {
  const { bookId, challengeId, progress } = input;
  const exists = sql`exists (select 1 from ${userReadingProgress} where ${userReadingProgress.userId} = ${visitor} and ${userReadingProgress.bookId} = ${bookId})`;
  const [, inserted] = await db.batch([
    db
      .update(userReadingProgress)
      .set({ challengeId })
      .where(
        and(
          eq(userReadingProgress.userId, visitor),
          eq(userReadingProgress.bookId, bookId),
          isNull(userReadingProgress.challengeId),
          sql`${challengeId} is not null`,
        ),
      ),
    db.run(
      sql`insert into ${userReadingProgress} (user_id, book_id, challenge_id, progress) select ${visitor}, ${bookId}, ${challengeId}, ${progress} where not ${exists} returning id`,
    ),
  ]);
  const created = inserted.rows.length > 0;
  const [row] = await db
    .select(entryColumns)
    .from(userReadingProgress)
    .leftJoin(books, eq(books.id, userReadingProgress.bookId))
    .where(and(eq(userReadingProgress.userId, visitor), eq(userReadingProgress.bookId, bookId)))
    .orderBy(asc(userReadingProgress.id))
    .limit(1);
  return { entry: row!, created };
}

/** The columns a conditional update changes, with 'now' taken by the database. */
type Update = Partial<Pick<ReadingProgress, 'status' | 'progress'>> & {
  completedNow?: boolean;
  addStep?: number;
};

/**
 * Applies a change to the visitor's entry only while it is being read, in one
 * statement. Returns the updated entry, or undefined when nothing matched.
 */
export async function updateReadingEntry(
  db: Database,
  visitor: string,
  id: number,
  change: Update,
): Promise<ProgressEntry | undefined> {
  const set: Record<string, unknown> = {};
  if (change.addStep !== undefined)
    set.progress = sql`min(${userReadingProgress.progress} + ${change.addStep}, 100)`;
  if (change.progress !== undefined) set.progress = change.progress;
  if (change.status) set.status = change.status;
  if (change.completedNow) set.completedAt = sql`(unixepoch('subsec') * 1000)`;
  const updated = await db
    .update(userReadingProgress)
    .set(set)
    .where(and(owned(visitor, id), eq(userReadingProgress.status, 'reading')))
    .returning({ id: userReadingProgress.id });
  return updated.length ? getProgress(db, visitor, id) : undefined;
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
      challengeId: userReadingProgress.challengeId,
      entries: count(),
      completed: sql<number>`sum(case when ${userReadingProgress.status} = 'completed' then 1 else 0 end)`,
    })
    .from(userReadingProgress)
    .where(eq(userReadingProgress.userId, visitor))
    .groupBy(userReadingProgress.challengeId);
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
