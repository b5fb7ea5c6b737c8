/** GET: this visitor's reading progress. POST {bookId, challengeId?, progress?}: start tracking a book (once per book). */
import { getBook } from '../../../../db/queries/books';
import { likelyNextId } from '../../../../db/queries/honeypot';
import {
  getActiveChallenge,
  listProgress,
  startProgress,
  type ProgressEntry,
} from '../../../../db/queries/progress';
import { userReadingProgress } from '../../../../db/schema';
import { clampProgress } from '../../../features/tracker/progress';
import { createProgressSchema } from '../../../features/tracker/schema';
import { recordEngagement } from '../../../features/analytics/engagement.server';
import { getDb } from '../../../lib/db';
import { isBot } from '../../../lib/honeypot';
import { endpoint, HttpError, json, methodNotAllowed, readBody } from '../../../lib/http';
import { clientAddress, hit } from '../../../lib/rate-limit';
import { visitorId } from '../../../lib/visitor';
import { PROGRESS_LIMIT } from './_limit';

export const prerender = false;

export const GET = endpoint(async ({ cookies, url }) =>
  json(await listProgress(getDb(), visitorId(cookies, url))),
);

export const POST = endpoint(async (ctx) => {
  await hit(PROGRESS_LIMIT, clientAddress(ctx));
  const input = await readBody(ctx.request, createProgressSchema);
  const db = getDb();
  const book = await getBook(db, input.bookId);
  if (!book) throw new HttpError(400, 'Invalid input', { bookId: ['No book has this id'] });
  const challengeId = input.challengeId ?? null;
  if (challengeId !== null && !(await getActiveChallenge(db, challengeId))) {
    throw new HttpError(400, 'Invalid input', { challengeId: ['No active challenge has this id'] });
  }
  const visitor = visitorId(ctx.cookies, ctx.url);
  if (isBot(input.website)) {
    // A filled honeypot (the challenge join form's) is a bot: the usual success, nothing stored or counted.
    const entry: ProgressEntry = {
      id: await likelyNextId(db, userReadingProgress, userReadingProgress.id),
      bookId: book.id,
      challengeId,
      status: 'reading',
      progress: clampProgress(input.progress ?? 0),
      startedAt: new Date(),
      completedAt: null,
      book: { id: book.id, title: book.title, coverImage: book.coverImage },
    };
    return json(entry, 201);
  }
  const { entry, created } = await startProgress(db, visitor, {
    bookId: input.bookId,
    challengeId,
    progress: clampProgress(input.progress ?? 0),
  });
  // Joining a challenge counts toward the community analytics (reader_engagement).
  if (created && challengeId !== null) {
    await recordEngagement(db, { userId: visitor, delta: { challengesJoined: 1 } });
  }
  return json(entry, created ? 201 : 200);
});

export const ALL = methodNotAllowed;
