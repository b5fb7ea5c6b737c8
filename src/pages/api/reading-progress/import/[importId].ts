/**
 * DELETE /api/reading-progress/import/{importId}: undoes one of this visitor's imports,
 * removing the books it added and the read dates it added to books already there:
 * 200 {removed: {entries, reads}}; 404 for an import that is not this visitor's or
 * added nothing left to remove.
 */
import { undoImport } from '~/features/tracker/import.queries';
import { importIdSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { readVisitorId } from '~/lib/auth/visitor';
import { PROGRESS_LIMIT } from '../_limit';

export const prerender = false;

export const DELETE = endpoint(async (ctx) => {
  const importId = importIdSchema.safeParse(ctx.params.importId);
  if (!importId.success) throw new HttpError(404, 'Not found');
  await hit(PROGRESS_LIMIT, clientAddress(ctx));
  const visitor = readVisitorId(ctx.cookies);
  const removed = visitor ? await undoImport(getDb(), visitor, importId.data) : { entries: 0, reads: 0 };
  if (!removed.entries && !removed.reads) throw new HttpError(404, 'Not found');
  const books = `${removed.entries} book${removed.entries === 1 ? '' : 's'}`;
  return json({ message: `Import undone: ${books} removed from your shelf.`, removed });
});

export const ALL = methodNotAllowed;
