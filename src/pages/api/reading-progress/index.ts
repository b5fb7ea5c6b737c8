/**
 * GET: this visitor's reading progress. POST {bookId} or {title, author?} (with
 * challengeId?, progress?, currentPage?, totalPages?, shelf?): start tracking a book, once
 * per book. DELETE: erase this visitor's whole shelf (entries, reads, goals, device links).
 * The community's challenge join panel also posts here as a plain HTML form (without
 * JavaScript): that answers a 303 to /community/joined, or to /community/error.
 */
import { eraseShelf } from '~/features/tracker/library.queries';
import { listProgress } from '~/features/tracker/progress.queries';
import { lookAlikeEntry, startEntry, type Started } from '~/features/tracker/start-entry.server';
import { joinFormSchema } from '~/features/community/join-form';
import { createProgressSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { publicWrite } from '~/lib/http/public-write';
import { readVisitorId, visitorId } from '~/lib/auth/visitor';
import { PROGRESS_LIMIT } from './_limit';

export const prerender = false;

export const GET = endpoint(async ({ cookies, url }) =>
  json(await listProgress(getDb(), visitorId(cookies, url))),
);

/** The entry's answer: 201 when it is new, 200 when the book was already tracked. */
const answer = ({ entry, created }: Started) => json(entry, created ? 201 : 200);

export const POST = publicWrite({
  limit: PROGRESS_LIMIT,
  schema: createProgressSchema,
  // The challenge join panel without JavaScript: the outcome is a page, never JSON.
  form: {
    schema: joinFormSchema,
    sent: '/community/joined',
    failed: (reason) => `/community/error?form=challenge&reason=${reason}`,
  },
  async write(input, { cookies, url }) {
    return answer(await startEntry(getDb(), input, () => visitorId(cookies, url)));
  },
  // The challenge join form's honeypot: the usual success, nothing stored or counted.
  async honeypot(input, { cookies, url }) {
    return answer(await lookAlikeEntry(getDb(), input, () => visitorId(cookies, url)));
  },
});

/** Erases everything this visitor's shelf holds (the tracker asks for a confirmation first). */
export const DELETE = endpoint(async (ctx) => {
  await hit(PROGRESS_LIMIT, clientAddress(ctx));
  const visitor = readVisitorId(ctx.cookies);
  const removed = visitor ? await eraseShelf(getDb(), visitor) : { entries: 0, reads: 0, goals: 0, links: 0 };
  return json({ message: 'Your reading shelf was erased.', removed });
});

export const ALL = methodNotAllowed;
