/** Yearly reading goals per visitor, and the books they finished in a year. */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { books, readingFinishes, readingGoals, userReadingProgress as progress } from '~db/schema';

/** A book finished in the year (a reread counts again). */
export interface FinishedBook {
  entryId: number;
  title: string;
  author: string | null;
  finishedAt: Date;
}

/** The visitor's goal for `year`, or null. */
export async function getGoal(db: Database, visitor: string, year: number): Promise<number | null> {
  const [row] = await db
    .select({ target: readingGoals.target })
    .from(readingGoals)
    .where(and(eq(readingGoals.userId, visitor), eq(readingGoals.year, year)))
    .limit(1);
  return row?.target ?? null;
}

/** Sets the visitor's goal for `year`; `created` is false when it replaced one. */
export async function setGoal(
  db: Database,
  visitor: string,
  year: number,
  target: number,
): Promise<{ created: boolean }> {
  const mine = and(eq(readingGoals.userId, visitor), eq(readingGoals.year, year));
  const [inserted] = await db.batch([
    db
      .insert(readingGoals)
      .values({ userId: visitor, year, target })
      .onConflictDoNothing()
      .returning({ year: readingGoals.year }),
    db
      .update(readingGoals)
      .set({ target, updatedAt: sql`(unixepoch('subsec') * 1000)` })
      .where(mine),
  ]);
  return { created: inserted.length > 0 };
}

/** Every book the visitor finished in `year` (UTC), in the order they were finished. */
export function finishedInYear(db: Database, visitor: string, year: number): Promise<FinishedBook[]> {
  return db
    .select({
      entryId: progress.id,
      title: sql<string>`coalesce(${books.title}, ${progress.title}, '')`,
      author: progress.author,
      finishedAt: readingFinishes.finishedAt,
    })
    .from(readingFinishes)
    .innerJoin(progress, eq(progress.id, readingFinishes.progressId))
    .leftJoin(books, eq(books.id, progress.bookId))
    .where(
      and(
        eq(progress.userId, visitor),
        gte(readingFinishes.finishedAt, new Date(Date.UTC(year, 0, 1))),
        lt(readingFinishes.finishedAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(asc(readingFinishes.finishedAt));
}
