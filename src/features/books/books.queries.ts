/** Read queries for books and their previews. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { bookPreviews, books, type Book, type BookPreview } from '~db/schema';

/** The owner's catalogue order: her position first, then the order books were added. */
export const CATALOGUE_ORDER = [asc(books.position), asc(books.id)] as const;

/** Newest first: by publication date (a book without one is taken as the newest), then the latest added. */
export const NEWEST_FIRST = [
  sql`${books.publishedOn} is not null`,
  desc(books.publishedOn),
  desc(books.id),
] as const;

/** Every book in catalogue order. */
export function listBooks(db: Database): Promise<Book[]> {
  return db
    .select()
    .from(books)
    .orderBy(...CATALOGUE_ORDER);
}

/** The featured books in catalogue order. */
export function listFeaturedBooks(db: Database): Promise<Book[]> {
  return db
    .select()
    .from(books)
    .where(eq(books.featured, true))
    .orderBy(...CATALOGUE_ORDER);
}

/** One book, or undefined when no book has that id. */
export async function getBook(db: Database, id: number): Promise<Book | undefined> {
  const [row] = await db.select().from(books).where(eq(books.id, id)).limit(1);
  return row;
}

/** A book's preview chapters in chapter order. */
export function listPreviews(db: Database, bookId: number): Promise<BookPreview[]> {
  return db
    .select()
    .from(bookPreviews)
    .where(eq(bookPreviews.bookId, bookId))
    .orderBy(asc(bookPreviews.chapterNumber));
}

/** Every preview chapter of every book, by book then chapter (the build reads them all at once). */
export function listAllPreviews(db: Database): Promise<BookPreview[]> {
  return db.select().from(bookPreviews).orderBy(asc(bookPreviews.bookId), asc(bookPreviews.chapterNumber));
}

/** The footer's 'Latest Books': the four newest (on the demo, books 1 to 4). */
export function listLatestBooks(db: Database, limit = 4): Promise<Pick<Book, 'id' | 'title'>[]> {
  return db
    .select({ id: books.id, title: books.title })
    .from(books)
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}
