/** POST /api/admin/books/{id}/move {direction: 'up' | 'down'}: the owner's catalogue order; answers the new order of ids. */
import { moveBook } from '~/features/books/admin/books-admin.queries';
import { bookMoveSchema } from '~/features/books/admin/book-schema';
import { publishChanges } from '~/features/publishing/publish';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';

export const prerender = false;

export const POST = adminById(async (id, { request }) => {
  const { direction } = await readBody(request, bookMoveSchema);
  const db = getDb();
  const order = await moveBook(db, id, direction);
  if (!order) throw new HttpError(404, 'Book not found');
  await publishChanges(db);
  return json({ order });
});

export const ALL = methodNotAllowed;
