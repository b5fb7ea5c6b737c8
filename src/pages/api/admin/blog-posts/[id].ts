/** PATCH /api/admin/blog-posts/{id} edits a post; DELETE removes it. Both republish. */
import { deletePost, updatePost } from '~/features/blog/admin/posts-admin.queries';
import { blogPostPatchSchema } from '~/features/blog/admin/post-schema';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId, readBody } from '~/lib/http/api';
import { publishChanges } from '~/features/publishing/publish';

export const prerender = false;

export const PATCH = endpoint(async ({ locals, params, request }) => {
  requireAdmin(locals);
  const id = parseId(params.id);
  const fields = await readBody(request, blogPostPatchSchema);
  const db = getDb();
  const post = await updatePost(db, id, fields);
  if (!post) throw new HttpError(404, 'Post not found');
  await publishChanges(db);
  return json(post);
});

export const DELETE = endpoint(async ({ locals, params }) => {
  requireAdmin(locals);
  const id = parseId(params.id);
  const db = getDb();
  if (!(await deletePost(db, id))) throw new HttpError(404, 'Post not found');
  await publishChanges(db);
  return new Response(null, { status: 204 });
});

export const ALL = methodNotAllowed;
