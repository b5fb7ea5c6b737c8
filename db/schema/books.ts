/** The catalogue: books, their preview chapters, recommendations and ratings. */
import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bookFormatTypes } from '../enums';
import { bool, createdAt, demo } from './columns';

/** A labelled link to a shop that sells a book ('Bookshop', 'Apple Books', ...). */
export interface Retailer {
  label: string;
  url: string;
}

export type BookFormatType = (typeof bookFormatTypes)[number];

/** One format of a book: its ISBN, its list price and the shops that sell it. */
export interface BookFormat {
  format: BookFormatType;
  /** ISBN-13 or ISBN-10, digits only; null when the format has none (a Kindle-only eBook). */
  isbn: string | null;
  /** List price in cents (USD); null when the owner gives none. */
  priceCents: number | null;
  /** Where this format is sold, in the owner's order. */
  retailers: Retailer[];
}

/** A line of praise for a book and who said it. */
export interface Praise {
  quote: string;
  /** 'Publishers Weekly', 'Maya R., Goodreads', ... */
  source: string;
}

/** Books of the catalogue; `rating` is a decimal kept as text ('4.5'). */
export const books = sqliteTable('books', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  coverImage: text('cover_image').notNull(),
  /** The Amazon product page ('' when the book is not on Amazon); other shops are in `retailers`. */
  amazonUrl: text('amazon_url').notNull(),
  rating: text('rating').notNull(),
  reviewCount: integer('review_count').notNull().default(0),
  featured: bool('featured').notNull().default(false),
  /** The series the book belongs to, and its place in it; null for a standalone. */
  seriesName: text('series_name'),
  seriesOrder: integer('series_order'),
  /** Further shops beside Amazon, in the order the owner listed them. */
  retailers: text('retailers', { mode: 'json' })
    .$type<Retailer[]>()
    .notNull()
    .default(sql`'[]'`),
  demo: demo(),
  /** Publication date, 'YYYY-MM-DD'; the newest books are the latest (footer), null sorts as newest. */
  publishedOn: text('published_on'),
  pageCount: integer('page_count'),
  /** The formats it comes in, each with its ISBN, price and shops. */
  formats: text('formats', { mode: 'json' })
    .$type<BookFormat[]>()
    .notNull()
    .default(sql`'[]'`),
  /** Praise quotes shown on the book's page. */
  praise: text('praise', { mode: 'json' })
    .$type<Praise[]>()
    .notNull()
    .default(sql`'[]'`),
  /** The owner's catalogue order (lowest first, then by id); a new book goes first. */
  position: integer('position').notNull().default(0),
});

export const bookPreviews = sqliteTable(
  'book_previews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    chapterTitle: text('chapter_title').notNull(),
    content: text('content').notNull(),
    chapterNumber: integer('chapter_number').notNull(),
    isPreview: bool('is_preview').notNull().default(true),
    demo: demo(),
  },
  (t) => [uniqueIndex('book_previews_book_chapter_uq').on(t.bookId, t.chapterNumber)],
);

export const bookRecommendations = sqliteTable('book_recommendations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: text('user_id'),
  bookId: integer('book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' }),
  similarBookId: integer('similar_book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' }),
  similarity: integer('similarity').notNull(),
  reason: text('reason'),
});

export const userBookRatings = sqliteTable(
  'user_book_ratings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_book_ratings_user_book_uq').on(t.userId, t.bookId)],
);

export type Book = typeof books.$inferSelect;

export type BookPreview = typeof bookPreviews.$inferSelect;
