/**
 * Admin sessions: a random token in the HttpOnly cookie `admin_session`, stored in
 * the database only as its SHA-256, expiring after SESSION_TTL_MS and deleted at
 * sign-out. No astro:env here, so unit tests use it directly.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import type { Database } from '~db/client';
import { deleteExpiredSessions, deleteSession, findSessionUser, insertSession } from './sessions.queries';
import type { PublicUser } from './users.queries';
import { SIGNED_IN_HINT_COOKIE } from './signed-in-hint';

/** The cookie that carries the session token. */
export const SESSION_COOKIE = 'admin_session';

/** How long a session lasts after sign-in: 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A fresh random session token (256 bits, base64url). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The database id of a token: its SHA-256 in hex, so a leaked table grants nothing. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** When a session started at `now` expires. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_TTL_MS);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when the cookie must be Secure: over https, and on any host but this machine (CONTRACT.md §4). */
export function secureCookie(url: URL): boolean {
  return (
    url.protocol === 'https:' || !(LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost'))
  );
}

/** Cookie settings: HttpOnly, SameSite=Lax, Secure outside localhost. */
export function sessionCookieOptions(url: URL, expires?: Date): AstroCookieSetOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie(url), expires };
}

/** Starts a session for `userId`, sets the cookie, and returns the token. */
export async function startSession(
  db: Database,
  cookies: AstroCookies,
  url: URL,
  userId: number,
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  const expires = sessionExpiry(now);
  await insertSession(db, sessionIdOf(token), userId, expires);
  cookies.set(SESSION_COOKIE, token, sessionCookieOptions(url, expires));
  cookies.set(SIGNED_IN_HINT_COOKIE, '1', { ...sessionCookieOptions(url, expires), httpOnly: false });
  // Housekeeping at sign-in time keeps the table small without a scheduler.
  void deleteExpiredSessions(db, now).catch(() => {});
  return token;
}

/** The user of the request's session cookie, when the session exists and has not expired. */
export async function sessionUser(
  db: Database,
  token: string | undefined,
  now = new Date(),
): Promise<PublicUser | undefined> {
  if (!token || token.length > 200) return undefined;
  return findSessionUser(db, sessionIdOf(token), now);
}

/** Deletes the request's session (if any) and clears the cookie. */
export async function endSession(db: Database, cookies: AstroCookies, url: URL): Promise<void> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (token) await deleteSession(db, sessionIdOf(token));
  clearSessionCookies(cookies, url);
}

/** Clears the session cookie and its hint, with the attributes they were set with. */
export function clearSessionCookies(cookies: AstroCookies, url: URL): void {
  cookies.delete(SESSION_COOKIE, sessionCookieOptions(url));
  cookies.delete(SIGNED_IN_HINT_COOKIE, { ...sessionCookieOptions(url), httpOnly: false });
}
