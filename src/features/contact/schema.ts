/**
 * The contact form input, shared by the 'Get in Touch' island and POST /api/contact.
 * zod/mini keeps the island light; every rule carries its own message.
 */
import * as z from 'zod/mini';
import { honeypotField } from '~/lib/forms/honeypot-schema';
import { requiredText } from '~/lib/forms/text-schema';
import { emailField } from '~/features/newsletter/schema';

/** Longest message accepted (CONTRACT.md §4). */
export const MAX_MESSAGE_LENGTH = 5000;
/** Longest name and subject accepted. */
export const MAX_LINE_LENGTH = 200;

const line = (label: string) =>
  requiredText(
    `Please enter ${label}`,
    MAX_LINE_LENGTH,
    `Please keep ${label} under ${MAX_LINE_LENGTH} characters`,
  );

/** POST /api/contact {name, email, subject, message}; `website` is the honeypot bots fill in. */
export const contactSchema = z.object({
  /** Who is writing. */
  name: line('your name'),
  /** Where the author can answer. */
  email: emailField,
  /** What the message is about. */
  subject: line('a subject'),
  /** The message itself, at most 5,000 characters. */
  message: requiredText(
    'Please enter your message',
    MAX_MESSAGE_LENGTH,
    'Please keep your message under 5,000 characters',
  ),
  /** Honeypot: hidden from people, so anything in it means a bot. */
  website: honeypotField,
});

export type ContactInput = z.input<typeof contactSchema>;

/** The success toast. */
export const SENT_TITLE = 'Message sent!';
export const SENT_DESCRIPTION = "Thanks for reaching out. I'll get back to you soon.";
/** The failure toast of SPEC.md §8. */
export const SEND_FAILED_TITLE = 'Failed to send message';
export const SEND_FAILED_DESCRIPTION = 'There was an error sending your message. Please try again.';
