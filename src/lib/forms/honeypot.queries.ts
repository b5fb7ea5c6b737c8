/** What the honeypot's fake success needs: an id like the one a real insert would get, without inserting. */
import { sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '~db/client';

/** The id the next row of `table` would likely get (read only; nothing is stored). */
export async function likelyNextId(db: Database, table: SQLiteTable, id: SQLiteColumn): Promise<number> {
  const [row] = await db.select({ next: sql<number>`coalesce(max(${id}), 0) + 1` }).from(table);
  return Number(row?.next ?? 1);
}
