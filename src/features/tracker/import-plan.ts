/**
 * What an import adds to a shelf, decided before anything is written: each book once
 * (catalogue books by id, others by title and author), new read dates for books already
 * there (a reread keeps both dates), and for every row left out, why. Pure, so a second
 * import of the same file provably adds nothing.
 */
import type { ImportedEntry, ImportedReads } from './import.queries';
import type { CsvFormat, ImportedRead, ImportedRow } from './csv-formats';
import { MAX_PROGRESS } from './progress';
import { catalogueMatcher, shelfKey, type CatalogueBook } from './shelf-key';

/** What the visitor's shelf already holds: entry id and finish times (ms) per shelf key. */
export type ShelfIndex = Map<string, { id: number; finishes: Set<number> }>;

/** The answer of an import: counts, and each reason rows were skipped with their lines. */
export interface ImportSummary {
  format: CsvFormat;
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
  summary: ImportSummary;
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

/** Plans importing `rows` into a shelf, matching catalogue titles to catalogue books. */
export function planImport(
  format: CsvFormat,
  rows: readonly ImportedRow[],
  shelf: ShelfIndex,
  catalogue: readonly CatalogueBook[],
  now: Date = new Date(),
): ImportPlan {
  const match = catalogueMatcher(catalogue);
  const skips = new Map<string, number[]>();
  const skip = (reason: string, line: number) => {
    const lines = skips.get(reason);
    if (lines) lines.push(line);
    else skips.set(reason, [line]);
  };
  const fresh = new Map<string, ImportedEntry & { line: number }>();
  const more = new Map<number, ImportedRead[]>();
  let updated = 0;

  for (const row of rows) {
    if ('skip' in row) {
      skip(row.skip, row.line);
      continue;
    }
    const book = match(row.title, row.author);
    const key = shelfKey({ bookId: book?.id ?? null, title: row.title, author: row.author });
    const earlier = fresh.get(key);
    if (earlier) {
      // The same book twice in one file: one entry, with every read date.
      earlier.reads = [
        ...earlier.reads,
        ...newReads(new Set(earlier.reads.map((r) => r.finishedAt.getTime())), row.reads),
      ];
      skip(`it is the same book as line ${earlier.line}`, row.line);
      continue;
    }
    const existing = shelf.get(key);
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
    const reads = newReads(new Set(), row.reads);
    const starts = reads.map((r) => (r.startedAt ?? r.finishedAt).getTime());
    const completed = row.status === 'completed';
    fresh.set(key, {
      line: row.line,
      shelfKey: key,
      bookId: book?.id ?? null,
      // A catalogue book keeps the catalogue's spelling of its title.
      title: book?.title ?? row.title,
      author: book ? null : row.author,
      status: row.status,
      progress: completed ? MAX_PROGRESS : 0,
      totalPages: row.totalPages,
      currentPage: row.totalPages && completed ? row.totalPages : row.totalPages ? 0 : null,
      startedAt: new Date(row.addedAt?.getTime() ?? (starts.length ? Math.min(...starts) : now.getTime())),
      completedAt: null,
      reads,
    });
  }

  const entries = [...fresh.values()].map(({ line: _line, ...entry }) => ({
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
