/**
 * PATCH /api/reading-progress/{id}: {action: 'increment' | 'complete' | 'dnf' | 'resume' |
 * 'reread'}, SPEC.md's {status, progress, completedAt}, or pages {currentPage,
 * totalPages}. The server applies the rules: +10 capped at 100, progress from pages,
 * completion stamps its own completedAt and records the finished read, a completed book
 * stays completed (409) until it is read again. Another visitor's entry is 404.
 */
import { changeEntry } from '~/features/tracker/entries.server';
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
  const change = planChange(await readBody(ctx.request, patchProgressSchema));
  const visitor = readVisitorId(ctx.cookies);
  if (!visitor) throw new HttpError(404, 'Not found');
  return json(await changeEntry(getDb(), visitor, id, change));
});

export const ALL = methodNotAllowed;
