/**
 * GET: this visitor's reading progress. POST {bookId} or {title, author?} (with
 * challengeId?, progress?, currentPage?, totalPages?): start tracking a book, once per book.
 * The community's challenge join panel also posts here as a plain HTML form (without
 * JavaScript): that answers a 303 to /community/joined, or to /community/error.
 */
import { listProgress } from '~/features/tracker/progress.queries';
import { lookAlikeEntry, startEntry, type Started } from '~/features/tracker/start-entry.server';
import { joinFormSchema } from '~/features/community/join-form';
import { createProgressSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite } from '~/lib/http/public-write';
import { visitorId } from '~/lib/auth/visitor';
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

export const ALL = methodNotAllowed;
