/**
 * GET: this visitor's reading progress. POST {bookId} or {title, author?} (with
 * challengeId?, progress?, currentPage?, totalPages?): start tracking a book, once per book.
 * The community's challenge join panel also posts here as a plain HTML form (without
 * JavaScript): that answers a 303 to /community/joined, or to /community/error.
 */
import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
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
import { failureReason, seeOther } from '~/lib/forms/redirect';
import { isBot } from '~/lib/forms/honeypot';
import { endpoint, HttpError, isFormPost, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
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

export const POST = endpoint(async (ctx) => {
  if (!isFormPost(ctx.request)) {
    await hit(PROGRESS_LIMIT, clientAddress(ctx));
    const { entry, created } = await start(ctx, await readBody(ctx.request, createProgressSchema));
    return json(entry, created ? 201 : 200);
  }
  // The challenge join panel without JavaScript: the outcome is a page, never JSON.
  try {
    await hit(PROGRESS_LIMIT, clientAddress(ctx));
    await start(ctx, await readBody(ctx.request, joinFormSchema, { allowForm: true }));
    return seeOther('/community/joined');
  } catch (error) {
    return seeOther(`/community/error?form=challenge&reason=${failureReason(error)}`);
  }
});

/** Starts the entry for this visitor (a honeypot-filled body gets a look-alike, stored nowhere). */
async function start(
  ctx: APIContext,
  input: z.output<typeof createProgressSchema>,
): Promise<{ entry: ProgressEntry; created: boolean }> {
  const db = getDb();
  const book = await newEntryFor(db, input);
  const challengeId = input.challengeId ?? null;
  if (challengeId !== null && !(await getActiveChallenge(db, challengeId))) {
    throw new HttpError(400, 'Invalid input', { challengeId: ['No active challenge has this id'] });
  }
  const visitor = visitorId(ctx.cookies, ctx.url);
  if (isBot(input.website)) {
    // A filled honeypot (the challenge join form's) is a bot: the usual success, nothing stored or counted.
    const { shelfKey: _key, ...shown } = book;
    const entry: ProgressEntry = {
      ...shown,
      currentPage: shown.currentPage ?? null,
      totalPages: shown.totalPages ?? null,
      id: await likelyNextId(db, userReadingProgress, userReadingProgress.id),
      challengeId,
      status: 'reading',
      startedAt: new Date(),
      completedAt: null,
      book: await shownBook(book.bookId),
      reads: [],
    };
    return { entry, created: true };
  }
  const { entry, created } = await startProgress(db, visitor, { ...book, challengeId });
  // Joining a challenge counts toward the community analytics (reader_engagement).
  if (created && challengeId !== null) {
    await recordEngagement(db, { userId: visitor, delta: { challengesJoined: 1 } });
  }
  return { entry, created };
}

export const ALL = methodNotAllowed;
