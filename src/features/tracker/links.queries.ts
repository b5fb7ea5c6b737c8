/**
 * Another device joins a shelf: a sign-in link is stored (by the hash of its secret)
 * with its mail in one batch; opening it uses it once; and the two shelves become one.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { readingLinks } from '~db/schema';
import { queueMail, type OutgoingMail } from '~/lib/mail/outbox.queries';
import { emailHash } from '~/features/privacy/email-hash';

/** How long a used or expired link is kept before it is cleared away. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a link for the visitor's shelf and queues its mail, together (and clears links
 * long dead). The link keeps the hash of the mail's address, so an erasure finds it.
 */
export async function createLink(
  db: Database,
  link: { id: string; visitor: string; expiresAt: Date },
  mail: OutgoingMail,
  now = new Date(),
): Promise<void> {
  await db.batch([
    db.delete(readingLinks).where(lt(readingLinks.expiresAt, new Date(now.getTime() - KEEP_MS))),
    db.insert(readingLinks).values({
      id: link.id,
      userId: link.visitor,
      expiresAt: link.expiresAt,
      emailHash: emailHash(mail.to),
    }),
    queueMail(db, mail),
  ]);
}

/** Why a link cannot be used: it was used already, or it expired (or was never made). */
export type UnusableLink = 'used' | 'expired';

/**
 * Uses a link once: the visitor whose shelf it joins, or why it cannot be used (a link
 * already used says so, rather than that it expired).
 */
export async function useLink(db: Database, id: string, now: Date): Promise<string | UnusableLink> {
  const [row] = await db
    .update(readingLinks)
    .set({ usedAt: now })
    .where(and(eq(readingLinks.id, id), isNull(readingLinks.usedAt), gt(readingLinks.expiresAt, now)))
    .returning({ visitor: readingLinks.userId });
  return row?.visitor ?? ((await linkUsed(db, id)) ? 'used' : 'expired');
}

/** True when the link was made and has been used. */
export async function linkUsed(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ usedAt: readingLinks.usedAt })
    .from(readingLinks)
    .where(eq(readingLinks.id, id))
    .limit(1);
  return Boolean(row?.usedAt);
}

/**
 * Moves the shelf of visitor `from` into the shelf of `into`, in one batch. A book on
 * both shelves becomes one entry: every finished read of both, the furthest status
 * (completed, then reading, then did not finish) and progress, the earliest start.
 * Goals move too; for a year both have, the one set last wins.
 */
export async function joinShelves(db: Database, from: string, into: string): Promise<void> {
  if (from === into) return;
  await db.batch([
    db.run(sql`insert into reading_finishes (progress_id, started_at, finished_at)
      select ea.id, f.started_at, f.finished_at from reading_finishes f
      join user_reading_progress eb on eb.id = f.progress_id and eb.user_id = ${from}
      join user_reading_progress ea on ea.user_id = ${into} and ea.shelf_key = eb.shelf_key
      where true on conflict do nothing`),
    db.run(sql`update user_reading_progress as ea set
      status = case when 'completed' in (ea.status, eb.status) then 'completed'
                    when 'reading' in (ea.status, eb.status) then 'reading' else 'dnf' end,
      progress = case when 'completed' in (ea.status, eb.status) then 100 else max(ea.progress, eb.progress) end,
      total_pages = coalesce(ea.total_pages, eb.total_pages),
      current_page = case when 'completed' in (ea.status, eb.status) then coalesce(ea.total_pages, eb.total_pages)
                          when eb.current_page is null then ea.current_page
                          when ea.current_page is null then eb.current_page
                          else max(ea.current_page, eb.current_page) end,
      started_at = min(ea.started_at, eb.started_at),
      completed_at = nullif(max(coalesce(ea.completed_at, 0), coalesce(eb.completed_at, 0)), 0),
      challenge_id = coalesce(ea.challenge_id, eb.challenge_id),
      book_id = coalesce(ea.book_id, eb.book_id),
      title = coalesce(ea.title, eb.title),
      author = coalesce(ea.author, eb.author)
      from user_reading_progress as eb
      where ea.user_id = ${into} and eb.user_id = ${from} and eb.shelf_key = ea.shelf_key`),
    db.run(sql`delete from reading_finishes where progress_id in (
      select eb.id from user_reading_progress eb where eb.user_id = ${from} and eb.shelf_key in (
        select shelf_key from user_reading_progress where user_id = ${into} and shelf_key is not null))`),
    db.run(sql`delete from user_reading_progress where user_id = ${from} and shelf_key in (
      select shelf_key from user_reading_progress where user_id = ${into} and shelf_key is not null)`),
    db.run(sql`update user_reading_progress set user_id = ${into} where user_id = ${from}`),
    db.run(sql`insert into reading_goals (user_id, year, target, updated_at)
      select ${into}, year, target, updated_at from reading_goals where user_id = ${from}
      on conflict (user_id, year) do update set target = excluded.target, updated_at = excluded.updated_at
      where excluded.updated_at > reading_goals.updated_at`),
    db.run(sql`delete from reading_goals where user_id = ${from}`),
    // Links the other device asked for now open the joined shelf.
    db.run(sql`update reading_links set user_id = ${into} where user_id = ${from}`),
  ]);
}
