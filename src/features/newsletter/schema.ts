/** The newsletter signup input, shared by the signup island and POST /api/newsletter/subscribe. */
import { z } from 'astro/zod';

/** Longest address accepted (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** An email address: required, trimmed, lower-cased and of email form. */
export const emailField = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(MAX_EMAIL_LENGTH, 'That email address is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

/** POST /api/newsletter/subscribe {email}. */
export const subscribeSchema = z.object({
  /** The subscriber's address; stored lower-cased and trimmed. */
  email: emailField,
});

export type SubscribeInput = z.input<typeof subscribeSchema>;

export { FAILURE_DESCRIPTION, FAILURE_TITLE, WELCOME_DESCRIPTION, WELCOME_TITLE } from './texts';
