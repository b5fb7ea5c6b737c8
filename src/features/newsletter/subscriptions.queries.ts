/**
 * Newsletter subscriptions with double opt-in: a signup stores the address as 'pending'
 * and queues one confirmation link; opening it confirms and queues the welcome mail;
 * unsubscribing is one click. Concurrent signups are committed together (group commit,
 * ~/lib/group-commit).
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { newsletterSubscriptions, type SubscriptionStatus } from '~db/schema';
import { groupCommit } from '~/lib/group-commit';
import { afterBurst } from '~/lib/memory.server';
import { queueMailIf, type OutgoingMail } from '~/lib/mail/outbox.queries';

/** A subscription as the API shows it. */
export interface SubscriptionRecord {
  id: number;
  email: string;
  createdAt: Date;
}

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  createdAt: newsletterSubscriptions.createdAt,
};

/**
 * No mail bombing: while an address stays pending, a new signup re-sends the link only
 * once the previous one is this old, doubling with each link sent (10 min, 20 min, 40
 * min, ...) up to once a day.
 */
export const RESEND_FIRST_GAP_MS = 10 * 60_000;
export const RESEND_MAX_GAP_MS = 24 * 60 * 60_000;

const s = newsletterSubscriptions;

/**
 * The four statements of one signup, in order: an address that had unsubscribed, or is
 * pending with its last link old enough, becomes pending with a new link; a new address
 * is inserted pending; the confirmation mail is queued after whichever of the two
 * changed a row (`changes() = 1` right after it). A confirmed address changes nothing.
 */
function signupStatements(db: Database, email: string, confirm: OutgoingMail, now: number) {
  const gap = sql`min(${RESEND_FIRST_GAP_MS} * (1 << min(max(${s.confirmSends} - 1, 0), 16)), ${RESEND_MAX_GAP_MS})`;
  return [
    db
      .update(s)
      .set({
        status: 'pending',
        unsubscribedAt: null,
        confirmSentAt: new Date(now),
        confirmSends: sql`case when ${s.status} = 'unsubscribed' then 1 else ${s.confirmSends} + 1 end`,
      })
      .where(
        and(
          eq(s.email, email),
          or(
            eq(s.status, 'unsubscribed'),
            and(eq(s.status, 'pending'), sql`coalesce(${s.confirmSentAt}, 0) <= ${now} - ${gap}`),
          ),
        ),
      ),
    queueMailIf(db, confirm, sql`changes() = 1`),
    db
      .insert(s)
      .values({ email, status: 'pending', confirmSentAt: new Date(now), confirmSends: 1 })
      .onConflictDoNothing()
      .returning(columns),
    queueMailIf(db, confirm, sql`changes() = 1`),
  ] as const;
}

/** One signup waiting to be committed. */
interface Signup {
  email: string;
  confirm: OutgoingMail;
  now: number;
}

/** Largest number of signups committed in one transaction. */
const MAX_GROUP = 100;
const STATEMENTS = 4;

/** Commits signups together: one transaction, one disk flush, for every signup that arrived meanwhile. */
const commitSignup = groupCommit(async (db: Database, group: Signup[]) => {
  const statements = group.flatMap((g) => signupStatements(db, g.email, g.confirm, g.now));
  const results = await db.batch(statements as unknown as [(typeof statements)[0], ...typeof statements]);
  return group.map((_, i) => (results[i * STATEMENTS + 2] as SubscriptionRecord[])[0]);
}, MAX_GROUP);

/**
 * Subscribes `email` (already lower-cased and trimmed): a new address is stored pending
 * and `confirm` (the confirmation link) queued in the same transaction; a pending one
 * gets the link again when the last is old enough; one that had unsubscribed becomes
 * pending with a new link; a confirmed one changes nothing. Two requests for the same
 * address, even at the same moment, store one row and one mail.
 */
export async function subscribe(
  db: Database,
  email: string,
  confirm: OutgoingMail,
  now = Date.now(),
): Promise<{ subscription: SubscriptionRecord; created: boolean }> {
  const inserted = await commitSignup(db, { email, confirm, now });
  if (inserted) return { subscription: inserted, created: true };
  const existing = await findSubscription(db, email);
  return { subscription: existing!, created: false };
}

/** The subscription of `email` as the API shows it, if there is one. */
export async function findSubscription(db: Database, email: string): Promise<SubscriptionRecord | undefined> {
  const [row] = await db.select(columns).from(s).where(eq(s.email, email)).limit(1);
  return row;
}

/** What opening a confirmation link did. */
export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'unknown';

/**
 * Confirms a pending `email` and queues `welcome` (with the free guide) in the same
 * transaction; a repeat click changes nothing. An address that unsubscribed since is not
 * subscribed again by an old link: it has to sign up again.
 */
export async function confirmSubscription(
  db: Database,
  email: string,
  welcome: OutgoingMail,
  now = Date.now(),
): Promise<ConfirmOutcome> {
  const [confirmed, , current] = await db.batch([
    db
      .update(s)
      .set({ status: 'confirmed', confirmedAt: new Date(now) })
      .where(and(eq(s.email, email), eq(s.status, 'pending')))
      .returning({ id: s.id }),
    queueMailIf(db, welcome, sql`changes() = 1`),
    db.select({ status: s.status }).from(s).where(eq(s.email, email)).limit(1),
  ]);
  if (confirmed.length) return 'confirmed';
  const status = current[0]?.status;
  return status === 'confirmed'
    ? 'already-confirmed'
    : status === 'unsubscribed'
      ? 'unsubscribed'
      : 'unknown';
}

/** Marks `email` unsubscribed (once; a repeat keeps the first time). Returns whether the address is known. */
export async function unsubscribe(db: Database, email: string, now = Date.now()): Promise<boolean> {
  const [, [row]] = await db.batch([
    db
      .update(s)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(now) })
      .where(and(eq(s.email, email), ne(s.status, 'unsubscribed'))),
    db.select({ id: s.id }).from(s).where(eq(s.email, email)).limit(1),
  ]);
  return Boolean(row);
}

/** The state of `email`'s subscription, undefined when there is none. */
export async function subscriptionStatus(
  db: Database,
  email: string,
): Promise<SubscriptionStatus | undefined> {
  const [row] = await db.select({ status: s.status }).from(s).where(eq(s.email, email)).limit(1);
  return row?.status;
}

/** True when `email` is a confirmed subscriber now (issues go only to them). */
export async function isConfirmedSubscriber(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.email, email), eq(s.status, 'confirmed')))
    .limit(1);
  return Boolean(row);
}

/** One address of an import, already checked. */
export interface ImportedSubscriber {
  email: string;
  status: SubscriptionStatus;
  /** When they subscribed, if the file says; otherwise a new row gets now and a known one keeps its own. */
  createdAt?: Date;
}

/**
 * Rows written per transaction. A local database file writes on this thread, so a
 * 100,000-row import is written in transactions of this size with other visitors'
 * requests served in between (one takes a few milliseconds).
 */
export const IMPORT_BATCH = 100;

/**
 * Adds or updates every address, keeping each one's state (pending, confirmed,
 * unsubscribed) and sending nothing, in transactions of IMPORT_BATCH rows with a pause
 * for other work between them. Each address is an upsert, so an import cut short (the
 * server stopped) is finished by importing the same file again. Returns how many were
 * new and how many were already known.
 *
 * A batch's rows go to the database as one JSON text read with json_each: a short
 * statement with one parameter instead of 500 placeholders and their objects, so a
 * 100,000-row import takes half the CPU time and less memory at its peak (README,
 * 'Faults, hostile input and memory').
 */
export async function importSubscribers(
  db: Database,
  rows: ImportedSubscriber[],
  now = Date.now(),
): Promise<{ added: number; updated: number }> {
  const upsert = (part: ImportedSubscriber[], withDates: boolean) => {
    const values = JSON.stringify(
      part.map((r) => {
        const created = r.createdAt?.getTime() ?? now;
        return [
          r.email,
          r.status,
          created,
          r.status === 'confirmed' ? created : null,
          r.status === 'unsubscribed' ? now : null,
        ];
      }),
    );
    return db.run(sql`insert into ${s} (email, status, created_at, confirmed_at, unsubscribed_at)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 from json_each(${values}) where true
      on conflict (email) do update set status = excluded.status,
        ${withDates ? sql`created_at = excluded.created_at,` : sql``}
        confirmed_at = case when excluded.status = 'confirmed' then coalesce(${s.confirmedAt}, excluded.confirmed_at) else ${s.confirmedAt} end,
        unsubscribed_at = case when excluded.status = 'unsubscribed' then coalesce(${s.unsubscribedAt}, excluded.unsubscribed_at) else null end`);
  };
  let known = 0;
  for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const part = rows.slice(start, start + IMPORT_BATCH);
    const emails = JSON.stringify(part.map((r) => r.email));
    const found = await db.get<{ n: number }>(
      sql`select count(*) as n from ${s} where ${s.email} in (select value from json_each(${emails}))`,
    );
    known += Number(found?.n ?? 0);
    const statements = [true, false]
      .map((withDates) => [part.filter((r) => Boolean(r.createdAt) === withDates), withDates] as const)
      .filter(([group]) => group.length > 0)
      .map(([group, withDates]) => upsert(group, withDates));
    await db.batch(statements as unknown as [(typeof statements)[0], ...typeof statements]);
  }
  afterBurst();
  return { added: rows.length - known, updated: known };
}
