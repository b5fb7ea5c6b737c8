/**
 * The newsletter's signed links, with the secret passed in (the mail sender seals links
 * outside Astro too): the unsubscribe token (the address, sealed; it never expires, so
 * every mail's link keeps working) and the confirmation token (the address and an
 * expiry 7 days on, sealed), so neither can be forged.
 */
import { seal, unseal } from '~/lib/security/signing';

const UNSUBSCRIBE = 'newsletter-unsubscribe';
const CONFIRM = 'newsletter-confirm';

/** How long a confirmation link works (CONTRACT.md §11). */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const encode = (email: string) => Buffer.from(email, 'utf8').toString('base64url');
const decode = (value: string) => Buffer.from(value, 'base64url').toString('utf8');

/** The token of the unsubscribe links for `email`. */
export function unsubscribeTokenWith(secret: string, email: string): string {
  return seal(secret, UNSUBSCRIBE, encode(email));
}

/** The address an unsubscribe token was made for, or null when it is missing or forged. */
export function emailFromUnsubscribeTokenWith(
  secret: string,
  token: string | null | undefined,
): string | null {
  const value = unseal(secret, UNSUBSCRIBE, token);
  return value === null ? null : decode(value);
}

/** The token of the confirmation link for `email`, valid for 7 days from `now`. */
export function confirmTokenWith(secret: string, email: string, now: number): string {
  return seal(secret, CONFIRM, `${encode(email)}.${(now + CONFIRM_TOKEN_TTL_MS).toString(36)}`);
}

/** What a confirmation token says: whose it is, or why it cannot be used. */
export type ConfirmTokenCheck =
  { status: 'valid'; email: string } | { status: 'expired'; email: string } | { status: 'invalid' };

/** Checks a confirmation token's signature and expiry at `now`. */
export function checkConfirmTokenWith(
  secret: string,
  token: string | null | undefined,
  now: number,
): ConfirmTokenCheck {
  const value = unseal(secret, CONFIRM, token);
  const match = value === null ? null : /^([A-Za-z0-9_-]+)\.([0-9a-z]+)$/.exec(value);
  if (!match) return { status: 'invalid' };
  const email = decode(match[1]!);
  return now < parseInt(match[2]!, 36) ? { status: 'valid', email } : { status: 'expired', email };
}
