/**
 * PATCH /api/reading-progress/{id}: {action: 'increment' | 'complete' | 'dnf' | 'resume' |
 * 'reread'}, SPEC.md's {status, progress, completedAt}, or pages {currentPage,
 * totalPages}, with or without the reader's {rating, review}. The server applies the
 * rules: +10 capped at 100, progress from pages (a page beyond the last is 400), status
 * moves the book between the four shelves, completion stamps its own completedAt and
 * records the finished read. DELETE removes the entry and its reads (204); it can be put
 * back for a day (POST .../{id}/restore). Another visitor's entry is 404.
 */
import { changeEntry } from '~/features/tracker/entries.server';
import { removeEntry } from '~/features/tracker/library.queries';
import { planChange } from '~/features/tracker/progress';
import { patchProgressSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId, readBody } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { readVisitorId } from '~/lib/auth/visitor';
import { PROGRESS_LIMIT } from './_limit';

export const prerender = false;

export const PATCH = endpoint(async (ctx) => {
  const id = parseId(ctx.params.id);
  await hit(PROGRESS_LIMIT, clientAddress(ctx));
  const { rating, review, ...body } = await readBody(ctx.request, patchProgressSchema);
  const visitor = readVisitorId(ctx.cookies);
  if (!visitor) throw new HttpError(404, 'Not found');
  return json(await changeEntry(getDb(), visitor, id, planChange(body), { rating, review }));
});

export const DELETE = endpoint(async (ctx) => {
  const id = parseId(ctx.params.id);
  await hit(PROGRESS_LIMIT, clientAddress(ctx));
  const visitor = readVisitorId(ctx.cookies);
  if (!visitor || !(await removeEntry(getDb(), visitor, id))) throw new HttpError(404, 'Not found');
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
});

export const ALL = methodNotAllowed;
