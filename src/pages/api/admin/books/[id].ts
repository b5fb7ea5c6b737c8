/**
 * PATCH /api/admin/books/{id} edits a book; DELETE removes it with its chapters, while
 * readers' progress on it keeps the title it showed. Both republish.
 */
import { deleteBook, updateBook } from '~/features/books/admin/books-admin.queries';
import { bookPatchSchema } from '~/features/books/admin/book-schema';
import { bookFields } from '~/features/books/admin/books.server';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';
import { requestPublish } from '~/features/publishing/publish';

export const prerender = false;

export const PATCH = adminById(async (id, { request }) => {
  const input = await readBody(request, bookPatchSchema);
  const db = getDb();
  const book = await updateBook(db, id, bookFields(input));
  if (!book) throw new HttpError(404, 'Book not found');
  await requestPublish(db);
  return json(book);
});

export const DELETE = adminById(async (id) => {
  const db = getDb();
  if (!(await deleteBook(db, id))) throw new HttpError(404, 'Book not found');
  await requestPublish(db);
  return new Response(null, { status: 204 });
});

export const ALL = methodNotAllowed;
