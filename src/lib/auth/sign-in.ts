/**
 * Admin sign-in: checks an email and password against argon2id hashes, with a limit
 * on failed attempts per address and per account (CONTRACT.md §4), and the route
 * rules the middleware uses to guard the admin area.
 */
import { RATE_LIMIT_MULTIPLIER } from 'astro:env/server';
import type { Database } from '~db/client';
import { clearSignInFailures } from '~/lib/security/limits.queries';
import { findUserByEmail, normalizeEmail, type PublicUser } from './users.queries';
import { verifyAgainstDummy, verifyPassword } from './password';
import { HttpError } from '~/lib/http/api';
import { occasionalPrune } from '~/lib/security/rate-limit';
import { checkSignInAttempt } from './sign-in-lockout';

export { isAdminApi, isAdminPage, safeNext } from './routes';

/** The one message for an unknown email and a wrong password alike. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * The admin with these credentials. Throws 429 once the address or the account has
 * reached the failure limit (kept in the database, so it holds on every instance), and
 * 401 with INVALID_CREDENTIALS otherwise.
 */
export async function authenticate(
  db: Database,
  input: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  await occasionalPrune.tick(db, now.getTime());
  await checkSignInAttempt(db, { ip: input.ip, email }, RATE_LIMIT_MULTIPLIER ?? 1, now);
  const user = await findUserByEmail(db, email);
  const ok =
    user && user.role === 'admin'
      ? await verifyPassword(user.password, input.password)
      : await verifyAgainstDummy(input.password);
  if (!ok || !user) throw new HttpError(401, INVALID_CREDENTIALS);
  // The account starts again from no failures (this attempt's row included).
  await clearSignInFailures(db, email);
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
