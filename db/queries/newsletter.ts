/** Newsletter subscriptions: subscribe once per address (with its welcome mail), unsubscribe. */
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

/**
 * Subscribes `email` (already lower-cased and trimmed). In one batch: a returning
 * subscriber who had unsubscribed is subscribed again, a new address is inserted,
 * and the welcome mail is queued only when that insert added the row. So two
 * requests for the same address, even at the same moment, store one row and one mail.
 */
export async function subscribe(
  db: Database,
  email: string,
  welcome: OutgoingMail,
): Promise<{ subscription: SubscriptionRecord; created: boolean }> {
  const columns = {
    id: newsletterSubscriptions.id,
    email: newsletterSubscriptions.email,
    createdAt: newsletterSubscriptions.createdAt,
  };
  const [, inserted] = await db.batch([
    db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: null })
      .where(
        and(eq(newsletterSubscriptions.email, email), isNotNull(newsletterSubscriptions.unsubscribedAt)),
      ),
    db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing().returning(columns),
    queueMailIf(db, welcome, sql`changes() = 1`),
  ]);
  if (inserted[0]) return { subscription: inserted[0], created: true };
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
