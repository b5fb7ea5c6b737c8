/**
 * What every admin list query shares: which page to read and a case-insensitive search.
 * The /admin tabs load their lists a page at a time (./list-query.ts reads the request).
 */
import { or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

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
