/** GET /api/admin/blog-posts (every post, newest first; ?page=, ?pageSize=, ?q= page and search them); POST creates one and republishes. */
import { insertPost, listAllPosts } from '~/features/blog/admin/posts-admin.queries';
import { listResponse } from '~/lib/http/list-query';
import { blogPostSchema } from '~/features/blog/admin/post-schema';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { publishChanges } from '~/features/publishing/publish';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  return listResponse(url, (query) => listAllPosts(getDb(), query));
});

export const POST = endpoint(async ({ locals, request }) => {
  requireAdmin(locals);
  const input = await readBody(request, blogPostSchema);
  const db = getDb();
  const post = await insertPost(db, input);
  await publishChanges(db);
  return json(post, 201);
});

export const ALL = methodNotAllowed;
