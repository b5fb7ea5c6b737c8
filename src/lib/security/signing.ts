/**
 * HMAC signing of small values (visitor ids, order and shelf-link tokens, newsletter
 * links). The secret is passed in, so code that runs outside Astro (the `npm start`
 * mail sender) signs exactly as the site does; the site passes `signingSecret()`
 * (./signing-secret.ts, SESSION_SECRET).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The base64url HMAC-SHA256 of `value` under a purpose-specific key. */
export function sign(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(value).digest('base64url');
}

/** `value.signature`, for cookies and links. */
export function seal(secret: string, purpose: string, value: string): string {
  return `${value}.${sign(secret, purpose, value)}`;
}

/** The value of a sealed string when its signature is right, else null. */
export function unseal(secret: string, purpose: string, sealed: string | undefined | null): string | null {
  if (!sealed) return null;
  const dot = sealed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1));
  const expected = Buffer.from(sign(secret, purpose, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
