/**
 * The admin's writes to the catalogue: books and their preview chapters (CONTRACT.md §10).
 * Statements that belong together go in one batch.
 */
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { bookPreviews, books, userReadingProgress, type Book, type BookPreview } from '~db/schema';
import { contentChangedQueries } from '~/features/publishing/publish.queries';
import { CATALOGUE_ORDER } from '../books.queries';

export type BookFields = Omit<typeof books.$inferInsert, 'id'>;
export type ChapterFields = Omit<typeof bookPreviews.$inferInsert, 'id' | 'bookId'>;

/** Every book in catalogue order, with how many chapters it has. */
export async function listBooksWithChapterCounts(db: Database): Promise<(Book & { chapters: number })[]> {
  const [rows, counts] = await db.batch([
    db
      .select()
      .from(books)
      .orderBy(...CATALOGUE_ORDER),
    db.select({ bookId: bookPreviews.bookId, n: count() }).from(bookPreviews).groupBy(bookPreviews.bookId),
  ]);
  const byBook = new Map(counts.map((c) => [c.bookId, c.n]));
  return rows.map((b) => ({ ...b, chapters: byBook.get(b.id) ?? 0 }));
}

/** Stores a new book at the head of the catalogue (a new release goes first) and returns it. */
export async function insertBook(db: Database, fields: BookFields): Promise<Book> {
  const [row] = await db
    .insert(books)
    .values({ ...fields, position: sql`(select coalesce(min(${books.position}), 1) - 1 from ${books})` })
    .returning();
  return row!;
}

/**
 * Moves a book one place up or down the catalogue: the whole order is renumbered from 0
 * with the two books swapped (only the rows whose place changes are written), in one batch
 * with the content generation. Returns the book ids in their new order, or undefined when no
 * book has that id; at either end nothing changes.
 */
export async function moveBook(
  db: Database,
  id: number,
  direction: 'up' | 'down',
): Promise<number[] | undefined> {
  const rows = await db
    .select({ id: books.id, position: books.position })
    .from(books)
    .orderBy(...CATALOGUE_ORDER);
  const at = rows.findIndex((row) => row.id === id);
  if (at === -1) return undefined;
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= rows.length) return rows.map((row) => row.id);
  const order = [...rows];
  [order[at], order[to]] = [order[to]!, order[at]!];
  const writes = order
    .map((row, position) => ({ ...row, position, changed: row.position !== position }))
    .filter((row) => row.changed)
    .map((row) => db.update(books).set({ position: row.position }).where(eq(books.id, row.id)));
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest, ...contentChangedQueries(db)]);
  return order.map((row) => row.id);
}

/** Changes the given fields of a book; undefined when no book has that id. */
export async function updateBook(
  db: Database,
  id: number,
  fields: Partial<BookFields>,
): Promise<Book | undefined> {
  if (Object.keys(fields).length === 0) {
    const [row] = await db.select().from(books).where(eq(books.id, id));
    return row;
  }
  const [row] = await db.update(books).set(fields).where(eq(books.id, id)).returning();
  return row;
}

/**
 * Deletes a book and its chapters in one batch. Reading progress on it stays on the
 * readers' shelves: each entry keeps the title it showed and no longer points at a book.
 * False when no book had that id.
 */
export async function deleteBook(db: Database, id: number): Promise<boolean> {
  const [, , , deleted] = await db.batch([
    db
      .update(userReadingProgress)
      .set({ title: sql`(select ${books.title} from ${books} where ${books.id} = ${id})` })
      .where(and(eq(userReadingProgress.bookId, id), isNull(userReadingProgress.title))),
    db.update(userReadingProgress).set({ bookId: null }).where(eq(userReadingProgress.bookId, id)),
    db.delete(bookPreviews).where(eq(bookPreviews.bookId, id)),
    db.delete(books).where(eq(books.id, id)).returning({ id: books.id }),
  ]);
  return deleted.length > 0;
}

/** One chapter of a book, or undefined. */
export async function getChapter(db: Database, bookId: number, id: number): Promise<BookPreview | undefined> {
  const [row] = await db
    .select()
    .from(bookPreviews)
    .where(and(eq(bookPreviews.id, id), eq(bookPreviews.bookId, bookId)))
    .limit(1);
  return row;
}

/** The chapter of a book holding `chapterNumber`, other than `exceptId`. */
async function chapterAt(db: Database, bookId: number, chapterNumber: number, exceptId = 0) {
  const [row] = await db
    .select()
    .from(bookPreviews)
    .where(
      and(
        eq(bookPreviews.bookId, bookId),
        eq(bookPreviews.chapterNumber, chapterNumber),
        ne(bookPreviews.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** Adds a chapter; undefined when the book already has one with that number. */
export async function insertChapter(
  db: Database,
  bookId: number,
  fields: ChapterFields,
): Promise<BookPreview | undefined> {
  const [row] = await db
    .insert(bookPreviews)
    .values({ ...fields, bookId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** What a chapter update did. */
export type ChapterUpdate =
  | { status: 'updated'; chapter: BookPreview }
  | { status: 'not-found' }
  | { status: 'number-taken'; chapterNumber: number };

/**
 * Changes a chapter. A chapter number another chapter of the book holds is refused,
 * or with `swap` exchanged with it, in one batch.
 */
export async function updateChapter(
  db: Database,
  bookId: number,
  id: number,
  fields: Partial<ChapterFields>,
  swap = false,
): Promise<ChapterUpdate> {
  const current = await getChapter(db, bookId, id);
  if (!current) return { status: 'not-found' };
  const target = fields.chapterNumber;
  const holder =
    target !== undefined && target !== current.chapterNumber
      ? await chapterAt(db, bookId, target, id)
      : undefined;
  if (holder && !swap) return { status: 'number-taken', chapterNumber: target! };
  const where = and(eq(bookPreviews.id, id), eq(bookPreviews.bookId, bookId));
  if (holder) {
    // The unique (book, number) index holds after every statement: park the holder on a
    // number no chapter uses (its negated id) while the two change places.
    const [, , , [row]] = await db.batch([
      db.update(bookPreviews).set({ chapterNumber: -holder.id }).where(eq(bookPreviews.id, holder.id)),
      db.update(bookPreviews).set(fields).where(where),
      db
        .update(bookPreviews)
        .set({ chapterNumber: current.chapterNumber })
        .where(eq(bookPreviews.id, holder.id)),
      db.select().from(bookPreviews).where(where),
    ]);
    return { status: 'updated', chapter: row! };
  }
  if (Object.keys(fields).length === 0) return { status: 'updated', chapter: current };
  const [row] = await db.update(bookPreviews).set(fields).where(where).returning();
  return row ? { status: 'updated', chapter: row } : { status: 'not-found' };
}

/** Deletes a chapter; false when the book has no chapter with that id. */
export async function deleteChapter(db: Database, bookId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(bookPreviews)
    .where(and(eq(bookPreviews.id, id), eq(bookPreviews.bookId, bookId)))
    .returning({ id: bookPreviews.id });
  return rows.length > 0;
}

/** Every book in catalogue order, for the Amazon URLs tab and the sync. */
export function listBooksForAdmin(db: Database): Promise<Book[]> {
  return db
    .select()
    .from(books)
    .orderBy(...CATALOGUE_ORDER);
}

/** Sets a book's retailer link; undefined when no book has that id. */
export async function updateBookUrl(db: Database, id: number, amazonUrl: string): Promise<Book | undefined> {
  const [[row]] = await db.batch([
    db.update(books).set({ amazonUrl }).where(eq(books.id, id)).returning(),
    ...contentChangedQueries(db, { onlyIfChanged: true }),
  ]);
  return row;
}
