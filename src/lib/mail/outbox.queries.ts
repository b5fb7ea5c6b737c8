/**
 * The mail outbox: mail is queued in the same batch as the record that caused it
 * (CONTRACT.md §6) and sent later by the sender, so a failed send loses nothing.
 */
import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import { mailOutbox, type MailMessage } from '~db/schema';
import { contains, readPage, type ListQuery } from '~/lib/http/list-page.queries';

/** A mail to queue. */
export interface OutgoingMail {
  /** What caused it: 'newsletter-welcome', 'contact', 'order-confirmation', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. { 'List-Unsubscribe': '<https://...>' }. */
  headers?: Record<string, string>;
}

/** The insert that queues `mail`; put it in the same `db.batch([...])` as the record. */
export function queueMail(db: Database, mail: OutgoingMail) {
  return db.insert(mailOutbox).values({
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
  });
}

/**
 * Like queueMail, but the row is written only when `condition` holds at that point of
 * the batch, e.g. `sql\`changes() = 1\`` right after an insert ... on conflict do nothing.
 */
export function queueMailIf(db: Database, mail: OutgoingMail, condition: SQL) {
  const headers = mail.headers ? JSON.stringify(mail.headers) : null;
  return db.run(
    sql`insert into ${mailOutbox} (kind, to_address, subject, text, html, headers) select ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${headers} where ${condition}`,
  );
}

/** A send-rate window: at most `max` mails sent (or being sent) in any `ms` milliseconds. */
export interface SendWindow {
  ms: number;
  max: number;
}

/**
 * Claims up to `limit` due pending mails for `leaseMs`, in one statement: a row is
 * claimed by one sender only, and counts the attempt. A sender that dies mid-send
 * releases its rows when the lease runs out. With a `window` (MAIL_RATE_PER_MINUTE), the
 * claim takes only what the window still allows, counting what every sender sent or
 * holds, so the rate holds across senders. Single mails go before an issue's bulk rows.
 */
export function claimDueMail(
  db: Database,
  { now, leaseMs, limit, window }: { now: number; leaseMs: number; limit: number; window?: SendWindow },
): Promise<MailMessage[]> {
  const allowed = window
    ? sql`max(0, min(${limit}, ${window.max} - (select count(*) from ${mailOutbox} where ${mailOutbox.sentAt} > ${now - window.ms}) - (select count(*) from ${mailOutbox} where ${mailOutbox.status} = 'pending' and ${mailOutbox.lockedUntil} > ${now})))`
    : sql`${limit}`;
  const due = sql`(select ${mailOutbox.id} from ${mailOutbox} where ${and(
    eq(mailOutbox.status, 'pending'),
    lte(mailOutbox.nextAttemptAt, new Date(now)),
    or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, new Date(now))),
  )} order by ${mailOutbox.issueId} is not null, ${mailOutbox.id} limit ${allowed})`;
  return db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * Extends a claim this sender still holds to `until`; false when the claim was lost (it
 * ran out and another sender took the row), so the caller stops renewing it.
 */
export async function renewMailClaim(
  db: Database,
  mail: Pick<MailMessage, 'id' | 'lockedUntil'>,
  until: Date,
): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ lockedUntil: until })
    .where(
      and(
        eq(mailOutbox.id, mail.id),
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.lockedUntil, mail.lockedUntil!),
      ),
    )
    .returning({ id: mailOutbox.id });
  return renewed.length > 0;
}

/** Settles a claimed mail that is no longer wanted (e.g. the recipient unsubscribed): kept, never sent. */
export async function cancelClaimedMail(
  db: Database,
  mail: Pick<MailMessage, 'id' | 'lockedUntil'>,
  reason: string,
): Promise<void> {
  await settleClaimedMail(db, mail, { status: 'cancelled', lastError: reason });
}

/** True when some pending mail is due at `now` and no sender holds it. */
export async function mailDue(db: Database, now: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, new Date(now)),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, new Date(now))),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Marks a claimed mail sent (only while this sender's lease holds). */
export async function markMailSent(
  db: Database,
  mail: Pick<MailMessage, 'id' | 'lockedUntil'>,
  now: number,
): Promise<void> {
  await settleClaimedMail(db, mail, { status: 'sent', sentAt: new Date(now), lastError: null });
}

/** Records a failed attempt: retried at `retryAt`, or marked failed (kept, visible) when there is none. */
export async function markMailAttemptFailed(
  db: Database,
  mail: Pick<MailMessage, 'id' | 'lockedUntil'>,
  error: string,
  retryAt: number | null,
): Promise<void> {
  await settleClaimedMail(
    db,
    mail,
    retryAt === null
      ? { status: 'failed', lastError: error }
      : { nextAttemptAt: new Date(retryAt), lastError: error },
  );
}

/** Releases a claimed mail with `change`, only while this sender's claim on it still holds. */
function settleClaimedMail(
  db: Database,
  mail: Pick<MailMessage, 'id' | 'lockedUntil'>,
  change: Partial<typeof mailOutbox.$inferInsert>,
) {
  return db
    .update(mailOutbox)
    .set({ ...change, lockedUntil: null })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.lockedUntil, mail.lockedUntil!)));
}

/** When the next pending mail falls due (epoch ms), or null when none is pending. */
export async function nextMailDue(db: Database): Promise<number | null> {
  const [row] = await db
    .select({
      at: sql<number | null>`min(max(${mailOutbox.nextAttemptAt}, coalesce(${mailOutbox.lockedUntil}, 0)))`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return row?.at ?? null;
}

/** How many mails wait to be sent (status 'pending'; the due index answers it). */
export async function countPendingMail(db: Database): Promise<number> {
  return db.$count(mailOutbox, eq(mailOutbox.status, 'pending'));
}

/** What waits in the outbox: how many mails, how many of them failed an attempt, and the last error. */
export interface MailBacklog {
  waiting: number;
  retrying: number;
  lastError: string | null;
}

/** The outbox's backlog, for the admin's notice that mail is not leaving (one read). */
export async function mailBacklog(db: Database): Promise<MailBacklog> {
  const [row] = await db
    .select({
      waiting: count(),
      retrying: sql<number>`coalesce(sum(${mailOutbox.attempts} > 0 and ${mailOutbox.lastError} is not null), 0)`,
      lastError: sql<
        string | null
      >`(select ${mailOutbox.lastError} from ${mailOutbox} where ${mailOutbox.status} = 'pending' and ${mailOutbox.lastError} is not null order by ${mailOutbox.nextAttemptAt} desc limit 1)`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return {
    waiting: row?.waiting ?? 0,
    retrying: Number(row?.retrying ?? 0),
    lastError: row?.lastError ?? null,
  };
}

/** Which mail the owner's outbox list shows. */
export interface OutboxQuery extends ListQuery {
  /** Whether an issue's mails are listed too (the Newsletter tab counts them instead). */
  withIssues?: boolean;
}

/** The outbox without bodies, newest first, a page at a time, searched in recipient, subject and kind. */
export async function listOutbox(db: Database, { q, limit, offset, withIssues = true }: OutboxQuery) {
  const where = and(
    contains(q, [mailOutbox.to, mailOutbox.subject, mailOutbox.kind]),
    withIssues ? undefined : isNull(mailOutbox.issueId),
  );
  return readPage(
    db,
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
      .orderBy(desc(mailOutbox.id)),
    db.select({ n: count() }).from(mailOutbox).where(where),
    { limit, offset },
  );
}

/** One outgoing mail in full (without its sender's lease), or undefined. */
export async function getMail(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) return undefined;
  const { lockedUntil: _lease, ...mail } = row;
  return mail;
}

/** What a resend found: the mail queued again, no such mail, or a mail that had not failed. */
export type ResendResult =
  | { status: 'queued'; mail: Omit<MailMessage, 'lockedUntil'> }
  | { status: 'missing' }
  | { status: 'not-failed'; mailStatus: MailMessage['status'] };

/**
 * Puts a failed mail back in the queue as if new: pending, no attempts, due now. Only a
 * failed mail: a pending one is still being tried, and a sent one must not go out twice.
 */
export async function resendMail(db: Database, id: number, now = new Date()): Promise<ResendResult> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (row) {
    const { lockedUntil: _lease, ...mail } = row;
    return { status: 'queued', mail };
  }
  const current = await getMail(db, id);
  return current ? { status: 'not-failed', mailStatus: current.status } : { status: 'missing' };
}
