/** The newsletter's signed links (./tokens.ts), sealed with SESSION_SECRET. */
import { signingSecret } from '~/lib/security/signing-secret';
import {
  checkConfirmTokenWith,
  confirmTokenWith,
  emailFromUnsubscribeTokenWith,
  unsubscribeTokenWith,
  type ConfirmTokenCheck,
} from './tokens';

/** The token of the unsubscribe links for `email`. */
export function unsubscribeToken(email: string): string {
  return unsubscribeTokenWith(signingSecret(), email);
}

/** The address an unsubscribe token was made for, or null when it is missing or forged. */
export function emailFromToken(token: string | null | undefined): string | null {
  return emailFromUnsubscribeTokenWith(signingSecret(), token);
}

/** The token of the confirmation link for `email`, valid for 7 days from `now`. */
export function confirmToken(email: string, now = Date.now()): string {
  return confirmTokenWith(signingSecret(), email, now);
}

/** Checks a confirmation token's signature and expiry. */
export function checkConfirmToken(token: string | null | undefined, now = Date.now()): ConfirmTokenCheck {
  return checkConfirmTokenWith(signingSecret(), token, now);
}
