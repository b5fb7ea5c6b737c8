/**
 * Which book an entry is about, as one key per visitor's shelf: a catalogue book by its
 * id ('book:8'), any other book by its title and author, compared without case, extra
 * spaces, Unicode look-alikes or a series suffix ('Dune (Dune, #1)' is 'Dune'). Imports
 * and the device join use it so a book is never on a shelf twice.
 */
import { AUTHOR } from '~/features/books/author';
import { toIsbn13 } from './isbn';

/** Trims, collapses spaces and applies Unicode compatibility folding (NFKC). */
export function cleanText(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** The form of a title or name that comparisons use. */
export const comparable = (value: string | null | undefined) => cleanText(value ?? '').toLowerCase();

/**
 * A trailing series note as Goodreads writes it: '(Dune, #1)', '(The Expanse #1)',
 * '(Discworld, #1; Rincewind, #1)', '(Series, #0.5)', '(Saga, #1-3)'.
 */
const SERIES_SUFFIX = /\s*\([^()]*#\s*\d[^()]*\)\s*$/;

/** A title without its series note. */
export function withoutSeries(title: string): string {
  const bare = cleanText(title).replace(SERIES_SUFFIX, '');
  return bare || cleanText(title);
}

/** The form of a title that matching uses: comparable, without its series note. */
export const comparableTitle = (title: string | null | undefined) => comparable(withoutSeries(title ?? ''));

/** The shelf key of a catalogue book or a book the reader names. */
export function shelfKey(book: {
  bookId: number | null;
  title?: string | null;
  author?: string | null;
}): string {
  return book.bookId !== null
    ? `book:${book.bookId}`
    : `title:${comparableTitle(book.title)}|${comparable(book.author)}`;
}

/** A catalogue book as the matcher needs it: its ISBNs are those of its formats. */
export interface CatalogueBook {
  id: number;
  title: string;
  formats?: readonly { isbn: string | null }[];
  pageCount?: number | null;
}

/** The ISBN-13s of a catalogue book's formats, in the owner's order. */
export const catalogueIsbns = (book: CatalogueBook): string[] => [
  ...new Set((book.formats ?? []).map((format) => toIsbn13(format.isbn)).filter((isbn) => isbn !== null)),
];

/**
 * A catalogue lookup (CONTRACT.md §19): a book is the catalogue's when its ISBN is one of a
 * catalogue book's formats' (ISBN-10 or -13 alike), else when its title matches one and its
 * author is the catalogue's author (or not given).
 */
export function catalogueMatcher(catalogue: readonly CatalogueBook[]) {
  const byTitle = new Map(catalogue.map((book) => [comparableTitle(book.title), book]));
  const byIsbn = new Map<string, CatalogueBook>();
  for (const book of catalogue)
    for (const isbn13 of catalogueIsbns(book)) if (!byIsbn.has(isbn13)) byIsbn.set(isbn13, book);
  const author = comparable(AUTHOR);
  return (
    title: string,
    by: string | null | undefined,
    isbn13?: string | null,
  ): CatalogueBook | undefined => {
    const byNumber = isbn13 ? byIsbn.get(isbn13) : undefined;
    if (byNumber) return byNumber;
    const who = comparable(by);
    return who === '' || who === author ? byTitle.get(comparableTitle(title)) : undefined;
  };
}
