/**
 * The two CSV exports readers bring: Goodreads' "Export Library" and StoryGraph's
 * "Export StoryGraph Library", with their real header rows, and how a row of either
 * becomes a book for the shelf. Pure: rows come in as records keyed by column name.
 */
import type { ReadingStatus } from './progress';
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

export type CsvFormat = 'goodreads' | 'storygraph';

/** The columns each format must have for a row to be read; the others are not used. */
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

/** A row read as a book for the shelf, or the reason it is left out. */
export type ImportedRow =
  | {
      line: number;
      title: string;
      author: string | null;
      status: ReadingStatus;
      totalPages: number | null;
      addedAt: Date | null;
      reads: ImportedRead[];
    }
  | { line: number; title: string; skip: string };

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

/** A positive whole page count, or null. */
function pageCount(value: string | undefined): number | null {
  const n = Number((value ?? '').trim());
  return Number.isInteger(n) && n > 0 && n <= 100_000 ? n : null;
}

const TO_READ = 'it is on the to-read shelf (the tracker keeps books read, being read or not finished)';
const NO_TITLE = 'it has no title';

/** Goodreads' exclusive shelves; a custom one named like 'dnf' or 'did-not-finish' means did not finish. */
function goodreadsStatus(shelf: string): ReadingStatus | string {
  const name = shelf.trim().toLowerCase();
  if (name === 'read') return 'completed';
  if (name === 'currently-reading') return 'reading';
  if (name === 'to-read') return TO_READ;
  if (/^(dnf|did[- _]?not[- _]?finish(ed)?|abandoned|gave[- _]?up)$/.test(name)) return 'dnf';
  return `its shelf '${shelf.trim()}' is not read, currently-reading or did-not-finish`;
}

/** StoryGraph's read statuses; 'paused' is still being read. */
function storygraphStatus(status: string): ReadingStatus | string {
  const name = status.trim().toLowerCase();
  if (name === 'read') return 'completed';
  if (name === 'currently-reading' || name === 'paused') return 'reading';
  if (name === 'did-not-finish') return 'dnf';
  if (name === 'to-read') return TO_READ;
  return `its read status '${status.trim()}' is not read, currently-reading, paused or did-not-finish`;
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

/** Reads one record (keyed by column name) of a `format` export; `line` is where the row starts. */
export function mapRow(format: CsvFormat, record: Record<string, string>, line: number): ImportedRow {
  const title = cleanText(record.Title ?? '');
  if (!title) return { line, title, skip: NO_TITLE };
  if (format === 'goodreads') {
    const status = goodreadsStatus(record['Exclusive Shelf'] ?? '');
    if (status !== 'completed' && status !== 'reading' && status !== 'dnf')
      return { line, title, skip: status };
    const finishedAt = status === 'completed' ? parseExportDate(record['Date Read']) : null;
    return {
      line,
      title,
      author: cleanText(record.Author ?? '') || null,
      status,
      totalPages: pageCount(record['Number of Pages']),
      addedAt: parseExportDate(record['Date Added']),
      reads: finishedAt ? [{ startedAt: null, finishedAt }] : [],
    };
  }
  const status = storygraphStatus(record['Read Status'] ?? '');
  if (status !== 'completed' && status !== 'reading' && status !== 'dnf')
    return { line, title, skip: status };
  // StoryGraph lists every author, comma-separated; the first is the one Goodreads names.
  const author = cleanText((record.Authors ?? '').split(',')[0] ?? '') || null;
  return {
    line,
    title,
    author,
    status,
    totalPages: null,
    addedAt: parseExportDate(record['Date Added']),
    // A book not finished has no finished reads to count.
    reads: status === 'dnf' ? [] : storygraphReads(record['Dates Read'], record['Last Date Read']),
  };
}
