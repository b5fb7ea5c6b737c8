/**
 * Which book an entry is about, as one key per visitor's shelf: a catalogue book by its
 * id ('book:8'), any other book by its title and author, compared without case, extra
 * spaces, Unicode look-alikes or a series suffix ('Dune (Dune, #1)' is 'Dune'). Imports
 * and the device join use it so a book is never on a shelf twice.
 */
import { AUTHOR } from '~/features/books/author';

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

/** A catalogue book as the matcher needs it. */
export interface CatalogueBook {
  id: number;
  title: string;
}

/**
 * A catalogue lookup: a named book is the catalogue's when its title matches one and
 * its author is the catalogue's author (or not given).
 */
export function catalogueMatcher(catalogue: readonly CatalogueBook[]) {
  const byTitle = new Map(catalogue.map((book) => [comparableTitle(book.title), book]));
  const author = comparable(AUTHOR);
  return (title: string, by: string | null | undefined): CatalogueBook | undefined => {
    const who = comparable(by);
    return who === '' || who === author ? byTitle.get(comparableTitle(title)) : undefined;
  };
}
