/** GET /api/admin/books/{id}/previews (every chapter, in order); POST adds one and republishes. */
import { insertChapter } from '~/features/books/admin/books-admin.queries';
import { getBook, listPreviews } from '~/features/books/books.queries';
import { chapterSchema } from '~/features/books/admin/book-schema';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';
import { requestPublish } from '~/features/publishing/publish';

export const prerender = false;

export const GET = adminById(async (bookId) => {
  const db = getDb();
  if (!(await getBook(db, bookId))) throw new HttpError(404, 'Book not found');
  return json(await listPreviews(db, bookId));
});

export const POST = adminById(async (bookId, { request }) => {
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
