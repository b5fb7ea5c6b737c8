/**
 * The admin's big lists a page at a time, newest first, with an optional search, and how
 * many match in all: contact messages, newsletter subscribers, the mail outbox, blog
 * posts and reader stories. The /admin tabs load them from the API when opened, so the
 * dashboard page stays small however long the lists grow.
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { MessageFilter } from '~db/enums';
import type { Database } from '~db/client';
import { messageFilter } from '~/features/contact/messages.queries';
import {
  blogPosts,
  books,
  contactMessages,
  mailOutbox,
  newsletterSubscriptions,
  readerImpactStories,
} from '~db/schema';

/** Which page, and what to look for. */
export interface ListQuery {
  q?: string;
  limit: number;
  offset: number;
}

/** A case-insensitive 'contains' over some columns; undefined without a search. */
function contains(q: string | undefined, columns: SQLiteColumn[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => sql`${column} like ${like} escape '\\'`));
}

/** Contact messages, searched in name, email, subject and message, optionally only open, handled or archived ones. */
export async function pageMessages(
  db: Database,
  { q, limit, offset, status }: ListQuery & { status?: MessageFilter },
) {
  const where = and(
    contains(q, [
      contactMessages.name,
      contactMessages.email,
      contactMessages.subject,
      contactMessages.message,
    ]),
    messageFilter(status),
  );
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Newsletter subscribers, searched by address. */
export async function pageSubscribers(db: Database, { q, limit, offset }: ListQuery) {
  const where = contains(q, [newsletterSubscriptions.email]);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The mail outbox without bodies, searched in recipient, subject and kind. */
export async function pageOutbox(db: Database, { q, limit, offset }: ListQuery) {
  const where = contains(q, [mailOutbox.to, mailOutbox.subject, mailOutbox.kind]);
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        sentAt: mailOutbox.sentAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Blog posts, searched in title and excerpt. */
export async function pagePosts(db: Database, { q, limit, offset }: ListQuery) {
  const where = contains(q, [blogPosts.title, blogPosts.excerpt]);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Reader stories with their book's title, searched in reader, story and book title. */
export async function pageStories(db: Database, { q, limit, offset }: ListQuery) {
  const where = contains(q, [readerImpactStories.readerName, readerImpactStories.story, books.title]);
  const [rows, [total]] = await db.batch([
    db
      .select({ story: readerImpactStories, bookTitle: books.title })
      .from(readerImpactStories)
      .innerJoin(books, eq(books.id, readerImpactStories.bookId))
      .where(where)
      .orderBy(desc(readerImpactStories.submittedAt), desc(readerImpactStories.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(readerImpactStories)
      .innerJoin(books, eq(books.id, readerImpactStories.bookId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
