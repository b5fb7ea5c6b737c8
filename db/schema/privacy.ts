/** Trust and personal data: the record of every erasure of a person's data. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './auth';

/** Who asked for an erasure: the owner in the admin, or a subscriber from the unsubscribe page. */
export const erasureSources = ['owner', 'subscriber'] as const;

/**
 * One row per erasure: when, by whom and how many rows of each kind it removed or
 * anonymised. Never the erased address or anything else of the person.
 */
export const erasures = sqliteTable(
  'erasures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    erasedAt: createdAt('erased_at'),
    source: text('source', { enum: erasureSources }).notNull(),
    /** The admin who erased, while that account exists. */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who erased, as the log shows it: the admin's username, or 'the subscriber'. */
    byLabel: text('by_label').notNull(),
    /** JSON: rows per kind ({"subscribers":1,"messages":2,...}). */
    counts: text('counts').notNull(),
  },
  (t) => [index('erasures_erased_at_idx').on(t.erasedAt)],
);

export type Erasure = typeof erasures.$inferSelect;

export type ErasureSource = (typeof erasureSources)[number];
