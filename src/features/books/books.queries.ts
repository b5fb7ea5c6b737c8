/** Read queries for books and their previews. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '~db/client';
import { bookPreviews, books, type Book, type BookPreview } from '~db/schema';

/** Every book in catalogue order (by id). */
export function listBooks(db: Database): Promise<Book[]> {
  return db.select().from(books).orderBy(asc(books.id));
}

/** The featured books in catalogue order. */
export function listFeaturedBooks(db: Database): Promise<Book[]> {
  return db.select().from(books).where(eq(books.featured, true)).orderBy(asc(books.id));
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

/** The books the footer lists under 'Latest Books': ids 1 to 4. */
export async function listFooterBooks(db: Database): Promise<Pick<Book, 'id' | 'title'>[]> {
  const all = await db
    .select({ id: books.id, title: books.title })
    .from(books)
    .orderBy(asc(books.id))
    .limit(4);
  return all;
}
