/**
 * The newsletter signup input, shared by the signup island and POST /api/newsletter/subscribe.
 * Written with zod/mini so the islands that share `emailField` stay light; every rule
 * carries its own message, as zod/mini has no default texts.
 */
import * as z from 'zod/mini';
import { honeypotField } from '~/lib/forms/honeypot-schema';
import { requiredText } from '~/lib/forms/text-schema';

/** Longest address accepted (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** An email address: required, trimmed, lower-cased and of email form. */
export const emailField = z.pipe(
  z.pipe(
    requiredText('Please enter your email address', MAX_EMAIL_LENGTH, 'That email address is too long'),
    z.email({ error: 'Please enter a valid email address' }),
  ),
  z.transform((email) => email.toLowerCase()),
);

/** POST /api/newsletter/subscribe {email}; `website` is the honeypot bots fill in. */
export const subscribeSchema = z.object({
  /** The subscriber's address; stored lower-cased and trimmed. */
  email: emailField,
  /** Honeypot: hidden from people, so anything in it means a bot. */
  website: honeypotField,
});

export type SubscribeInput = z.input<typeof subscribeSchema>;

/** POST /api/newsletter/confirm {token}: the 'Confirm' button of the confirmation link's page. */
export const confirmSchema = z.object({
  /** The signed token from the mailed link (its address and expiry). */
  token: z.string().check(z.maxLength(1000, 'That confirmation link is not valid')),
  /** Honeypot: hidden from people, so anything in it means a bot. */
  website: honeypotField,
});

export { FAILURE_DESCRIPTION, FAILURE_TITLE, WELCOME_DESCRIPTION, WELCOME_TITLE } from './texts';
