/**
 * One-time sign-in links for admins (src/lib/auth/sign-in-link.ts): stored by the hash of
 * their token with their mail in one batch, at most a few live per account, used once.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { signInLinks, users } from '~db/schema';
import { queueMailIf, type OutgoingMail } from '~/lib/mail/outbox.queries';
import { publicUserColumns, type PublicUser } from './users.queries';

/**
 * Stores a link for `userId` and queues its mail, in one batch, unless the account
 * already has `maxLive` unexpired links (used ones included): counted and inserted in
 * one statement, so parallel requests on any instance cannot all pass. Expired links are
 * cleared first. Returns whether a link was stored and mailed.
 */
export async function createSignInLink(
  db: Database,
  link: { userId: number; tokenHash: string; expiresAt: Date },
  mail: OutgoingMail,
  maxLive: number,
  now = new Date(),
): Promise<boolean> {
  const at = now.getTime();
  const [, inserted] = await db.batch([
    db.delete(signInLinks).where(lte(signInLinks.expiresAt, now)),
    db.run(sql`insert into ${signInLinks} (user_id, token_hash, expires_at)
      select ${link.userId}, ${link.tokenHash}, ${link.expiresAt.getTime()}
      where (select count(*) from ${signInLinks} where user_id = ${link.userId} and expires_at > ${at}) < ${maxLive}`),
    queueMailIf(db, mail, sql`changes() = 1`),
  ]);
  return inserted.rowsAffected === 1;
}

/**
 * True when the link could still sign in (unknown, used, expired, or no longer an
 * admin's: false). Reads only, so opening the link's page uses nothing.
 */
export async function isSignInLinkLive(db: Database, tokenHash: string, now = new Date()): Promise<boolean> {
  const [live] = await db
    .select({ id: signInLinks.id })
    .from(signInLinks)
    .innerJoin(users, eq(users.id, signInLinks.userId))
    .where(
      and(
        eq(signInLinks.tokenHash, tokenHash),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
        eq(users.role, 'admin'),
      ),
    )
    .limit(1);
  return live !== undefined;
}

/**
 * Uses a link once, in one statement (two parallel uses cannot both succeed): the admin
 * it signs in, or null when the token is unknown, used, expired, or its account is no
 * longer an admin.
 */
export async function useSignInLink(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<PublicUser | null> {
  const [used] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)),
    )
    .returning({ userId: signInLinks.userId });
  if (!used) return null;
  const [user] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, used.userId), eq(users.role, 'admin')))
    .limit(1);
  return user ?? null;
}

/** Deletes links that have expired (used or not): they can never open anything. Returns how many. */
export async function pruneSignInLinks(db: Database, now = new Date()): Promise<number> {
  const result = await db.delete(signInLinks).where(lte(signInLinks.expiresAt, now));
  return result.rowsAffected;
}
