/**
 * Newsletter issues: drafts the owner writes, schedules, the send that queues one mail per
 * confirmed subscriber in one transaction (once: a second send queues nothing), delivery
 * counts per issue, and the sent issues the public archive shows.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { mailOutbox, newsletterIssues, newsletterSubscriptions, type NewsletterIssue } from '~db/schema';

const i = newsletterIssues;

/** Stores a new draft. */
export async function createIssue(
  db: Database,
  input: { subject: string; content: string },
): Promise<NewsletterIssue> {
  const [row] = await db.insert(i).values(input).returning();
  return row!;
}

/** One issue, draft or sent. */
export async function getIssue(db: Database, id: number): Promise<NewsletterIssue | undefined> {
  const [row] = await db.select().from(i).where(eq(i.id, id)).limit(1);
  return row;
}

/** Every issue, drafts first, then the newest sent. */
export function listIssues(db: Database): Promise<NewsletterIssue[]> {
  return db
    .select()
    .from(i)
    .orderBy(sql`${i.sentAt} is not null`, desc(i.sentAt), desc(i.id));
}

/** Sent issues, newest first (the public archive and its feed). */
export function listSentIssues(db: Database): Promise<NewsletterIssue[]> {
  return db.select().from(i).where(eq(i.status, 'sent')).orderBy(desc(i.sentAt), desc(i.id));
}

/** A sent issue, or undefined (a draft is not public). */
export async function getSentIssue(db: Database, id: number): Promise<NewsletterIssue | undefined> {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.id, id), eq(i.status, 'sent')))
    .limit(1);
  return row;
}

/** An issue that has not gone out yet: a draft, or a scheduled one (both can still change). */
const unsent = inArray(i.status, ['draft', 'scheduled']);

/**
 * Changes an issue that has not been sent (a draft or a scheduled one, which keeps its
 * time); 'not-found' for no such issue, 'sent' once it has been sent (it can no longer change).
 */
export async function updateDraft(
  db: Database,
  id: number,
  fields: { subject?: string; content?: string },
  now = Date.now(),
): Promise<NewsletterIssue | 'not-found' | 'sent'> {
  const [row] = await db
    .update(i)
    .set({ ...fields, updatedAt: new Date(now) })
    .where(and(eq(i.id, id), unsent))
    .returning();
  if (row) return row;
  return (await getIssue(db, id)) ? 'sent' : 'not-found';
}

/**
 * Schedules an issue that has not been sent to go out at `sendAt` (a scheduled one moves
 * to the new time); 'not-found', or 'sent' once it has been sent.
 */
export async function scheduleIssue(
  db: Database,
  id: number,
  sendAt: Date,
  now = Date.now(),
): Promise<NewsletterIssue | 'not-found' | 'sent'> {
  const [row] = await db
    .update(i)
    .set({ status: 'scheduled', scheduledAt: sendAt, updatedAt: new Date(now) })
    .where(and(eq(i.id, id), unsent))
    .returning();
  if (row) return row;
  return (await getIssue(db, id)) ? 'sent' : 'not-found';
}

/** Takes a scheduled issue back to a draft (a draft stays one); 'not-found', or 'sent' once sent. */
export async function unscheduleIssue(
  db: Database,
  id: number,
  now = Date.now(),
): Promise<NewsletterIssue | 'not-found' | 'sent'> {
  const [row] = await db
    .update(i)
    .set({ status: 'draft', scheduledAt: null, updatedAt: new Date(now) })
    .where(and(eq(i.id, id), unsent))
    .returning();
  if (row) return row;
  return (await getIssue(db, id)) ? 'sent' : 'not-found';
}

/** The scheduled issues whose time has come at `now`, oldest time first. */
export async function dueIssueIds(db: Database, now = Date.now()): Promise<number[]> {
  const rows = await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.status, 'scheduled'), lte(i.scheduledAt, new Date(now))))
    .orderBy(asc(i.scheduledAt));
  return rows.map((r) => r.id);
}

/**
 * Sends an issue: in one transaction, marks it sent and queues one outbox row per
 * confirmed subscriber (without a body: the sender makes each recipient's mail when it
 * sends it). The insert runs only when this call's update changed the issue, so two
 * concurrent sends (the owner's Send Now, the schedule's check) queue the mails once;
 * the loser gets 'sent'. `due` sends only a scheduled issue whose time has come.
 */
export async function sendIssue(
  db: Database,
  id: number,
  kind: string,
  now = Date.now(),
  { due = false } = {},
): Promise<NewsletterIssue | 'not-found' | 'sent'> {
  const sendable = due ? and(eq(i.status, 'scheduled'), lte(i.scheduledAt, new Date(now))) : unsent;
  const [marked, , , [issue]] = await db.batch([
    db
      .update(i)
      .set({ status: 'sent', sentAt: new Date(now), updatedAt: new Date(now) })
      .where(and(eq(i.id, id), sendable))
      .returning({ id: i.id }),
    // `(select changes())` is evaluated once: the update just above changed the draft.
    db.run(sql`insert into ${mailOutbox} (kind, to_address, subject, text, issue_id)
      select ${kind}, s.email, ${i.subject}, '', ${i.id}
      from ${newsletterSubscriptions} s join ${i} on ${i.id} = ${id}
      where s.status = 'confirmed' and (select changes()) = 1
      order by s.id`),
    db
      .update(i)
      .set({
        recipients: sql`(select count(*) from ${mailOutbox} where ${mailOutbox.issueId} = ${id})`,
      })
      .where(eq(i.id, id)),
    db.select().from(i).where(eq(i.id, id)),
  ]);
  if (marked.length) return issue!;
  return issue ? 'sent' : 'not-found';
}

/** How an issue's mails stand: waiting to be sent, sent, failed for good, or not sent (unsubscribed). */
export interface IssueDelivery {
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
}

/** Delivery counts of one issue (or of every issue, by id). */
export async function issueDelivery(db: Database, id?: number): Promise<Map<number, IssueDelivery>> {
  const rows = await db
    .select({ issueId: mailOutbox.issueId, status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(id === undefined ? isNotNull(mailOutbox.issueId) : eq(mailOutbox.issueId, id))
    .groupBy(mailOutbox.issueId, mailOutbox.status);
  const out = new Map<number, IssueDelivery>();
  for (const row of rows) {
    const entry = out.get(row.issueId!) ?? { queued: 0, sent: 0, failed: 0, cancelled: 0 };
    entry[row.status === 'pending' ? 'queued' : row.status] += row.n;
    out.set(row.issueId!, entry);
  }
  return out;
}
