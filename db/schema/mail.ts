/** The mail outbox. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/** 'cancelled': not sent because it was no longer wanted at send time (the recipient unsubscribed). */
export const mailStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;

/** Outgoing mail, written in the same transaction as the record that caused it. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers as JSON, e.g. List-Unsubscribe. */
    headers: text('headers'),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    lastError: text('last_error'),
    /** Set while a sender holds the row, so two senders never send it twice. */
    lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    /**
     * A newsletter issue's mail: the body is the issue's, made for this recipient when it
     * is sent (so 50,000 rows do not each hold a copy), and it is not sent to someone
     * who has unsubscribed since.
     */
    issueId: integer('issue_id'),
    /**
     * A mail about a shop order that is written when it is due, from the order as it then
     * stands (the owner's notice of a new order, the buyer's 'order received'), so a
     * payment made meanwhile is reflected and the buyer is not told to pay what is paid.
     */
    orderId: integer('order_id'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_issue_idx').on(t.issueId, t.status),
    // The send-rate window (MAIL_RATE_PER_MINUTE) counts recent sends.
    index('mail_outbox_sent_idx').on(t.sentAt),
    index('mail_outbox_order_idx').on(t.orderId),
  ],
);

export type MailMessage = typeof mailOutbox.$inferSelect;
