/**
 * Writing an import: new entries and their reads, and new reads of books already on
 * the shelf, each marked with the import's id so the import can be undone. Each insert
 * is guarded by the shelf's unique keys, so even two imports racing cannot put a book or
 * a read date on a shelf twice.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import { readingFinishes, userReadingProgress as progress, type ReadingProgress } from '~db/schema';
import type { ShelfBook } from './import-plan';
import type { TimeSlicer } from './time-slicer';

/** A finished read to record. */
export interface ImportedFinish {
  startedAt: Date | null;
  finishedAt: Date;
}

/** A new entry from an import, with the reads it brings. */
export interface ImportedEntry {
  shelfKey: string;
  bookId: number | null;
  title: string;
  author: string | null;
  additionalAuthors: string | null;
  isbn: string | null;
  isbn13: string | null;
  status: ReadingProgress['status'];
  progress: number;
  currentPage: number | null;
  totalPages: number | null;
  rating: number | null;
  review: string | null;
  tags: string[];
  addedAt: Date;
  startedAt: Date;
  completedAt: Date | null;
  undatedReads: number;
  reads: ImportedFinish[];
}

/** Read dates to add to an entry already on the shelf. */
export interface ImportedReads {
  entryId: number;
  reads: ImportedFinish[];
}

/**
 * Rows per statement, and per batch. A local database file is written without a break
 * for the event loop, so a large import is written in batches of this many rows (a few
 * milliseconds each), giving other requests a turn between them. A statement's rows go
 * as one JSON text read with json_each: one parameter instead of 20 per row, and no
 * parameter objects (README, 'Faults, hostile input and memory').
 */
const CHUNK = 250;
const STATEMENTS_PER_BATCH = 1;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The visitor's shelf as an import needs it: each book's ids, title, author, ISBNs and finish times. */
export async function shelfIndex(db: Database, visitor: string): Promise<ShelfBook[]> {
  const rows = await db
    .select({
      id: progress.id,
      bookId: progress.bookId,
      title: progress.title,
      author: progress.author,
      isbn: progress.isbn,
      isbn13: progress.isbn13,
      finishedAt: readingFinishes.finishedAt,
    })
    .from(progress)
    .leftJoin(readingFinishes, eq(readingFinishes.progressId, progress.id))
    .where(eq(progress.userId, visitor));
  const byId = new Map<number, ShelfBook>();
  for (const { finishedAt, ...row } of rows) {
    const book = byId.get(row.id) ?? { ...row, finishes: new Set<number>() };
    if (finishedAt) book.finishes.add(finishedAt.getTime());
    byId.set(row.id, book);
  }
  return [...byId.values()];
}

/**
 * Writes an import plan for the visitor, every row marked with `importId`. Small imports
 * are one atomic batch; a large one is written in batches with a pause between them, and
 * if one of them fails, what the earlier ones wrote is removed again (by the import's id).
 */
export async function writeImport(
  db: Database,
  visitor: string,
  importId: string,
  entries: readonly ImportedEntry[],
  reads: readonly ImportedReads[],
  slicer?: TimeSlicer,
): Promise<void> {
  const statements = chunks(entries).map((part) => {
    const values = JSON.stringify(
      part.map((e) => [
        e.bookId,
        e.status,
        e.progress,
        e.startedAt.getTime(),
        e.completedAt?.getTime() ?? null,
        e.title,
        e.author,
        e.currentPage,
        e.totalPages,
        e.shelfKey,
        e.rating,
        e.review,
        e.additionalAuthors,
        e.isbn,
        e.isbn13,
        e.tags.length ? JSON.stringify(e.tags) : null,
        e.addedAt.getTime(),
        e.undatedReads,
      ]),
    );
    // json_each gives numbers back as integers or reals, strings as text and null as NULL:
    // each column gets the value it got before as a parameter.
    return db.run(sql`insert into ${progress} (user_id, book_id, status, progress, started_at,
        completed_at, title, author, current_page, total_pages, shelf_key, rating, review,
        additional_authors, isbn, isbn13, tags, added_at, undated_reads, import_id)
      select ${visitor}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4,
        value ->> 5, value ->> 6, value ->> 7, value ->> 8, value ->> 9, value ->> 10,
        value ->> 11, value ->> 12, value ->> 13, value ->> 14, value ->> 15, value ->> 16,
        value ->> 17, ${importId}
      from json_each(${values}) where true
      on conflict (user_id, shelf_key) do nothing`);
  });
  // Reads of new entries find their entry by shelf key; reads of existing ones by id (still the visitor's).
  const byKey = entries.flatMap((e) => e.reads.map((r) => [e.shelfKey, r] as const));
  statements.push(
    ...insertReads(db, byKey, sql`p.user_id = ${visitor} and p.shelf_key = v.value ->> 0`, null),
  );
  const byId = reads.flatMap((e) => e.reads.map((r) => [e.entryId, r] as const));
  statements.push(...insertReads(db, byId, sql`p.id = v.value ->> 0 and p.user_id = ${visitor}`, importId));
  if (byId.length) statements.push(latestFinish(db, visitor));
  const batches = chunks(statements, STATEMENTS_PER_BATCH);
  try {
    for (const [i, batch] of batches.entries()) {
      if (i > 0) await slicer?.pause();
      await db.batch(batch as [(typeof batch)[0], ...typeof batch]);
    }
  } catch (error) {
    if (batches.length > 1) await undoImport(db, visitor, importId).catch(() => {});
    throw error;
  }
}

/**
 * The statements that add `reads`, each paired with what finds its entry: `entry` joins
 * the shelf row `p` to the pair's first value (`v.value ->> 0`). Reads already there are skipped.
 * Reads of an entry the import adds need no mark (they go with the entry); reads added to
 * a book already on the shelf carry `importId`.
 */
function insertReads(
  db: Database,
  reads: (readonly [string | number, ImportedFinish])[],
  entry: SQL,
  importId: string | null,
) {
  return chunks(reads).map((part) => {
    const values = JSON.stringify(
      part.map(([ref, r]) => [ref, r.startedAt?.getTime() ?? null, r.finishedAt.getTime()]),
    );
    // `cross join` keeps the JSON rows the outer loop (each finds its entry by index); the
    // planner would otherwise scan the shelf and read the whole JSON once per entry.
    return db.run(sql`insert into ${readingFinishes} (progress_id, started_at, finished_at, import_id)
        select p.id, v.value ->> 1, v.value ->> 2, ${importId} from json_each(${values}) v
        cross join ${progress} p on ${entry}
        where true on conflict do nothing`);
  });
}

/**
 * Undoes an import of the visitor's: removes the entries it added (their reads go with
 * them) and the reads it added to books already on the shelf, in one batch. Returns how
 * many of each were removed (both 0 when the import is unknown, or another visitor's).
 */
export async function undoImport(
  db: Database,
  visitor: string,
  importId: string,
): Promise<{ entries: number; reads: number }> {
  const mine = db.select({ id: progress.id }).from(progress).where(eq(progress.userId, visitor));
  const [reads, entries] = await db.batch([
    db
      .delete(readingFinishes)
      .where(and(eq(readingFinishes.importId, importId), inArray(readingFinishes.progressId, mine)))
      .returning({ id: readingFinishes.id }),
    db
      .delete(progress)
      .where(and(eq(progress.userId, visitor), eq(progress.importId, importId)))
      .returning({ id: progress.id }),
    latestFinish(db, visitor),
  ]);
  return { entries: entries.length, reads: reads.length };
}

/** A finished book's completedAt is its latest finished read (after reads were added or taken away). */
function latestFinish(db: Database, visitor: string) {
  return db.run(sql`update ${progress} set completed_at = (
      select max(f.finished_at) from ${readingFinishes} f where f.progress_id = ${progress.id})
    where ${progress.userId} = ${visitor} and ${progress.status} = 'completed'
      and exists (select 1 from ${readingFinishes} f where f.progress_id = ${progress.id})`);
}
