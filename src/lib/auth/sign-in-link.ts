/**
 * One-time sign-in links for admins: the way in while the account is locked
 * by failed guesses. The lock-out still stops every password guess (CONTRACT.md §4);
 * only someone who can read the admin's mailbox can use a link. The token is 32 random
 * bytes; the database keeps only its SHA-256, the link works once, for 15 minutes.
 * No astro:env here, so unit tests use it directly.
 */
import { createHash, randomBytes } from 'node:crypto';
import { composeMail } from '~/lib/mail/layout';
import type { OutgoingMail } from '~/lib/mail/outbox.queries';

/** How long a link works. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** At most this many links per account within SIGN_IN_LINK_TTL_MS (further requests mail nothing). */
export const SIGN_IN_LINKS_PER_ACCOUNT = 3;
/** The route that mails a link (POST); its GET only forwards links mailed before the page existed. */
export const SIGN_IN_LINK_PATH = '/api/auth/sign-in-link';
/**
 * Where a mailed link opens: a page that uses nothing. Mail scanners (Safe Links, mail
 * gateways) open links before the reader does, so the link is used only by the page's
 * 'Sign in' button, a form post to SIGN_IN_LINK_USE_PATH.
 */
export const SIGN_IN_LINK_PAGE = '/admin/sign-in-link';
/** The form post that uses a link once and starts the session. */
export const SIGN_IN_LINK_USE_PATH = '/api/auth/sign-in-link/use';

/** A token as it appears in a link: 32 bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token: its SHA-256 in hex, so a leaked table opens nothing. */
export function signInTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when `token` could be one of ours (anything else is refused without a database read). */
export function isWellFormedToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

/** A new link: the token for the mail, and the hash and expiry to store. */
export function newSignInLink(now = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: signInTokenHash(token),
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
  };
}

/** The mail that carries a sign-in link to `email`, the link built from the site's base URL. */
export function signInLinkMail(email: string, siteUrl: string, token: string): OutgoingMail {
  const link = new URL(`${SIGN_IN_LINK_PAGE}?token=${encodeURIComponent(token)}`, siteUrl).href;
  return composeMail({
    kind: 'sign-in-link',
    to: email,
    subject: 'Your sign-in link',
    siteUrl,
    blocks: [
      { heading: 'Your sign-in link' },
      { text: 'Open this link to sign in to the site admin:' },
      { button: 'Sign in to the admin', href: link },
      { text: 'It was requested from the sign-in page. It works once and expires in 15 minutes.' },
      {
        note: "If you didn't ask for it, nothing happens: ignore this mail, and your password still works once the lock-out ends.",
      },
    ],
  });
}
