/**
 * The mail outbox: mail is queued in the same batch as the record that caused it
 * (CONTRACT.md §6) and sent later by the sender, so a failed send loses nothing.
 */
import { and, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import { mailOutbox, type MailMessage } from '~db/schema';

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
  await db
    .update(mailOutbox)
    .set({ status: 'cancelled', lockedUntil: null, lastError: reason })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.lockedUntil, mail.lockedUntil!)));
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
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(now), lockedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.lockedUntil, mail.lockedUntil!)));
}

/** Records a failed attempt: retried at `retryAt`, or marked failed (kept, visible) when there is none. */
export async function markMailAttemptFailed(
  db: Database,
  mail: Pick<MailMessage, 'id' | 'lockedUntil'>,
  error: string,
  retryAt: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt === null
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : { nextAttemptAt: new Date(retryAt), lockedUntil: null, lastError: error },
    )
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
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** Outbox rows by status, newest first (for tests and the admin). */
export function listOutbox(db: Database, status?: MailMessage['status']): Promise<MailMessage[]> {
  const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).$dynamic();
  return status ? query.where(eq(mailOutbox.status, status)) : query;
}
