/** Reading progress, goal and device-link inputs of /api/reading-progress and /api/reading-goal. */
import { z } from 'astro/zod';
import * as zm from 'zod/mini';
import { emailField } from '~/features/newsletter/schema';
import { honeypotField } from '~/lib/forms/honeypot-schema';
import { MAX_GOAL } from './goal-limits';
import { MAX_PAGES, pageBeyondEndMessage, READING_STATUSES } from './progress';

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`);

/** A progress percentage from a client: any number, rounded and clamped to 0..100 by the rules. */
const percent = z.number({ error: 'Progress must be a number' });

/** The page reached: a whole number, clamped to the book's page count by the rules. */
const currentPage = z
  .number({ error: 'Current page must be a number' })
  .int('Current page must be a whole number')
  .min(0, 'Current page cannot be negative')
  .max(MAX_PAGES, `Current page must be at most ${MAX_PAGES}`);

/** How many pages the book has. */
const totalPages = z
  .number({ error: 'Total pages must be a number' })
  .int('Total pages must be a whole number')
  .min(1, 'Total pages must be at least 1')
  .max(MAX_PAGES, `Total pages must be at most ${MAX_PAGES}`);

/** Longest title and author name accepted. */
export const MAX_TITLE_LENGTH = 300;
export const MAX_AUTHOR_LENGTH = 200;
/** Longest private review accepted (Goodreads' own limit is 20,000 characters). */
export const MAX_REVIEW_LENGTH = 20_000;

/** One of the four shelves. */
const status = z.enum(READING_STATUSES, {
  error: "status must be 'want-to-read', 'reading', 'completed' or 'dnf'",
});

/** The reader's rating: 0.5 to 5 in half stars, or null to take it away. */
const rating = z
  .number({ error: 'Rating must be a number of stars' })
  .min(0.5, 'Rating must be at least half a star')
  .max(5, 'Rating must be at most 5 stars')
  .multipleOf(0.5, 'Rating must be in half stars (0.5, 1, 1.5 ... 5)')
  .nullable();

/** The reader's private review; empty or null takes it away. */
const review = z
  .string({ error: 'Review must be text' })
  .trim()
  .max(MAX_REVIEW_LENGTH, `Review must be at most ${MAX_REVIEW_LENGTH.toLocaleString('en-US')} characters`)
  .nullable()
  .transform((text) => text || null);

/** Refuses a page beyond the book's last, on the page field. */
const pageWithinBook = <T extends { currentPage?: number; totalPages?: number | null }>(
  body: T,
  ctx: z.RefinementCtx,
) => {
  if (body.currentPage !== undefined && body.totalPages && body.currentPage > body.totalPages)
    ctx.addIssue({
      code: 'custom',
      message: pageBeyondEndMessage(body.currentPage, body.totalPages),
      path: ['currentPage'],
    });
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/**
 * POST /api/reading-progress: start tracking a catalogue book (`bookId`) or any book
 * the reader names (`title`, optional `author`), optionally inside a challenge.
 */
export const createProgressSchema = z
  .object({
    /** The catalogue book to track. */
    bookId: id('bookId').nullish(),
    /** A book outside the catalogue: its title... */
    title: text('Title', MAX_TITLE_LENGTH).optional(),
    /** ...and author. */
    author: text('Author', MAX_AUTHOR_LENGTH).nullish(),
    /** The challenge the book counts toward (joining the challenge sends 1). */
    challengeId: id('challengeId').nullish(),
    /** Starting progress; clamped to 0..100. */
    progress: percent.optional(),
    /** Progress by page, when the reader knows the page count. */
    currentPage: currentPage.optional(),
    totalPages: totalPages.optional(),
    /**
     * The shelf the book goes on, 'reading' by default. Named apart from `status`, which a
     * create ignores like every field the server owns (CONTRACT.md §4); a PATCH moves it.
     */
    shelf: status.optional(),
    /** Honeypot of the challenge join form: hidden from people, so anything in it means a bot. */
    website: z.string().optional().catch(undefined),
  })
  .refine((body) => body.bookId != null || Boolean(body.title), {
    message: 'Choose a book from the catalogue, or give the title of another book',
    path: ['bookId'],
  })
  .superRefine(pageWithinBook);

/**
 * PATCH /api/reading-progress/{id}. Either an action ('increment' adds 10, 'complete'
 * finishes the book, 'dnf' stops it, 'resume' takes a stopped book up again, 'reread'
 * starts a finished one again), or SPEC.md's fields: status moves the book to that shelf
 * ('completed' finishes it, 'reading' starts it, a finished one again), progress sets a
 * clamped value; or pages (currentPage, totalPages; totalPages null stops tracking by
 * page; a page beyond the last is refused). With them or alone: the reader's rating and
 * private review. A client's completedAt is ignored: the server stamps it.
 */
export const patchProgressSchema = z
  .object({
    action: z
      .enum(['increment', 'complete', 'dnf', 'resume', 'reread'], {
        error: "action must be 'increment', 'complete', 'dnf', 'resume' or 'reread'",
      })
      .optional(),
    status: status.optional(),
    progress: percent.optional(),
    currentPage: currentPage.optional(),
    totalPages: totalPages.nullable().optional(),
    rating: rating.optional(),
    review: review.optional(),
  })
  .refine(
    (body) =>
      body.action !== undefined ||
      body.status !== undefined ||
      body.progress !== undefined ||
      body.currentPage !== undefined ||
      body.totalPages !== undefined ||
      body.rating !== undefined ||
      body.review !== undefined,
    { message: 'Send an action, a status, a progress, pages, a rating or a review', path: [''] },
  )
  .superRefine(pageWithinBook);

/** The years a goal can be set for. */
export const GOAL_YEARS = { min: 1900, max: 2200 } as const;

const year = z
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(GOAL_YEARS.min, `Year must be ${GOAL_YEARS.min} or later`)
  .max(GOAL_YEARS.max, `Year must be ${GOAL_YEARS.max} or earlier`);

/** PUT /api/reading-goal: how many books the reader means to finish in a year. */
export const goalSchema = z.object({
  year,
  target: z
    .number({ error: 'Goal must be a number' })
    .int('Goal must be a whole number of books')
    .min(1, 'Goal must be at least 1 book')
    .max(MAX_GOAL, `Goal must be at most ${MAX_GOAL} books`),
});

/** GET /api/reading-goal?year=: the year asked for (a query string, so coerced). */
export const goalQuerySchema = z.object({ year: z.coerce.number().pipe(year) });

/** POST /api/reading-progress/link: where to mail the sign-in link for another device. */
export const linkSchema = zm.object({ email: emailField, website: honeypotField });

/** POST /api/reading-progress/link/confirm: the token from the mailed link (a form post or JSON). */
export const confirmLinkSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(500),
});

export { MAX_GOAL };

/** GET /api/reading-progress/export?format=: Goodreads CSV (the default) or the whole shelf as JSON. */
export const exportFormatSchema = z
  .enum(['csv', 'json'], { error: "format must be 'csv' or 'json'" })
  .default('csv');

/** DELETE /api/reading-progress/import/{importId}: the id an import answered. */
export const importIdSchema = z.string().regex(/^[\w-]{16}$/);

export type CreateProgressInput = z.input<typeof createProgressSchema>;
export type PatchProgressInput = z.input<typeof patchProgressSchema>;
export type GoalInput = z.input<typeof goalSchema>;
