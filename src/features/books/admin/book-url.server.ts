/** PATCH /api/books/{id} {amazonUrl}: the Amazon URLs tab's Update (admin only), then a republish. */
import { updateBookUrl } from '~/features/books/admin/books-admin.queries';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, parseId, readBody } from '~/lib/http/api';
import { publishChanges } from '~/features/publishing/publish';
import { bookUrlSchema } from './book-schema';

export const PATCH = endpoint(async ({ locals, params, request }) => {
  requireAdmin(locals);
  const id = parseId(params.id);
  const { amazonUrl } = await readBody(request, bookUrlSchema);
  const db = getDb();
  const book = await updateBookUrl(db, id, amazonUrl);
  if (!book) throw new HttpError(404, 'Book not found');
  await publishChanges(db);
  return json(book);
});
