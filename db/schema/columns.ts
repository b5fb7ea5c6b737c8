/** Column helpers every table uses: timestamps and booleans. */
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/** Epoch-millisecond timestamp column that defaults to the insert time. */
export const createdAt = (name = 'created_at') =>
  integer(name, { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** A boolean column (0 or 1). */
export const bool = (name: string) => integer(name, { mode: 'boolean' });

/** Marks a row of the seeded demo content, which 'Remove demo content' deletes (CONTRACT.md §16). */
export const demo = () => bool('demo').notNull().default(false);
