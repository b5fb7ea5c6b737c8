/** HMAC signing of small values (visitor ids, unsubscribe links) with SESSION_SECRET. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_SECRET } from 'astro:env/server';

function secret(): string {
  if (!SESSION_SECRET) throw new Error('SESSION_SECRET is not set');
  return SESSION_SECRET;
}

/** The base64url HMAC-SHA256 of `value` under a purpose-specific key. */
export function sign(purpose: string, value: string): string {
  return createHmac('sha256', `${purpose}:${secret()}`).update(value).digest('base64url');
}

/** `value.signature`, for cookies and links. */
export function seal(purpose: string, value: string): string {
  return `${value}.${sign(purpose, value)}`;
}

/** The value of a sealed string when its signature is right, else null. */
export function unseal(purpose: string, sealed: string | undefined | null): string | null {
  if (!sealed) return null;
  const dot = sealed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1));
  const expected = Buffer.from(sign(purpose, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
