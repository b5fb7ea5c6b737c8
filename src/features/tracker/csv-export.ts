/**
 * The shelf as a Goodreads library export: Goodreads' header row and its conventions
 * (dates as 2024/03/14, ISBNs as ="9780441172719", whole-star ratings, the exclusive
 * shelf read, currently-reading, to-read or, for a book not finished, did-not-finish, the
 * reader's own shelves in Bookshelves), so Goodreads and StoryGraph match the books back.
 * After Goodreads' columns come SHELF_EXTRA_COLUMNS (every read's dates, the rating in
 * halves, progress), so this tracker's import reads the export back as the same shelf.
 * Text that a spreadsheet would run as a formula is written with a leading `'`.
 */
import { stringify } from 'csv-stringify/sync';
import type { ProgressEntry } from './progress.queries';
import { GOODREADS_COLUMNS, SHELF_EXTRA_COLUMNS } from './csv-formats';
import { neutralise } from './csv-cells';
import { goodreadsIsbnCell, toIsbn10 } from './isbn';
import { catalogueIsbns, type CatalogueBook } from './shelf-key';

/** Goodreads' way of writing a date. */
export function exportDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
}

/** 'Kendra Lane' -> 'Lane, Kendra' (Goodreads' 'Author l-f'). */
export function lastFirst(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts.length < 2 ? name.trim() : `${parts.at(-1)}, ${parts.slice(0, -1).join(' ')}`;
}

/** Goodreads' exclusive shelf for each of the tracker's. */
export const GOODREADS_SHELF = {
  completed: 'read',
  reading: 'currently-reading',
  'want-to-read': 'to-read',
  dnf: 'did-not-finish',
} as const;

type ExportColumn = (typeof GOODREADS_COLUMNS)[number] | (typeof SHELF_EXTRA_COLUMNS)[number];

/** Every column of the export, Goodreads' first. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [...GOODREADS_COLUMNS, ...SHELF_EXTRA_COLUMNS];

/** One read as StoryGraph's 'Dates Read' writes it: '2025/03/01-2025/03/14', or the finish alone. */
const readDates = (read: ProgressEntry['reads'][number]) =>
  read.startedAt
    ? `${exportDate(read.startedAt)}-${exportDate(read.finishedAt)}`
    : exportDate(read.finishedAt);

/**
 * One entry as a row, column by column. A catalogue book (`book`) without ISBNs or a page
 * count of its own gets the catalogue's: its first format's ISBN and its page count.
 */
export function goodreadsRow(entry: ProgressEntry, book?: CatalogueBook): Record<ExportColumn, string> {
  const author = entry.author ?? '';
  const [catalogueIsbn13] = book && !entry.isbn && !entry.isbn13 ? catalogueIsbns(book) : [];
  const isbn = entry.isbn ?? toIsbn10(catalogueIsbn13);
  const isbn13 = entry.isbn13 ?? catalogueIsbn13 ?? null;
  const pages = entry.totalPages ?? book?.pageCount;
  const shelf = GOODREADS_SHELF[entry.status];
  const shelves = [...(shelf === 'read' ? [] : [shelf]), ...entry.tags];
  // Oldest first, as StoryGraph lists them; the latest is Goodreads' 'Date Read'.
  const reads = [...entry.reads].sort(
    (a, b) => new Date(a.finishedAt).getTime() - new Date(b.finishedAt).getTime(),
  );
  const latest = reads.at(-1)?.finishedAt ?? entry.completedAt;
  const text = (value: string | null | undefined) => neutralise(value ?? '');
  return {
    'Book Id': '',
    Title: text(entry.title),
    Author: text(author),
    'Author l-f': text(author ? lastFirst(author) : ''),
    'Additional Authors': text(entry.additionalAuthors),
    ISBN: goodreadsIsbnCell(isbn),
    ISBN13: goodreadsIsbnCell(isbn13),
    'My Rating': entry.rating ? String(Math.round(entry.rating)) : '0',
    'Average Rating': '',
    Publisher: '',
    Binding: '',
    'Number of Pages': pages ? String(pages) : '',
    'Year Published': '',
    'Original Publication Year': '',
    'Date Read': latest ? exportDate(latest) : '',
    'Date Added': exportDate(entry.addedAt),
    Bookshelves: text(shelves.join(', ')),
    'Bookshelves with positions': '',
    'Exclusive Shelf': shelf,
    'My Review': text(entry.review),
    Spoiler: '',
    'Private Notes': '',
    'Read Count': String(entry.reads.length + entry.undatedReads),
    'Owned Copies': '0',
    'Dates Read': reads.map(readDates).join(', '),
    'Star Rating': entry.rating ? String(entry.rating) : '',
    'Date Started': exportDate(entry.startedAt),
    Progress: String(entry.progress),
    'Current Page': entry.currentPage === null ? '' : String(entry.currentPage),
  };
}

/**
 * The whole shelf as Goodreads CSV, header first (CRLF line ends, as RFC 4180 writes them),
 * catalogue books filled in from `catalogue`.
 */
export function goodreadsCsv(
  entries: readonly ProgressEntry[],
  catalogue: readonly CatalogueBook[] = [],
): string {
  const byId = new Map(catalogue.map((book) => [book.id, book]));
  return stringify(
    entries.map((entry) => {
      const row = goodreadsRow(entry, entry.bookId === null ? undefined : byId.get(entry.bookId));
      return EXPORT_COLUMNS.map((column) => row[column]);
    }),
    { header: true, columns: [...EXPORT_COLUMNS], record_delimiter: 'windows' },
  );
}
