/**
 * The anonymous visitor id: a random id in a signed, HttpOnly, SameSite=Lax cookie
 * kept for about a year. Reading progress and engagement belong to it.
 */
import { randomUUID } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { seal, unseal } from '~/lib/security/signing';
import { signingSecret } from '~/lib/security/signing-secret';

export const VISITOR_COOKIE = 'visitor';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The visitor id from a valid cookie, or null. */
export function readVisitorId(cookies: AstroCookies): string | null {
  return unseal(signingSecret(), VISITOR_COOKIE, cookies.get(VISITOR_COOKIE)?.value);
}

/** The visitor id, setting a new cookie on first use. */
export function visitorId(cookies: AstroCookies, url: URL): string {
  const existing = readVisitorId(cookies);
  if (existing) return existing;
  const id = randomUUID();
  setVisitorId(cookies, url, id);
  return id;
}

/** Makes this browser visitor `id` (another device's shelf link does this). */
export function setVisitorId(cookies: AstroCookies, url: URL, id: string): void {
  cookies.set(VISITOR_COOKIE, seal(signingSecret(), VISITOR_COOKIE, id), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: url.protocol === 'https:',
    maxAge: ONE_YEAR_S,
  });
}
