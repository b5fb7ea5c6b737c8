/**
 * Admin sign-in: checks an email and password against argon2id hashes, with a limit
 * on failed attempts per address and per account (CONTRACT.md §4), and the route
 * rules the middleware uses to guard the admin area.
 */
import { RATE_LIMIT_MULTIPLIER } from 'astro:env/server';
import type { Database } from '../../db/client';
import { clearFailures, countFailures, recordFailure } from '../../db/queries/admin';
import { findUserByEmail, normalizeEmail, type PublicUser } from '../../db/queries/users';
import { verifyAgainstDummy, verifyPassword } from './auth-password';
import { HttpError } from './http';

export { isAdminApi, isAdminPage, safeNext } from './auth-routes';

/** The one message for an unknown email and a wrong password alike. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Failed sign-ins allowed per address and per account within LOGIN_WINDOW_MS. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The failure limit after RATE_LIMIT_MULTIPLIER (benchmarks raise it). */
function failureLimit(): number {
  return Math.max(1, Math.floor(LOGIN_FAILURE_LIMIT * (RATE_LIMIT_MULTIPLIER ?? 1)));
}

/**
 * The admin with these credentials. Throws 429 once the address or the account has
 * reached the failure limit, and 401 with INVALID_CREDENTIALS otherwise.
 */
export async function authenticate(
  db: Database,
  input: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  // The attempt is recorded before it is counted, so a burst of parallel guesses cannot
  // all read the same old count: at most `limit` attempts ever reach the password check.
  // A successful sign-in clears the account's rows, this one included.
  await recordFailure(db, input.ip, email);
  const failures = await countFailures(db, input.ip, email, since);
  const limit = failureLimit();
  if (failures.byIp > limit || failures.byEmail > limit) {
    throw new HttpError(
      429,
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      undefined,
      {
        'retry-after': String(LOGIN_WINDOW_MS / 1000),
      },
    );
  }
  const user = await findUserByEmail(db, email);
  const ok =
    user && user.role === 'admin'
      ? await verifyPassword(user.password, input.password)
      : await verifyAgainstDummy(input.password);
  if (!ok || !user) throw new HttpError(401, INVALID_CREDENTIALS);
  await clearFailures(db, email, since);
  return { id: user.id, email: user.email, username: user.username, role: user.role };
}

/** True for a signed-in admin. */
export function isAdmin(user: App.Locals['user']): boolean {
  return user?.role === 'admin';
}

/** Throws 401 unless the request is from a signed-in admin (endpoints call it as a second guard). */
export function requireAdmin(locals: App.Locals): PublicUser {
  if (!locals.user || !isAdmin(locals.user)) throw new HttpError(401, 'Sign in as an admin to do this');
  return locals.user;
}
