/** What the sign-in page and POST /api/auth/sign-in-link say about one-time sign-in links (no server imports: islands use it). */

/** The answer to every well-formed request, whether or not the address is an admin's (no account oracle). */
export const LINK_SENT_MESSAGE = 'If that address belongs to an admin, a sign-in link is on its way.';
/** Shown when a link was opened that is unknown, used or expired. */
export const LINK_REFUSED_MESSAGE = 'That sign-in link has expired or was already used. Ask for a new one.';
/** Shown when the address given for a link is not an email address. */
export const LINK_INVALID_MESSAGE = 'Please enter a valid email address.';
/** Shown when this address asked for too much too fast. */
export const LINK_BUSY_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** Where the sign-in link form stands: offered, sent, or refused for one of two reasons. */
export type LinkFormState = 'ask' | 'sent' | 'invalid' | 'busy';
