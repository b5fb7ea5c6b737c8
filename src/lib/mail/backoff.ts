/** The outbox's retry schedule: exponential backoff, then the mail is marked failed. */

/** Attempts before a mail is marked failed (it stays in the outbox, visible to the admin). */
export const MAX_ATTEMPTS = 8;
/** Delay after the first failed attempt. */
export const FIRST_RETRY_MS = 30_000;
/** Longest delay between two attempts. */
export const MAX_RETRY_MS = 6 * 60 * 60 * 1000;

/** When to try again after `attempts` failed attempts, or null when it is time to give up. */
export function retryAt(attempts: number, now: number, maxAttempts = MAX_ATTEMPTS): number | null {
  if (attempts >= maxAttempts) return null;
  const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return now + delay;
}
