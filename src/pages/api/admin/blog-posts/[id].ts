/** PATCH /api/admin/blog-posts/{id} edits a post; DELETE removes it. Both republish. */
import { deletePost, updatePost } from '~/features/blog/admin/posts-admin.queries';
import { blogPostPatchSchema } from '~/features/blog/admin/post-schema';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';
import { publishChanges } from '~/features/publishing/publish';

export const prerender = false;

export const PATCH = adminById(async (id, { request }) => {
  const fields = await readBody(request, blogPostPatchSchema);
  const db = getDb();
  const post = await updatePost(db, id, fields);
  if (!post) throw new HttpError(404, 'Post not found');
  await publishChanges(db);
  return json(post);
});

export const DELETE = adminById(async (id) => {
  const db = getDb();
  if (!(await deletePost(db, id))) throw new HttpError(404, 'Post not found');
  await publishChanges(db);
  return new Response(null, { status: 204 });
});

export const ALL = methodNotAllowed;
