/** Server-side sign-in sessions; `id` is the SHA-256 of the token kept in the cookie. */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '~db/client';
import { sessions, users } from '~db/schema';
import { publicUserColumns, type PublicUser } from './users.queries';

/** Stores a session for `userId` that ends at `expiresAt`. */
export async function insertSession(
  db: Database,
  id: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  await db.insert(sessions).values({ id, userId, expiresAt });
}

/** The user of an unexpired session, or undefined. */
export async function findSessionUser(
  db: Database,
  id: string,
  now = new Date(),
): Promise<PublicUser | undefined> {
  const [row] = await db
    .select(publicUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

/** Ends one session (sign-out). */
export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Removes every expired session. */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
