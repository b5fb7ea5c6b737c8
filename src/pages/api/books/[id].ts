/**
 * /api/books/{id}: GET one book (a non-numeric or unknown id answers 404);
 * PATCH {amazonUrl} is the admin's (src/features/admin), guarded by the middleware.
 */
import { getBook } from '~/features/books/books.queries';
import { PUBLIC_READ_CACHE } from '~/lib/http/cache';
import { getDb } from '~/lib/db';
import { maybeWithoutDemo } from '~/lib/http/public-record';
import { methodNotAllowed } from '~/lib/http/api';
import { readById } from '~/lib/http/record-routes';

export const prerender = false;

export const GET = readById(
  async (id) => maybeWithoutDemo(await getBook(getDb(), id)),
  'Book not found',
  PUBLIC_READ_CACHE,
);

export { PATCH } from '~/features/books/admin/book-url.server';

export const ALL = methodNotAllowed;
