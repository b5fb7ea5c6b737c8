/**
 * POST /api/reading-progress/{id}/restore: puts back an entry this visitor removed within
 * the last day, as it was (its reads, rating and review too): 200 with the entry. 404
 * when there is none to put back, 409 when the book is on the shelf again meanwhile.
 */
import { restoreEntry } from '~/features/tracker/library.queries';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { readVisitorId } from '~/lib/auth/visitor';
import { PROGRESS_LIMIT } from '../_limit';

export const prerender = false;

export const POST = endpoint(async (ctx) => {
  const id = parseId(ctx.params.id);
  await hit(PROGRESS_LIMIT, clientAddress(ctx));
  const visitor = readVisitorId(ctx.cookies);
  const restored = visitor ? await restoreEntry(getDb(), visitor, id) : 'not-found';
  if (restored === 'not-found') throw new HttpError(404, 'Not found');
  if (restored === 'on-shelf-again')
    throw new HttpError(409, 'This book is on your shelf again, so the removed copy was not put back');
  return json(restored);
});

export const ALL = methodNotAllowed;
