/**
 * The erasure's rules that need no database: the input (one schema for the admin form and
 * its endpoint) and whether a text mentions an address.
 */
import * as z from 'zod/mini';
import { emailField } from '~/features/newsletter/schema';

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
