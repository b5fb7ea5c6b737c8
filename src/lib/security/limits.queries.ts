/**
 * Rate-limit counters and failed sign-ins, kept in the database so every server
 * instance shares them (CONTRACT.md §4 and §15). Each write is one statement or one
 * batch, so two instances never race: counting happens in the same step as recording.
 */
import { and, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { loginAttempts, rateLimits } from '~db/schema';

/** The window a counter is in after a hit: its count (this hit included) and when it ends. */
export interface CounterState {
  count: number;
  /** Epoch ms when the window ends. */
  resetAt: number;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs` that starts at the key's first
 * hit, in ONE upsert: a new or expired window starts at 1, a live one adds 1. SQLite
 * evaluates every SET expression against the row as it was, so the three CASEs agree.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: number,
): Promise<CounterState> {
  const expired = sql`${rateLimits.expiresAt} <= excluded.window_start`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, expiresAt: now + windowMs, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${rateLimits.windowStart} END`,
        expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimits.expiresAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.expiresAt });
  return row!;
}

/** Failed sign-ins within the window, this attempt included. */
export interface FailureCounts {
  byIp: number;
  byEmail: number;
}

/**
 * Records a sign-in attempt as a failure and counts the failures since `since` from
 * this address and for this account, in one batch (atomic). Recorded before counted:
 * of any number of parallel attempts, on any number of instances, at most `limit`
 * see a count within the limit.
 */
export async function recordSignInAttempt(
  db: Database,
  ip: string,
  email: string,
  now: Date,
  since: Date,
): Promise<FailureCounts> {
  const [, [byIp], [byEmail]] = await db.batch([
    db.insert(loginAttempts).values({ ip, email, at: now }),
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), gte(loginAttempts.at, since))),
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gte(loginAttempts.at, since))),
  ]);
  return { byIp: byIp?.n ?? 0, byEmail: byEmail?.n ?? 0 };
}

/** Forgets an account's failures after a successful sign-in (the attempt's own row included). */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

/**
 * Deletes rate-limit windows that have ended and failed sign-ins older than the
 * sign-in window: neither can count any more. Returns how many rows of each went.
 */
export async function pruneLimits(
  db: Database,
  now: number,
  signInWindowMs: number,
): Promise<{ rateLimits: number; loginAttempts: number }> {
  const [windows, attempts] = await db.batch([
    db.delete(rateLimits).where(lte(rateLimits.expiresAt, now)),
    db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now - signInWindowMs))),
  ]);
  return { rateLimits: windows.rowsAffected, loginAttempts: attempts.rowsAffected };
}
