/**
 * PATCH /api/admin/books/{id}/previews/{previewId} edits a chapter (a number another
 * chapter holds answers 409, or with `swap: true` the two exchange numbers); DELETE
 * removes it. Both republish.
 */
import { deleteChapter, updateChapter } from '~/features/books/admin/books-admin.queries';
import { chapterPatchSchema } from '~/features/books/admin/book-schema';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, parseId, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';
import { requestPublish } from '~/features/publishing/publish';

export const prerender = false;

export const PATCH = adminById(async (bookId, { params, request }) => {
  const id = parseId(params.previewId);
  const { swap, ...fields } = await readBody(request, chapterPatchSchema);
  const db = getDb();
  const result = await updateChapter(db, bookId, id, fields, swap);
  if (result.status === 'not-found') throw new HttpError(404, 'Chapter not found');
  if (result.status === 'number-taken')
    throw new HttpError(409, `Chapter ${result.chapterNumber} already exists`, {
      chapterNumber: [`This book already has a chapter ${result.chapterNumber}`],
    });
  await requestPublish(db);
  return json(result.chapter);
});

export const DELETE = adminById(async (bookId, { params }) => {
  const id = parseId(params.previewId);
  const db = getDb();
  if (!(await deleteChapter(db, bookId, id))) throw new HttpError(404, 'Chapter not found');
  await requestPublish(db);
  return new Response(null, { status: 204 });
});

export const ALL = methodNotAllowed;
