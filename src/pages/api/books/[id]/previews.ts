/** GET /api/books/{id}/previews: a book's preview chapters in order ([] when it has none; 404 for no book). */
import { getBook, listPreviews } from '~/features/books/books.queries';
import { PUBLIC_READ_CACHE } from '~/lib/http/cache';
import { getDb } from '~/lib/db';
import { withoutDemo } from '~/lib/http/public-record';
import { endpoint, HttpError, json, methodNotAllowed, parseId } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ params }) => {
  const db = getDb();
  const id = parseId(params.id);
  if (!(await getBook(db, id))) throw new HttpError(404, 'Book not found');
  return json((await listPreviews(db, id)).map(withoutDemo), 200, PUBLIC_READ_CACHE);
});

export const ALL = methodNotAllowed;
