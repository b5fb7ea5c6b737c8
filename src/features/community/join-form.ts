/**
 * The challenge join panel's plain form post (without JavaScript): the same fields the
 * island sends as JSON, {challengeId, bookId, website}, arriving as form text.
 */
import { z } from 'astro/zod';

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`);

/** POST /api/reading-progress as an HTML form: join a challenge with its starter book. */
export const joinFormSchema = z.object({
  /** The challenge to join (the panel's hidden field, 1). */
  challengeId: id('challengeId'),
  /** The book to start with (the panel's hidden field, 8). */
  bookId: id('bookId'),
  /** Honeypot: hidden from people, so anything in it means a bot. */
  website: z.string().optional().catch(undefined),
});
