/** Every table of the schema with its columns, for tests that must cover whatever tables exist. */
import { getTableConfig, SQLiteTable, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import * as schema from '../../db/schema';

export interface WalkedTable {
  name: string;
  table: SQLiteTable;
  columns: SQLiteColumn[];
}

/** The tables db/schema.ts exports, each with its columns. */
export function schemaTables(): WalkedTable[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is SQLiteTable => value instanceof SQLiteTable)
    .map((table) => {
      const { name, columns } = getTableConfig(table);
      return { name, table, columns };
    });
}
