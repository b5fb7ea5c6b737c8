/**
 * What an import adds to a shelf, decided before anything is written: each book once
 * (matched by ISBN first, then catalogue books by id and others by title and author,
 * series notes ignored), new read dates for books already there (a reread keeps both
 * dates), and for every row left out, why. Pure, so a second import of the same file
 * provably adds nothing.
 */
import type { ImportedEntry, ImportedReads } from './import.queries';
import type { CsvFormat, ImportedBook, ImportedRead, ImportedRow } from './csv-formats';
import { toIsbn13 } from './isbn';
import { clampProgress, MAX_PROGRESS, pagePercent } from './progress';
import { catalogueIsbns, catalogueMatcher, shelfKey, type CatalogueBook } from './shelf-key';
import type { TimeSlicer } from './time-slicer';

/** A book already on the visitor's shelf, as matching needs it. */
export interface ShelfBook {
  id: number;
  bookId: number | null;
  title: string | null;
  author: string | null;
  isbn: string | null;
  isbn13: string | null;
  /** Finish times (ms) of its reads. */
  finishes: Set<number>;
}

/** The answer of an import: counts, and each reason rows were skipped with their lines. */
export interface ImportSummary {
  format: CsvFormat;
  /** What undoes this import (DELETE /api/reading-progress/import/{importId}); null when it changed nothing. */
  importId: string | null;
  /** Rows read (the header not counted). */
  rows: number;
  /** Books new to the shelf. */
  added: number;
  /** Books already on the shelf that gained read dates (rereads). */
  updated: number;
  skipped: number;
  /** Why rows were skipped, with up to MAX_LINES of their line numbers each. */
  reasons: { reason: string; count: number; lines: number[] }[];
}

/** How many line numbers each skip reason lists. */
export const MAX_LINES = 10;

export const ALREADY_ON_SHELF = 'it is already on your shelf';

/** The plan: entries to create, reads to add to existing entries, and the summary. */
export interface ImportPlan {
  entries: ImportedEntry[];
  reads: ImportedReads[];
  summary: Omit<ImportSummary, 'importId'>;
}

/** Reads of `extra` whose finish is not in `known` (ms), one per finish time. */
function newReads(known: Set<number>, extra: readonly ImportedRead[]): ImportedRead[] {
  const seen = new Set(known);
  return extra.filter((read) => {
    const t = read.finishedAt.getTime();
    if (seen.has(t)) return false;
    seen.add(t);
    return true;
  });
}

/** Finds a book by ISBN-13 first, then by its shelf key. */
class BookFinder<T> {
  private readonly byIsbn = new Map<string, T>();
  private readonly byKey = new Map<string, T>();

  add(value: T, keys: { isbn13: string | null; key: string }) {
    if (keys.isbn13 && !this.byIsbn.has(keys.isbn13)) this.byIsbn.set(keys.isbn13, value);
    if (!this.byKey.has(keys.key)) this.byKey.set(keys.key, value);
  }

  find(keys: { isbn13: string | null; key: string }): T | undefined {
    return (keys.isbn13 ? this.byIsbn.get(keys.isbn13) : undefined) ?? this.byKey.get(keys.key);
  }
}

/** The entry a row makes: its shelf, progress and pages as the file says, dated by the file. */
function entryOf(
  row: ImportedBook,
  key: string,
  book: CatalogueBook | undefined,
  reads: ImportedRead[],
  now: Date,
): ImportedEntry & { line: number } {
  const completed = row.status === 'completed';
  // A catalogue book's own ISBNs and page count are the catalogue's: the entry keeps only what
  // differs (pages it is tracked by), and the export fills the catalogue's back in.
  const catalogue = new Set(book ? catalogueIsbns(book) : []);
  const own = (isbn: string | null) => (catalogue.has(toIsbn13(isbn) ?? '') ? null : isbn);
  const total =
    book?.pageCount && row.totalPages === book.pageCount && row.currentPage === null ? null : row.totalPages;
  const page = total ? Math.min(total, row.currentPage ?? (completed ? total : 0)) : null;
  const progress = completed
    ? MAX_PROGRESS
    : row.progress !== null
      ? clampProgress(row.progress)
      : total && page
        ? pagePercent(page, total)
        : 0;
  const starts = reads.map((r) => (r.startedAt ?? r.finishedAt).getTime());
  const startedAt = new Date(
    row.startedAt?.getTime() ??
      row.addedAt?.getTime() ??
      (starts.length ? Math.min(...starts) : now.getTime()),
  );
  return {
    line: row.line,
    shelfKey: key,
    bookId: book?.id ?? null,
    // A catalogue book keeps the catalogue's spelling of its title.
    title: book?.title ?? row.title,
    author: book ? null : row.author,
    additionalAuthors: row.additionalAuthors,
    isbn: own(row.isbn),
    isbn13: own(row.isbn13),
    status: row.status,
    progress,
    totalPages: total,
    currentPage: page,
    rating: row.rating,
    review: row.review,
    tags: row.tags,
    addedAt: row.addedAt ?? startedAt,
    startedAt,
    completedAt: null,
    undatedReads: row.undatedReads,
    reads,
  };
}

/** Plans importing `rows` into a shelf, matching catalogue titles to catalogue books. */
export async function planImport(
  format: CsvFormat,
  rows: readonly ImportedRow[],
  shelf: readonly ShelfBook[],
  catalogue: readonly CatalogueBook[],
  now: Date = new Date(),
  slicer?: TimeSlicer,
): Promise<ImportPlan> {
  const match = catalogueMatcher(catalogue);
  const skips = new Map<string, number[]>();
  const skip = (reason: string, line: number) => {
    const lines = skips.get(reason);
    if (lines) lines.push(line);
    else skips.set(reason, [line]);
  };
  const onShelf = new BookFinder<ShelfBook>();
  for (const book of shelf)
    onShelf.add(book, {
      isbn13: toIsbn13(book.isbn13) ?? toIsbn13(book.isbn),
      key: shelfKey({ bookId: book.bookId, title: book.title, author: book.author }),
    });
  const inFile = new BookFinder<ImportedEntry & { line: number }>();
  const fresh: (ImportedEntry & { line: number })[] = [];
  const more = new Map<number, ImportedRead[]>();
  let updated = 0;

  for (const row of rows) {
    await slicer?.maybePause();
    if ('skip' in row) {
      skip(row.skip, row.line);
      continue;
    }
    const isbn13 = toIsbn13(row.isbn13) ?? toIsbn13(row.isbn);
    const book = match(row.title, row.author, isbn13);
    const keys = {
      isbn13,
      key: shelfKey({ bookId: book?.id ?? null, title: row.title, author: row.author }),
    };
    const earlier = inFile.find(keys);
    if (earlier) {
      // The same book twice in one file: one entry, with every read date.
      earlier.reads = [
        ...earlier.reads,
        ...newReads(new Set(earlier.reads.map((r) => r.finishedAt.getTime())), row.reads),
      ];
      skip(`it is the same book as line ${earlier.line}`, row.line);
      continue;
    }
    const existing = onShelf.find(keys);
    if (existing) {
      const known = new Set([
        ...existing.finishes,
        ...(more.get(existing.id) ?? []).map((r) => r.finishedAt.getTime()),
      ]);
      const added = newReads(known, row.reads);
      if (added.length) {
        if (!more.has(existing.id)) updated += 1;
        more.set(existing.id, [...(more.get(existing.id) ?? []), ...added]);
      } else skip(ALREADY_ON_SHELF, row.line);
      continue;
    }
    const entry = entryOf(row, keys.key, book, newReads(new Set(), row.reads), now);
    inFile.add(entry, keys);
    fresh.push(entry);
  }

  const entries = fresh.map(({ line: _line, ...entry }) => ({
    ...entry,
    // The latest finish, once every row of the book is in.
    completedAt:
      entry.status === 'completed' && entry.reads.length
        ? new Date(Math.max(...entry.reads.map((r) => r.finishedAt.getTime())))
        : null,
  }));
  const reasons = [...skips].map(([reason, lines]) => ({
    reason,
    count: lines.length,
    lines: lines.slice(0, MAX_LINES),
  }));
  return {
    entries,
    reads: [...more].map(([entryId, reads]) => ({ entryId, reads })),
    summary: {
      format,
      rows: rows.length,
      added: entries.length,
      updated,
      skipped: reasons.reduce((n, r) => n + r.count, 0),
      reasons,
    },
  };
}
