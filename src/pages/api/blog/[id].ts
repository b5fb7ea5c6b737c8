/** GET /api/blog/{id}: one post; a non-numeric or unknown id answers 404. */
import { getPost } from '~/features/blog/posts.queries';
import { PUBLIC_READ_CACHE } from '~/lib/http/cache';
import { getDb } from '~/lib/db';
import { maybeWithoutDemo } from '~/lib/http/public-record';
import { methodNotAllowed } from '~/lib/http/api';
import { readById } from '~/lib/http/record-routes';

export const prerender = false;

export const GET = readById(
  async (id) => maybeWithoutDemo(await getPost(getDb(), id)),
  'Post not found',
  PUBLIC_READ_CACHE,
);

export const ALL = methodNotAllowed;
