/**
 * GET: this visitor's reading progress. POST {bookId} or {title, author?} (with
 * challengeId?, progress?, currentPage?, totalPages?): start tracking a book, once per book.
 * The community's challenge join panel also posts here as a plain HTML form (without
 * JavaScript): that answers a 303 to /community/joined, or to /community/error.
 */
import type { APIContext } from 'astro';
import { getBook } from '~/features/books/books.queries';
import { likelyNextId } from '~/lib/forms/honeypot.queries';
import {
  getActiveChallenge,
  listProgress,
  startProgress,
  type ProgressEntry,
} from '~/features/tracker/progress.queries';
import { userReadingProgress } from '~db/schema';
import { recordEngagement } from '~/features/analytics/engagement.server';
import { newEntryFor } from '~/features/tracker/entries.server';
import { joinFormSchema } from '~/features/community/join-form';
import { createProgressSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite, type WriteInput } from '~/lib/http/public-write';
import { visitorId } from '~/lib/auth/visitor';
import { PROGRESS_LIMIT } from './_limit';

export const prerender = false;

export const GET = endpoint(async ({ cookies, url }) =>
  json(await listProgress(getDb(), visitorId(cookies, url))),
);

/** A catalogue book as an entry shows it. */
async function shownBook(id: number | null): Promise<ProgressEntry['book']> {
  const book = id === null ? undefined : await getBook(getDb(), id);
  return book ? { id: book.id, title: book.title, coverImage: book.coverImage } : null;
}

/** The entry to start for this visitor: its book, and a challenge that must be active. */
async function newEntry(ctx: APIContext, input: WriteInput<typeof createProgressSchema>) {
  const db = getDb();
  const book = await newEntryFor(db, input);
  const challengeId = input.challengeId ?? null;
  if (challengeId !== null && !(await getActiveChallenge(db, challengeId))) {
    throw new HttpError(400, 'Invalid input', { challengeId: ['No active challenge has this id'] });
  }
  return { book, challengeId, visitor: visitorId(ctx.cookies, ctx.url) };
}

/** The entry's answer: 201 when it is new, 200 when the book was already tracked. */
const answer = ({ entry, created }: { entry: ProgressEntry; created: boolean }) =>
  json(entry, created ? 201 : 200);

export const POST = publicWrite({
  limit: PROGRESS_LIMIT,
  schema: createProgressSchema,
  // The challenge join panel without JavaScript: the outcome is a page, never JSON.
  form: {
    schema: joinFormSchema,
    sent: '/community/joined',
    failed: (reason) => `/community/error?form=challenge&reason=${reason}`,
  },
  async write(input, ctx) {
    const { book, challengeId, visitor } = await newEntry(ctx, input);
    const started = await startProgress(getDb(), visitor, { ...book, challengeId });
    // Joining a challenge counts toward the community analytics (reader_engagement).
    if (started.created && challengeId !== null) {
      await recordEngagement(getDb(), { userId: visitor, delta: { challengesJoined: 1 } });
    }
    return answer(started);
  },
  // The challenge join form's honeypot: the usual success, nothing stored or counted.
  async honeypot(input, ctx) {
    const { book, challengeId } = await newEntry(ctx, input);
    const { shelfKey: _key, ...shown } = book;
    const entry: ProgressEntry = {
      ...shown,
      currentPage: shown.currentPage ?? null,
      totalPages: shown.totalPages ?? null,
      id: await likelyNextId(getDb(), userReadingProgress, userReadingProgress.id),
      challengeId,
      status: 'reading',
      startedAt: new Date(),
      completedAt: null,
      book: await shownBook(book.bookId),
      reads: [],
    };
    return answer({ entry, created: true });
  },
});

export const ALL = methodNotAllowed;
