/**
 * /api/books/{id}: GET one book (a non-numeric or unknown id answers 404);
 * PATCH {amazonUrl} is the admin's (src/features/admin), guarded by the middleware.
 */
import { getBook } from '~/features/books/books.queries';
import { PUBLIC_READ_CACHE } from '~/features/books/api-cache';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ params }) => {
  const book = await getBook(getDb(), parseId(params.id));
  if (!book) throw new HttpError(404, 'Book not found');
  return json(book, 200, PUBLIC_READ_CACHE);
});

export { PATCH } from '~/features/books/admin/book-url.server';

export const ALL = methodNotAllowed;
