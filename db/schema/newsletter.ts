/** Newsletter subscriptions (double opt-in) and the issues the owner sends. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, demo } from './columns';

export const subscriptionStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

export const newsletterSubscriptions = sqliteTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Stored lower-cased and trimmed, so the unique index catches case variants. */
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
    /** Set when the subscriber used the one-click unsubscribe link. */
    unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
    /**
     * Double opt-in: 'pending' until the mailed link is opened, then 'confirmed' (only
     * confirmed addresses get issues). Rows from before double opt-in were subscribed by
     * the old single opt-in, so the default is 'confirmed'.
     */
    status: text('status', { enum: subscriptionStatuses }).notNull().default('confirmed'),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    /** When the last confirmation link was queued, and how many while pending (spaces re-sends). */
    confirmSentAt: integer('confirm_sent_at', { mode: 'timestamp_ms' }),
    confirmSends: integer('confirm_sends').notNull().default(0),
  },
  (t) => [index('newsletter_subscriptions_status_idx').on(t.status)],
);

/** 'scheduled': a draft that is sent by itself at `scheduledAt`. */
export const issueStatuses = ['draft', 'scheduled', 'sent'] as const;

/** Newsletter issues: Markdown written in the admin; 'sent' once queued for every confirmed subscriber, 'scheduled' until its time. */
export const newsletterIssues = sqliteTable(
  'newsletter_issues',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subject: text('subject').notNull(),
    /** Markdown (CommonMark + GitHub tables and autolinks), rendered to sanitized HTML. */
    content: text('content').notNull(),
    status: text('status', { enum: issueStatuses }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: createdAt('updated_at'),
    /** When it was sent (queued for every confirmed subscriber); null while a draft. */
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** How many mails the send queued. */
    recipients: integer('recipients').notNull().default(0),
    demo: demo(),
    /** When a scheduled issue goes out (within 5 minutes of it); null unless scheduled. */
    scheduledAt: integer('scheduled_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('newsletter_issues_status_sent_idx').on(t.status, t.sentAt)],
);

export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export type NewsletterIssue = typeof newsletterIssues.$inferSelect;
