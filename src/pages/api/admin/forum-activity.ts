/** GET /api/admin/forum-activity: forum topics and replies, newest first. */
import { listForumActivity } from '~/features/community/admin/forum-admin.queries';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await listForumActivity(getDb()));
});

export const ALL = methodNotAllowed;
