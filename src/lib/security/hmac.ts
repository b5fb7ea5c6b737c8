/**
 * The HMAC sealing behind src/lib/signing.ts, with the secret passed in, so code that
 * runs outside Astro (the `npm start` mail sender) seals exactly as the site does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The base64url HMAC-SHA256 of `value` under a purpose-specific key. */
export function signWith(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(value).digest('base64url');
}

/** `value.signature`, for cookies and links. */
export function sealWith(secret: string, purpose: string, value: string): string {
  return `${value}.${signWith(secret, purpose, value)}`;
}

/** The value of a sealed string when its signature is right, else null. */
export function unsealWith(
  secret: string,
  purpose: string,
  sealed: string | undefined | null,
): string | null {
  if (!sealed) return null;
  const dot = sealed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1));
  const expected = Buffer.from(signWith(secret, purpose, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
