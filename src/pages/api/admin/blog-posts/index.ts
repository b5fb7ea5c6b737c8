/** GET /api/admin/blog-posts (every post, newest first); POST creates one and republishes. */
import { insertPost, listAllPosts } from '../../../../../db/queries/admin';
import { blogPostSchema } from '../../../../features/admin/schema';
import { requireAdmin } from '../../../../lib/auth';
import { getDb } from '../../../../lib/db';
import { endpoint, json, methodNotAllowed, readBody } from '../../../../lib/http';
import { publishChanges } from '../../../../lib/publish';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await listAllPosts(getDb()));
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
