/**
 * The whole shelf as its owner handles it: remove one entry (kept a day, so 'Undo' puts
 * it back as it was), erase everything of a visitor, and take it all away as JSON.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import {
  readingFinishes,
  readingGoals,
  readingLinks,
  readingRemoved,
  userReadingProgress as progress,
  type ReadingFinish,
  type ReadingProgress,
} from '~db/schema';
import { getProgress, listProgress, type ProgressEntry } from './progress.queries';

/** How long a removed entry can be put back. */
export const UNDO_MS = 24 * 60 * 60 * 1000;

/** A removed entry as kept: its row and its reads, timestamps as epoch milliseconds. */
interface Removed {
  row: Record<string, unknown>;
  reads: Record<string, unknown>[];
}

const TIMESTAMPS = ['startedAt', 'completedAt', 'addedAt', 'finishedAt'] as const;

/** A row with its Date fields as milliseconds (JSON keeps them exactly). */
const frozen = (row: object) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.getTime() : v]));

/** A kept row with its timestamps as Dates again. */
const thawed = <T>(row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      (TIMESTAMPS as readonly string[]).includes(k) && typeof v === 'number' ? new Date(v) : v,
    ]),
  ) as T;

/**
 * Removes the visitor's entry and its reads, keeping a copy for a day so it can be put
 * back. Returns false when the visitor has no such entry.
 */
export async function removeEntry(
  db: Database,
  visitor: string,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const mine = and(eq(progress.id, id), eq(progress.userId, visitor));
  const [row] = await db.select().from(progress).where(mine).limit(1);
  if (!row) return false;
  const reads = await db.select().from(readingFinishes).where(eq(readingFinishes.progressId, id));
  const kept: Removed = { row: frozen(row), reads: reads.map(frozen) };
  const [, , deleted] = await db.batch([
    db.delete(readingRemoved).where(lt(readingRemoved.removedAt, new Date(now.getTime() - UNDO_MS))),
    db
      .insert(readingRemoved)
      .values({ entryId: id, userId: visitor, data: kept, removedAt: now })
      .onConflictDoUpdate({ target: readingRemoved.entryId, set: { data: kept, removedAt: now } }),
    db.delete(progress).where(mine).returning({ id: progress.id }),
  ]);
  return deleted.length > 0;
}

/** Why an entry cannot be put back: none was removed (or too long ago), or the book is on the shelf again. */
export type RestoreRefusal = 'not-found' | 'on-shelf-again';

/** Puts a removed entry back as it was (same id, reads, rating, review), in one batch. */
export async function restoreEntry(
  db: Database,
  visitor: string,
  id: number,
  now = new Date(),
): Promise<ProgressEntry | RestoreRefusal> {
  const [kept] = await db
    .select()
    .from(readingRemoved)
    .where(
      and(
        eq(readingRemoved.entryId, id),
        eq(readingRemoved.userId, visitor),
        sql`${readingRemoved.removedAt} >= ${now.getTime() - UNDO_MS}`,
      ),
    )
    .limit(1);
  if (!kept) return 'not-found';
  const { row, reads } = kept.data as Removed;
  const entry = thawed<ReadingProgress>(row);
  const back = and(eq(progress.id, id), eq(progress.userId, visitor));
  const [inserted] = await db.batch([
    db
      .insert(progress)
      .values({ ...entry, id, userId: visitor })
      .onConflictDoNothing()
      .returning({ id: progress.id }),
    ...(reads.length
      ? [
          db
            .insert(readingFinishes)
            .values(reads.map((read) => ({ ...thawed<ReadingFinish>(read), progressId: id })))
            .onConflictDoNothing(),
        ]
      : []),
    // Forgotten only once it is back.
    db
      .delete(readingRemoved)
      .where(and(eq(readingRemoved.entryId, id), sql`exists (select 1 from ${progress} where ${back})`)),
  ]);
  if (!inserted.length) return 'on-shelf-again';
  return (await getProgress(db, visitor, id)) ?? 'not-found';
}

/** How much an erase removed. */
export interface Erased {
  entries: number;
  reads: number;
  goals: number;
  links: number;
}

/** Erases everything of the visitor's shelf: entries, reads, goals, device links and removed copies. */
export async function eraseShelf(db: Database, visitor: string): Promise<Erased> {
  const mine = db.select({ id: progress.id }).from(progress).where(eq(progress.userId, visitor));
  const [reads, entries, goals, links] = await db.batch([
    db
      .delete(readingFinishes)
      .where(inArray(readingFinishes.progressId, mine))
      .returning({ id: readingFinishes.id }),
    db.delete(progress).where(eq(progress.userId, visitor)).returning({ id: progress.id }),
    db.delete(readingGoals).where(eq(readingGoals.userId, visitor)).returning({ year: readingGoals.year }),
    db.delete(readingLinks).where(eq(readingLinks.userId, visitor)).returning({ id: readingLinks.id }),
    db.delete(readingRemoved).where(eq(readingRemoved.userId, visitor)),
  ]);
  return { entries: entries.length, reads: reads.length, goals: goals.length, links: links.length };
}

/** The whole shelf as JSON: every entry with every field and read, and every yearly goal. */
export interface ShelfExport {
  exportedAt: string;
  entries: ProgressEntry[];
  goals: { year: number; target: number }[];
}

/** Everything the visitor's shelf holds, for them to keep. */
export async function shelfExport(db: Database, visitor: string, now = new Date()): Promise<ShelfExport> {
  const [entries, goals] = await Promise.all([
    listProgress(db, visitor),
    db
      .select({ year: readingGoals.year, target: readingGoals.target })
      .from(readingGoals)
      .where(eq(readingGoals.userId, visitor))
      .orderBy(readingGoals.year),
  ]);
  return { exportedAt: now.toISOString(), entries, goals };
}
