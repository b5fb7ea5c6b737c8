/** Signed unsubscribe tokens: the subscriber's address, sealed with SESSION_SECRET, so links cannot be forged. */
import { seal, unseal } from '../../lib/signing';

const PURPOSE = 'newsletter-unsubscribe';

/** The token of the unsubscribe link for `email`. */
export function unsubscribeToken(email: string): string {
  return seal(PURPOSE, Buffer.from(email, 'utf8').toString('base64url'));
}

/** The address a token was made for, or null when it is missing or forged. */
export function emailFromToken(token: string | null | undefined): string | null {
  const value = unseal(PURPOSE, token);
  return value === null ? null : Buffer.from(value, 'base64url').toString('utf8');
}
