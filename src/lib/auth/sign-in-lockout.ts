/**
 * Sign-in lock-outs (CONTRACT.md §4): at most 10 failed sign-ins within 15 minutes for
 * one address or one account, then 429. The failures are rows in the database, so a
 * lock-out made through one server instance holds on every other (§15). A sliding
 * window: a failure stops counting 15 minutes after it happened.
 */
import type { Database } from '~db/client';
import { recordSignInAttempt } from '~/lib/security/limits.queries';
import {
  scaledMax,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_WINDOW_MS,
  tooManyRequests,
} from '~/lib/security/rate-limit-store';

export const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Records this attempt as a failure (a successful one is cleared again by
 * clearSignInFailures in src/lib/security/limits.queries.ts) and throws 429 when the address or the account is past the
 * limit. Recording before counting means parallel guesses, on any instance, cannot all
 * read the same old count.
 */
export async function checkSignInAttempt(
  db: Database,
  attempt: { ip: string; email: string },
  multiplier = 1,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const failures = await recordSignInAttempt(db, attempt.ip, attempt.email, now, since);
  const limit = scaledMax(SIGN_IN_FAILURE_LIMIT, multiplier);
  if (failures.byIp > limit || failures.byEmail > limit) {
    // Once every counted failure is older than the window, the next attempt is checked again.
    throw tooManyRequests(LOCKED_MESSAGE, SIGN_IN_WINDOW_MS);
  }
}
