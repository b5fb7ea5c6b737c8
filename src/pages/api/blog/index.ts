/** GET /api/blog: every post, newest first. */
import { listPosts } from '~/features/blog/posts.queries';
import { PUBLIC_READ_CACHE } from '~/lib/http/cache';
import { getDb } from '~/lib/db';
import { withoutDemo } from '~/lib/http/public-record';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async () =>
  json((await listPosts(getDb())).map(withoutDemo), 200, PUBLIC_READ_CACHE),
);

export const ALL = methodNotAllowed;
