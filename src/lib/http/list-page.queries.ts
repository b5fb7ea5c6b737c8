/**
 * What every admin list query shares: which page to read, a case-insensitive search, and
 * the page read with its total.
 * The /admin tabs load their lists a page at a time (./list-query.ts reads the request).
 */
import { or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '~db/client';

/** Which page, and what to look for. */
export interface ListQuery {
  q?: string;
  limit: number;
  offset: number;
}

/** No paging: every row (SQLite reads a negative limit as none). */
export const EVERY_ROW: ListQuery = { limit: -1, offset: 0 };

/** A case-insensitive 'contains' over some columns; undefined without a search. */
export function contains(q: string | undefined, columns: SQLiteColumn[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => sql`${column} like ${like} escape '\\'`));
}

/** A query that can run inside `db.batch` and resolves to `T`. */
type BatchQuery<T> = BatchItem<'sqlite'> & PromiseLike<T>;

/**
 * One page of a list and how many rows match in all, read in one batch: `list` is the
 * list's select (filtered and ordered), `count` the matching `{ n: count() }` select.
 */
export async function readPage<Row>(
  db: Database,
  list: { limit(limit: number): { offset(offset: number): BatchQuery<Row[]> } },
  count: BatchQuery<{ n: number }[]>,
  { limit, offset }: ListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, counted] = (await db.batch([list.limit(limit).offset(offset), count])) as [
    Row[],
    { n: number }[],
  ];
  return { rows, total: counted[0]?.n ?? 0 };
}
