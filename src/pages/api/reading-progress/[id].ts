/**
 * PATCH /api/reading-progress/{id}: {action: 'increment' | 'complete'} or SPEC.md's
 * {status, progress, completedAt}. The server applies the rules: +10 capped at 100,
 * completion stamps its own completedAt, a completed book stays completed (409).
 * Another visitor's entry is 404.
 */
import { getProgress, updateReadingEntry } from '../../../../db/queries/progress';
import { MAX_PROGRESS, planChange, PROGRESS_STEP } from '../../../features/tracker/progress';
import { patchProgressSchema } from '../../../features/tracker/schema';
import { getDb } from '../../../lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId, readBody } from '../../../lib/http';
import { clientAddress, hit } from '../../../lib/rate-limit';
import { readVisitorId } from '../../../lib/visitor';
import { PROGRESS_LIMIT } from './_limit';

export const prerender = false;

export const PATCH = endpoint(async (ctx) => {
  const id = parseId(ctx.params.id);
  hit(PROGRESS_LIMIT, clientAddress(ctx));
  const change = planChange(await readBody(ctx.request, patchProgressSchema));
  const visitor = readVisitorId(ctx.cookies);
  if (!visitor) throw new HttpError(404, 'Not found');
  const db = getDb();
  const updated =
    change.kind === 'increment'
      ? await updateReadingEntry(db, visitor, id, { addStep: PROGRESS_STEP })
      : change.kind === 'complete'
        ? await updateReadingEntry(db, visitor, id, {
            status: 'completed',
            progress: MAX_PROGRESS,
            completedNow: true,
          })
        : Number.isNaN(change.progress)
          ? await getProgress(db, visitor, id).then((entry) =>
              entry?.status === 'reading' ? entry : undefined,
            )
          : await updateReadingEntry(db, visitor, id, { progress: change.progress });
  if (updated) return json(updated);
  const entry = await getProgress(db, visitor, id);
  if (!entry) throw new HttpError(404, 'Not found');
  // Only a completed entry gets here: completing it again changes nothing; anything else is refused.
  if (change.kind === 'complete') return json(entry);
  throw new HttpError(409, 'This book is already completed');
});

export const ALL = methodNotAllowed;
