/** Reading progress inputs, shared by the tracker islands and /api/reading-progress. */
import { z } from 'astro/zod';

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`);

/** A progress percentage from a client: any number, rounded and clamped to 0..100 by the rules. */
const percent = z.number({ error: 'Progress must be a number' });

/** POST /api/reading-progress: start tracking a book, optionally inside a challenge. */
export const createProgressSchema = z.object({
  /** The catalogue book to track. */
  bookId: id('bookId'),
  /** The challenge the book counts toward (joining the challenge sends 1). */
  challengeId: id('challengeId').nullish(),
  /** Starting progress; clamped to 0..100. */
  progress: percent.optional(),
  /** Honeypot of the challenge join form: hidden from people, so anything in it means a bot. */
  website: z.string().optional().catch(undefined),
});

/**
 * PATCH /api/reading-progress/{id}. Either an action ('increment' adds 10, 'complete'
 * finishes the book), or SPEC.md's fields: status 'completed' finishes the book,
 * progress sets a clamped value. A client's completedAt is ignored: the server stamps it.
 */
export const patchProgressSchema = z
  .object({
    action: z
      .enum(['increment', 'complete'], { error: "action must be 'increment' or 'complete'" })
      .optional(),
    status: z.enum(['reading', 'completed'], { error: "status must be 'reading' or 'completed'" }).optional(),
    progress: percent.optional(),
  })
  .refine((body) => body.action !== undefined || body.status !== undefined || body.progress !== undefined, {
    message: 'Send an action, a status or a progress',
    path: [''],
  });

export type CreateProgressInput = z.input<typeof createProgressSchema>;
export type PatchProgressInput = z.input<typeof patchProgressSchema>;
