/** GET /api/blog/{id}: one post; a non-numeric or unknown id answers 404. */
import { getPost } from '~/features/blog/posts.queries';
import { PUBLIC_READ_CACHE } from '~/features/books/api-cache';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ params }) => {
  const post = await getPost(getDb(), parseId(params.id));
  if (!post) throw new HttpError(404, 'Post not found');
  return json(post, 200, PUBLIC_READ_CACHE);
});

export const ALL = methodNotAllowed;
