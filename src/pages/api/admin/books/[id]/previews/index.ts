/** GET /api/admin/books/{id}/previews (every chapter, in order); POST adds one and republishes. */
import { insertChapter } from '~/features/books/admin/books-admin.queries';
import { getBook, listPreviews } from '~/features/books/books.queries';
import { chapterSchema } from '~/features/books/admin/book-schema';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId, readBody } from '~/lib/http/api';
import { requestPublish } from '~/features/publishing/publish';

export const prerender = false;

export const GET = endpoint(async ({ locals, params }) => {
  requireAdmin(locals);
  const db = getDb();
  const bookId = parseId(params.id);
  if (!(await getBook(db, bookId))) throw new HttpError(404, 'Book not found');
  return json(await listPreviews(db, bookId));
});

export const POST = endpoint(async ({ locals, params, request }) => {
  requireAdmin(locals);
  const bookId = parseId(params.id);
  const input = await readBody(request, chapterSchema);
  const db = getDb();
  if (!(await getBook(db, bookId))) throw new HttpError(404, 'Book not found');
  const chapter = await insertChapter(db, bookId, input);
  if (!chapter)
    throw new HttpError(409, `Chapter ${input.chapterNumber} already exists`, {
      chapterNumber: [`This book already has a chapter ${input.chapterNumber}`],
    });
  await requestPublish(db);
  return json(chapter, 201);
});

export const ALL = methodNotAllowed;
