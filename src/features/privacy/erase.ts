/**
 * The erasure's rules that need no database (the admin island imports them): what it
 * counts, its inputs (one schema for each form and its endpoint) and whether a text
 * mentions an address.
 */
import * as z from 'zod/mini';
import { emailField } from '~/features/newsletter/schema';
import { honeypotField } from '~/lib/forms/honeypot-schema';

/** What an erasure removes (orders: anonymised), in the order the admin lists them. */
export const ERASURE_KINDS = [
  'subscribers',
  'messages',
  'orders',
  'stories',
  'shelfLinks',
  'mails',
  'signInAttempts',
  'accounts',
  'rateLimits',
  'otherRecords',
] as const;
export type ErasureKind = (typeof ERASURE_KINDS)[number];
export type ErasureCounts = Record<ErasureKind, number>;

/** POST /api/admin/erase/preview {email}: what an erasure of the address would remove. */
export const erasePreviewSchema = z.object({ email: emailField });

/**
 * POST /api/admin/erase {email, storyIds?}: erases the address; `storyIds` are the stories
 * the owner chose from the preview (absent: every story tied to the address).
 */
export const eraseSchema = z.object({
  email: emailField,
  storyIds: z.optional(
    z.array(z.int().check(z.positive())).check(z.maxLength(1000, 'At most 1000 stories at once')),
  ),
});

/**
 * POST /api/newsletter/erase {token}: a subscriber deletes their own address; the token is
 * the one of their unsubscribe link. `website` is the honeypot.
 */
export const eraseOwnAddressSchema = z.object({
  token: z
    .string({ error: 'The link is incomplete' })
    .check(z.minLength(1, 'The link is incomplete'), z.maxLength(1000)),
  website: honeypotField,
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * True when `text` mentions `email` as an address of its own: 'ann@example.com' is in
 * 'Reply to ann@example.com.' but not in 'joann@example.com' or 'ann@example.com.au'.
 */
export function mentionsAddress(text: string | null | undefined, email: string): boolean {
  if (!text) return false;
  const address = escape(email.trim().toLowerCase());
  return new RegExp(`(?<![a-z0-9._%+-])${address}(?![a-z0-9-]|\\.[a-z0-9])`, 'i').test(text);
}
