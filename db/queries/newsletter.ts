/**
 * Newsletter subscriptions: subscribe once per address (with its welcome mail), unsubscribe.
 * Concurrent signups are committed together (group commit): one transaction, one disk
 * flush, for every signup that arrived while the previous commit was being written.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { newsletterSubscriptions } from '../schema';
import { queueMailIf, type OutgoingMail } from './outbox';

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
 * The three statements of one signup, in order: a returning subscriber who had
 * unsubscribed is subscribed again, a new address is inserted, and the welcome mail is
 * queued only when that insert added the row (`changes() = 1` right after it).
 */
function signupStatements(db: Database, email: string, welcome: OutgoingMail) {
  return [
    db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: null })
      .where(
        and(eq(newsletterSubscriptions.email, email), isNotNull(newsletterSubscriptions.unsubscribedAt)),
      ),
    db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing().returning(columns),
    queueMailIf(db, welcome, sql`changes() = 1`),
  ] as const;
}

interface Signup {
  email: string;
  welcome: OutgoingMail;
  done(inserted: SubscriptionRecord | undefined): void;
  fail(error: unknown): void;
}

/** Largest number of signups committed in one transaction. */
const MAX_GROUP = 100;
const queues = new WeakMap<Database, { waiting: Signup[]; flushing: boolean }>();

/** Commits the waiting signups, one group at a time, until none is left. */
async function flush(db: Database, queue: { waiting: Signup[]; flushing: boolean }): Promise<void> {
  queue.flushing = true;
  try {
    while (queue.waiting.length) {
      const group = queue.waiting.splice(0, MAX_GROUP);
      try {
        const statements = group.flatMap((s) => signupStatements(db, s.email, s.welcome));
        const results = await db.batch(
          statements as unknown as [(typeof statements)[0], ...typeof statements],
        );
        group.forEach((s, i) => s.done((results[i * 3 + 1] as SubscriptionRecord[])[0]));
      } catch (error) {
        if (group.length === 1) group[0]!.fail(error);
        // One bad signup must not sink the others: commit each on its own.
        else
          for (const s of group) {
            try {
              const [, inserted] = await db.batch(signupStatements(db, s.email, s.welcome));
              s.done(inserted[0]);
            } catch (single) {
              s.fail(single);
            }
          }
      }
    }
  } finally {
    queue.flushing = false;
  }
}

/**
 * Subscribes `email` (already lower-cased and trimmed) and queues `welcome` in the same
 * transaction when the address is new. Two requests for the same address, even at the
 * same moment, store one row and one mail.
 */
export async function subscribe(
  db: Database,
  email: string,
  welcome: OutgoingMail,
): Promise<{ subscription: SubscriptionRecord; created: boolean }> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], flushing: false }));
  const inserted = await new Promise<SubscriptionRecord | undefined>((done, fail) => {
    queue.waiting.push({ email, welcome, done, fail });
    if (!queue.flushing) void flush(db, queue);
  });
  if (inserted) return { subscription: inserted, created: true };
  const [existing] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  return { subscription: existing!, created: false };
}

/** Marks `email` unsubscribed (once; a repeat keeps the first time). Returns whether the address is known. */
export async function unsubscribe(db: Database, email: string): Promise<boolean> {
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`(unixepoch('subsec') * 1000)` })
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)));
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  return Boolean(row);
}
