/** GET /api/admin/books (every book with its chapter count); POST creates one and republishes. */
import { insertBook, listBooksWithChapterCounts } from '~/features/books/admin/books-admin.queries';
import { bookSchema } from '~/features/books/admin/book-schema';
import { newBookFields } from '~/features/books/admin/books.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { requestPublish } from '~/features/publishing/publish';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await listBooksWithChapterCounts(getDb()));
});

export const POST = endpoint(async ({ locals, request }) => {
  requireAdmin(locals);
  const input = await readBody(request, bookSchema);
  const db = getDb();
  const book = await insertBook(db, newBookFields(input));
  await requestPublish(db);
  return json(book, 201);
});

export const ALL = methodNotAllowed;
