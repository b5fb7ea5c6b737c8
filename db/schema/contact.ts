/** Messages sent through the contact form. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When the owner marked it handled (answered or dealt with); null while open. */
    handledAt: integer('handled_at', { mode: 'timestamp_ms' }),
    /** When the owner archived it: out of the open and handled lists, kept for the record. */
    archivedAt: integer('archived_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    // The Messages tab's filters and the Overview's count of open messages.
    index('contact_messages_state_idx').on(t.archivedAt, t.handledAt),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
