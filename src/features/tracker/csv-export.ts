/**
 * The shelf as a Goodreads library export: Goodreads' header row and its conventions
 * (dates as 2024/03/14, ISBNs as ="...", the exclusive shelf read, currently-reading or,
 * for a book not finished, did-not-finish), so Goodreads, StoryGraph and this tracker's
 * own import read it back.
 */
import { stringify } from 'csv-stringify/sync';
import type { ProgressEntry } from './progress.queries';
import { AUTHOR } from '~/features/books/author';
import { GOODREADS_COLUMNS } from './csv-formats';

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

const SHELVES = { completed: 'read', reading: 'currently-reading', dnf: 'did-not-finish' } as const;

/** One entry as a Goodreads row, column by column. */
export function goodreadsRow(entry: ProgressEntry): Record<(typeof GOODREADS_COLUMNS)[number], string> {
  const author = entry.author ?? (entry.bookId !== null || entry.book ? AUTHOR : '');
  const shelf = SHELVES[entry.status];
  const starts = [entry.startedAt, ...entry.reads.map((r) => r.startedAt ?? r.finishedAt)]
    .filter((d): d is Date => Boolean(d))
    .map((d) => new Date(d).getTime());
  const latest = entry.reads[0]?.finishedAt ?? entry.completedAt;
  const reads = Math.max(entry.reads.length, entry.status === 'completed' ? 1 : 0);
  return {
    'Book Id': '',
    Title: entry.title,
    Author: author,
    'Author l-f': author ? lastFirst(author) : '',
    'Additional Authors': '',
    ISBN: '=""',
    ISBN13: '=""',
    'My Rating': '0',
    'Average Rating': '',
    Publisher: '',
    Binding: '',
    'Number of Pages': entry.totalPages ? String(entry.totalPages) : '',
    'Year Published': '',
    'Original Publication Year': '',
    'Date Read': latest ? exportDate(latest) : '',
    'Date Added': starts.length ? exportDate(new Date(Math.min(...starts))) : '',
    Bookshelves: shelf === 'read' ? '' : shelf,
    'Bookshelves with positions': '',
    'Exclusive Shelf': shelf,
    'My Review': '',
    Spoiler: '',
    'Private Notes': '',
    'Read Count': String(reads),
    'Owned Copies': '0',
  };
}

/** The whole shelf as Goodreads CSV, header first (CRLF line ends, as RFC 4180 writes them). */
export function goodreadsCsv(entries: readonly ProgressEntry[]): string {
  return stringify(
    entries.map((entry) => GOODREADS_COLUMNS.map((column) => goodreadsRow(entry)[column])),
    { header: true, columns: [...GOODREADS_COLUMNS], record_delimiter: 'windows' },
  );
}
