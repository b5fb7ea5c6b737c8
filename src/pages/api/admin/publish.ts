/**
 * GET /api/admin/publish: whether the public site is live with every content write,
 * publishing, or failed (and why), from the live build's generation; on Vercel a
 * publish pending for 10 minutes is requested again. POST asks for a publish.
 */
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';
import { checkPublish, requestPublish } from '~/features/publishing/publish';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await checkPublish(getDb()));
});

export const POST = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  const db = getDb();
  await requestPublish(db);
  return json(await checkPublish(db), 202);
});

export const ALL = methodNotAllowed;
