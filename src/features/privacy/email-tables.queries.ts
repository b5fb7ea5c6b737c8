/**
 * The tables of the schema that hold an email address in a column of their own, found by
 * walking db/schema.ts rather than listed by hand: an erasure removes a person's rows from
 * every such table that erase.queries.ts does not handle itself, so a table added later is
 * covered without a change here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, SQLiteTable, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import * as schema from '~db/schema';

/** A column named for an email address: `email`, `customer_email`, `reply_email`... */
export const EMAIL_COLUMN_NAME = /(^|_)email$/;

/** A table with email columns, and the condition that picks a (normalised) address's rows. */
export interface EmailTable {
  name: string;
  table: SQLiteTable;
  where(email: string): SQL;
}

const schemaTables = (Object.values(schema) as unknown[]).filter(
  (value): value is SQLiteTable => value instanceof SQLiteTable,
);

/** The tables among `tables` with an email column, except those in `handled`. */
export function emailTablesOf(tables: SQLiteTable[], handled: SQLiteTable[]): EmailTable[] {
  return tables
    .filter((table) => !handled.includes(table))
    .flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      const emails = columns.filter(
        (c: SQLiteColumn) => EMAIL_COLUMN_NAME.test(c.name) && c.getSQLType() === 'text',
      );
      if (emails.length === 0) return [];
      const where = (email: string) =>
        sql`(${sql.join(
          emails.map((c) => sql`lower(${c}) = ${email}`),
          sql` or `,
        )})`;
      return [{ name, table, where }];
    });
}

/** Every table of the schema with an email column, except those in `handled` (erased by their own rules). */
export const otherEmailTables = (handled: SQLiteTable[]) => emailTablesOf(schemaTables, handled);
