/** GET /api/admin/impact-stories: every reader story (the moderation queue), newest first; ?page=, ?pageSize=, ?q= page and search it. */
import { listStories } from '~/features/community/admin/stories-admin.queries';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, methodNotAllowed } from '~/lib/http/api';
import { listResponse } from '~/lib/http/list-query';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  return listResponse(url, (query) => listStories(getDb(), query));
});

export const ALL = methodNotAllowed;
