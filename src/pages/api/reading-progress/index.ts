/**
 * GET: this visitor's reading progress. POST {bookId} or {title, author?} (with
 * challengeId?, progress?, currentPage?, totalPages?): start tracking a book, once per book.
 */
import { getActiveChallenge, listProgress, startProgress } from '../../../../db/queries/progress';
import { recordEngagement } from '../../../features/analytics/engagement.server';
import { newEntryFor } from '../../../features/tracker/entries.server';
import { createProgressSchema } from '../../../features/tracker/schema';
import { getDb } from '../../../lib/db';
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
  const book = await newEntryFor(db, input);
  const challengeId = input.challengeId ?? null;
  if (challengeId !== null && !(await getActiveChallenge(db, challengeId))) {
    throw new HttpError(400, 'Invalid input', { challengeId: ['No active challenge has this id'] });
  }
  const visitor = visitorId(ctx.cookies, ctx.url);
  const { entry, created } = await startProgress(db, visitor, { ...book, challengeId });
  // Joining a challenge counts toward the community analytics (reader_engagement).
  if (created && challengeId !== null) {
    await recordEngagement(db, { userId: visitor, delta: { challengesJoined: 1 } });
  }
  return json(entry, created ? 201 : 200);
});

export const ALL = methodNotAllowed;
