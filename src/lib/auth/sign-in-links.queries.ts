/**
 * One-time sign-in links for admins (src/lib/auth/sign-in-link.ts): stored by the hash of
 * their token with their mail in one batch, at most a few live per account, used once.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { rateLimits, signInLinks, users } from '~db/schema';
import { queueMailIf, type OutgoingMail } from '~/lib/mail/outbox.queries';
import { normalizeEmail, publicUserColumns, type PublicUser } from './users.queries';

/** How long a request for a link counts against the address it asked for. */
const REQUEST_WINDOW_MS = 15 * 60 * 1000;

/**
 * One request for a sign-in link to `email`, in one batch that does the same work
 * whoever the address belongs to, so the answer's timing tells nobody which addresses
 * are admins: the request is counted against the address (a `rate_limits` row, the
 * write every request commits); when the address is an admin's with fewer than
 * `maxLive` unexpired links (used ones included), a link is stored and its mail queued.
 * Counting and inserting are one statement, so parallel requests on any instance cannot
 * all pass. Expired links are cleared first. Returns whether a link was stored and mailed.
 */
export async function requestSignInLink(
  db: Database,
  link: { email: string; tokenHash: string; expiresAt: Date },
  mail: OutgoingMail,
  maxLive: number,
  now = new Date(),
): Promise<boolean> {
  const at = now.getTime();
  const email = normalizeEmail(link.email);
  const [, , inserted] = await db.batch([
    db
      .insert(rateLimits)
      .values({ key: `sign-in-link:${email}`, windowStart: at, expiresAt: at + REQUEST_WINDOW_MS, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.expiresAt} <= ${at} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${rateLimits.expiresAt} <= ${at} THEN ${at} ELSE ${rateLimits.windowStart} END`,
          expiresAt: sql`CASE WHEN ${rateLimits.expiresAt} <= ${at} THEN ${at + REQUEST_WINDOW_MS} ELSE ${rateLimits.expiresAt} END`,
        },
      }),
    db.delete(signInLinks).where(lte(signInLinks.expiresAt, now)),
    db.run(sql`insert into ${signInLinks} (user_id, token_hash, expires_at)
      select ${users.id}, ${link.tokenHash}, ${link.expiresAt.getTime()} from ${users}
      where ${users.email} = ${email} and ${users.role} = 'admin'
        and (select count(*) from ${signInLinks} where user_id = ${users.id} and expires_at > ${at}) < ${maxLive}`),
    queueMailIf(db, { ...mail, to: email }, sql`changes() = 1`),
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
