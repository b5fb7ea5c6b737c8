/**
 * The two CSV exports readers bring: Goodreads' "Export Library" and StoryGraph's
 * "Export StoryGraph Library", with their real header rows, and how a row of either
 * becomes a book for the shelf. Pure: rows come in as records keyed by column name.
 */
import { isbnDigits, isIsbn10, isIsbn13 } from './isbn';
import { MAX_PAGES, READING_STATUSES, type ReadingStatus } from './progress';
import { cleanText } from './shelf-key';

/** Goodreads' export header, in its order (the export writes every column, this order). */
export const GOODREADS_COLUMNS = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;

/** StoryGraph's export header, in its order. */
export const STORYGRAPH_COLUMNS = [
  'Title',
  'Authors',
  'Contributors',
  'ISBN/UID',
  'Format',
  'Read Status',
  'Date Added',
  'Last Date Read',
  'Dates Read',
  'Read Count',
  'Moods',
  'Pace',
  'Character- or Plot-Driven?',
  'Strong Character Development?',
  'Loveable Characters?',
  'Diverse Characters?',
  'Flawed Characters?',
  'Star Rating',
  'Review',
  'Content Warnings',
  'Content Warning Description',
  'Tags',
  'Owned?',
] as const;

/**
 * Columns this tracker's export adds after Goodreads' own, so its export reads back as
 * the same shelf: every read with its dates and the star rating in halves (both named as
 * StoryGraph names them), when the current read began, and how far it is.
 */
export const SHELF_EXTRA_COLUMNS = [
  'Dates Read',
  'Star Rating',
  'Date Started',
  'Progress',
  'Current Page',
] as const;

export type CsvFormat = 'goodreads' | 'storygraph';

/** The columns each format must have for a row to be read; the others are read when present. */
const REQUIRED: Record<CsvFormat, readonly string[]> = {
  goodreads: ['Title', 'Author', 'Exclusive Shelf', 'Date Read', 'Date Added'],
  storygraph: ['Title', 'Authors', 'Read Status', 'Dates Read', 'Date Added'],
};

/** Which export a header row belongs to, or null when it is neither. */
export function detectFormat(header: readonly string[]): CsvFormat | null {
  const names = new Set(header.map((name) => name.trim()));
  if (REQUIRED.goodreads.every((name) => names.has(name))) return 'goodreads';
  if (REQUIRED.storygraph.every((name) => names.has(name))) return 'storygraph';
  return null;
}

/** One finished read found in a row. */
export interface ImportedRead {
  startedAt: Date | null;
  finishedAt: Date;
}

/** A book read from a row, with everything the export says about it. */
export interface ImportedBook {
  line: number;
  title: string;
  author: string | null;
  additionalAuthors: string | null;
  /** As the file gives them, digits only. */
  isbn: string | null;
  isbn13: string | null;
  status: ReadingStatus;
  /** 0.5 to 5 in halves, or null when not rated. */
  rating: number | null;
  review: string | null;
  /** The reader's own shelves or tags. */
  tags: string[];
  totalPages: number | null;
  addedAt: Date | null;
  /** When the current read began (this tracker's own export). */
  startedAt: Date | null;
  /** Progress and page of a book being read (this tracker's own export). */
  progress: number | null;
  currentPage: number | null;
  reads: ImportedRead[];
  /** Reads the row counts beyond those it gives dates for. */
  undatedReads: number;
}

/** A row read as a book for the shelf, or the reason it is left out. */
export type ImportedRow = ImportedBook | { line: number; title: string; skip: string };

/**
 * A calendar date as the exports write it ('2024/03/14', or ISO '2024-03-14'), kept
 * at noon UTC so it shows as the same day in any time zone; null when absent or invalid.
 */
export function parseExportDate(value: string | undefined): Date | null {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec((value ?? '').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** A positive whole number up to `max`, or null. */
function wholeNumber(value: string | undefined, max: number): number | null {
  const n = Number((value ?? '').trim());
  return (value ?? '').trim() !== '' && Number.isInteger(n) && n >= 0 && n <= max ? n : null;
}

/** A star rating rounded to the nearest half (StoryGraph allows quarters), or null for none. */
export function parseRating(value: string | undefined): number | null {
  const n = Number((value ?? '').trim());
  if (!(value ?? '').trim() || !Number.isFinite(n) || n <= 0) return null;
  return Math.min(5, Math.max(0.5, Math.round(n * 2) / 2));
}

/** A comma-separated list, each item once ('fantasy, favourites'). */
function list(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((item) => cleanText(item))
        .filter(Boolean),
    ),
  ];
}

const NO_TITLE = 'it has no title';

/** Goodreads' exclusive shelves that are not its three: a book stopped, or paused. */
const DNF_SHELF = /^(dnf|did[- _]?not[- _]?finish(ed)?|abandoned|gave[- _]?up)$/;
const PAUSED_SHELF = /^(paused|on[- _]?hold)$/;
/** The names of Goodreads' own shelves, which are not tags. */
const GOODREADS_SHELVES = new Set(['read', 'currently-reading', 'to-read']);

/**
 * Goodreads' exclusive shelf as a status: read, currently-reading, to-read; a custom one
 * named like 'dnf' is did not finish, 'paused' still reading, any other want to read (it
 * is then kept as a tag, with the reader's other shelves).
 */
function goodreadsStatus(shelf: string): ReadingStatus {
  const name = shelf.trim().toLowerCase();
  if (name === 'read') return 'completed';
  if (name === 'currently-reading' || PAUSED_SHELF.test(name)) return 'reading';
  if (DNF_SHELF.test(name)) return 'dnf';
  return 'want-to-read';
}

/** StoryGraph's read statuses; 'paused' is still being read. */
function storygraphStatus(status: string): ReadingStatus | string {
  const name = status.trim().toLowerCase();
  if (name === 'read') return 'completed';
  if (name === 'currently-reading' || name === 'paused') return 'reading';
  if (name === 'did-not-finish') return 'dnf';
  if (name === 'to-read') return 'want-to-read';
  return `its read status '${status.trim()}' is not read, currently-reading, paused, did-not-finish or to-read`;
}

/** StoryGraph's 'Dates Read': '2025/03/01-2025/03/14, 2026/09/12' (a range, or the finish alone). */
export function storygraphReads(datesRead: string | undefined, lastDateRead?: string): ImportedRead[] {
  const reads: ImportedRead[] = [];
  for (const part of (datesRead ?? '').split(',')) {
    const [first, second] = part.match(/\d{4}[/-]\d{1,2}[/-]\d{1,2}/g) ?? [];
    const finishedAt = parseExportDate(second ?? first);
    if (finishedAt) reads.push({ startedAt: second ? parseExportDate(first) : null, finishedAt });
  }
  const last = parseExportDate(lastDateRead);
  if (!reads.length && last) reads.push({ startedAt: null, finishedAt: last });
  return reads;
}

/** Reads with each finish date once: the dated list first, then a single date not in it. */
function mergeReads(reads: ImportedRead[], single: Date | null): ImportedRead[] {
  const out: ImportedRead[] = [];
  const seen = new Set<number>();
  for (const read of single ? [...reads, { startedAt: null, finishedAt: single }] : reads) {
    if (seen.has(read.finishedAt.getTime())) continue;
    seen.add(read.finishedAt.getTime());
    out.push(read);
  }
  return out;
}

/** An ISBN cell's digits when they look like an ISBN (10 or 13 characters), else null. */
function isbnOf(cell: string | undefined, length: 10 | 13): string | null {
  const digits = isbnDigits(cell);
  return digits.length === length && /^\d+X?$/.test(digits) ? digits : null;
}

/** What this tracker's own export adds after Goodreads' columns (absent in others' files). */
function extras(record: Record<string, string>) {
  return {
    startedAt: parseExportDate(record['Date Started']),
    progress: wholeNumber(record.Progress, 100),
    currentPage: wholeNumber(record['Current Page'], MAX_PAGES),
  };
}

/** Reads one record (keyed by column name) of a `format` export; `line` is where the row starts. */
export function mapRow(format: CsvFormat, record: Record<string, string>, line: number): ImportedRow {
  const title = cleanText(record.Title ?? '');
  if (!title) return { line, title, skip: NO_TITLE };
  const text = (value: string | undefined) => (value ?? '').trim() || null;
  const pages = wholeNumber(record['Number of Pages'], MAX_PAGES);
  if (format === 'goodreads') {
    const shelf = (record['Exclusive Shelf'] ?? '').trim();
    const status = goodreadsStatus(shelf);
    // A date read is a finished read whatever the shelf now (a book being read again keeps it).
    const reads = mergeReads(storygraphReads(record['Dates Read']), parseExportDate(record['Date Read']));
    const readCount = wholeNumber(record['Read Count'], 10_000) ?? 0;
    const exclusive = shelf.toLowerCase();
    const tags = list(record.Bookshelves).filter(
      (tag) => !GOODREADS_SHELVES.has(tag.toLowerCase()) && tag.toLowerCase() !== exclusive,
    );
    // A custom exclusive shelf the tracker has no shelf for stays as a tag.
    if (status === 'want-to-read' && exclusive && exclusive !== 'to-read') tags.unshift(shelf);
    return {
      line,
      title,
      author: cleanText(record.Author ?? '') || null,
      additionalAuthors: list(record['Additional Authors']).join(', ') || null,
      isbn: isbnOf(record.ISBN, 10),
      isbn13: isbnOf(record.ISBN13, 13),
      status,
      rating: parseRating(record['Star Rating']) ?? parseRating(record['My Rating']),
      review: text(record['My Review']),
      tags,
      totalPages: pages && pages > 0 ? pages : null,
      addedAt: parseExportDate(record['Date Added']),
      ...extras(record),
      reads,
      undatedReads: Math.max(0, readCount - reads.length),
    };
  }
  const status = storygraphStatus(record['Read Status'] ?? '');
  if (!(READING_STATUSES as readonly string[]).includes(status)) return { line, title, skip: status };
  // StoryGraph lists every author, comma-separated; the first is the one Goodreads names.
  const [author, ...others] = list(record.Authors);
  // A book not finished has no finished reads to count (StoryGraph's dates are when it stopped).
  const reads = status === 'dnf' ? [] : storygraphReads(record['Dates Read'], record['Last Date Read']);
  const readCount = wholeNumber(record['Read Count'], 10_000) ?? 0;
  const isbn = isbnDigits(record['ISBN/UID']);
  return {
    line,
    title,
    author: author ?? null,
    additionalAuthors: others.join(', ') || null,
    isbn: isbn.length === 10 && isIsbn10(isbn) ? isbn : null,
    isbn13: isIsbn13(isbn) ? isbn : null,
    status: status as ReadingStatus,
    rating: parseRating(record['Star Rating']),
    review: text(record.Review),
    tags: list(record.Tags),
    totalPages: pages && pages > 0 ? pages : null,
    addedAt: parseExportDate(record['Date Added']),
    ...extras(record),
    reads,
    undatedReads: status === 'dnf' ? 0 : Math.max(0, readCount - reads.length),
  };
}
