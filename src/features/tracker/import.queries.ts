/**
 * Writing an import: new entries and their reads, and new reads of books already on
 * the shelf, in one batch. Each insert is guarded by the shelf's unique keys, so even
 * two imports racing cannot put a book or a read date on a shelf twice.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import { readingFinishes, userReadingProgress as progress, type ReadingProgress } from '~db/schema';

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
  status: ReadingProgress['status'];
  progress: number;
  currentPage: number | null;
  totalPages: number | null;
  startedAt: Date;
  completedAt: Date | null;
  reads: ImportedFinish[];
}

/** Read dates to add to an entry already on the shelf. */
export interface ImportedReads {
  entryId: number;
  reads: ImportedFinish[];
}

/** Rows per multi-row statement (SQLite allows 32,766 parameters per statement). */
const CHUNK = 400;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** The visitor's shelf as an import needs it: entry id and finish times per shelf key. */
export async function shelfIndex(
  db: Database,
  visitor: string,
): Promise<Map<string, { id: number; finishes: Set<number> }>> {
  const rows = await db
    .select({ id: progress.id, key: progress.shelfKey, finishedAt: readingFinishes.finishedAt })
    .from(progress)
    .leftJoin(readingFinishes, eq(readingFinishes.progressId, progress.id))
    .where(eq(progress.userId, visitor));
  const index = new Map<string, { id: number; finishes: Set<number> }>();
  for (const row of rows) {
    if (!row.key) continue;
    const entry = index.get(row.key) ?? { id: row.id, finishes: new Set<number>() };
    if (row.finishedAt) entry.finishes.add(row.finishedAt.getTime());
    index.set(row.key, entry);
  }
  return index;
}

/** Writes an import plan for the visitor in one atomic batch. */
export async function writeImport(
  db: Database,
  visitor: string,
  entries: readonly ImportedEntry[],
  reads: readonly ImportedReads[],
): Promise<void> {
  const statements = [];
  for (const part of chunks(entries)) {
    statements.push(
      db
        .insert(progress)
        .values(part.map(({ reads: _reads, ...entry }) => ({ ...entry, userId: visitor })))
        .onConflictDoNothing({ target: [progress.userId, progress.shelfKey] }),
    );
  }
  // Reads of new entries find their entry by shelf key; reads of existing ones by id (still the visitor's).
  const byKey = entries.flatMap((e) => e.reads.map((r) => [e.shelfKey, r] as const));
  statements.push(...insertReads(db, byKey, sql`p.user_id = ${visitor} and p.shelf_key = v.column1`));
  const byId = reads.flatMap((e) => e.reads.map((r) => [e.entryId, r] as const));
  statements.push(...insertReads(db, byId, sql`p.id = v.column1 and p.user_id = ${visitor}`));
  if (statements.length) await db.batch(statements as [(typeof statements)[0], ...typeof statements]);
}

/**
 * The statements that add `reads`, each paired with what finds its entry: `entry` joins
 * the shelf row `p` to the pair's first value (`v.column1`). Reads already there are skipped.
 */
function insertReads(db: Database, reads: (readonly [string | number, ImportedFinish])[], entry: SQL) {
  return chunks(reads).map((part) => {
    const values = sql.join(
      part.map(([ref, r]) => sql`(${ref}, ${r.startedAt?.getTime() ?? null}, ${r.finishedAt.getTime()})`),
      sql`, `,
    );
    return db.run(sql`insert into ${readingFinishes} (progress_id, started_at, finished_at)
        select p.id, v.column2, v.column3 from (values ${values}) v
        join ${progress} p on ${entry}
        where true on conflict do nothing`);
  });
}
