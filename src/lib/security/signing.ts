/** HMAC signing of small values (visitor ids, unsubscribe links) with SESSION_SECRET. */
import { SESSION_SECRET } from 'astro:env/server';
import { sealWith, signWith, unsealWith } from './hmac';

/** SESSION_SECRET, which every signature needs. */
export function signingSecret(): string {
  if (!SESSION_SECRET) throw new Error('SESSION_SECRET is not set');
  return SESSION_SECRET;
}

/** The base64url HMAC-SHA256 of `value` under a purpose-specific key. */
export function sign(purpose: string, value: string): string {
  return signWith(signingSecret(), purpose, value);
}

/** `value.signature`, for cookies and links. */
export function seal(purpose: string, value: string): string {
  return sealWith(signingSecret(), purpose, value);
}

/** The value of a sealed string when its signature is right, else null. */
export function unseal(purpose: string, sealed: string | undefined | null): string | null {
  return unsealWith(signingSecret(), purpose, sealed);
}
