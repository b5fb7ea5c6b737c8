/** GET /api/admin/impact-stories: every reader story (the moderation queue), newest first; ?page=, ?pageSize=, ?q= page and search it. */
import { listStories } from '~/features/admin/admin.queries';
import { pageStories } from '~/features/admin/lists.queries';
import { pageJson, readListQuery } from '~/features/admin/list-query';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const paging = readListQuery(url);
  if (paging) {
    const page = await pageStories(getDb(), paging);
    return pageJson(
      page.rows.map((r) => ({ ...r.story, bookTitle: r.bookTitle })),
      page.total,
      paging,
    );
  }
  const rows = await listStories(getDb());
  return json(rows.map((r) => ({ ...r.story, bookTitle: r.bookTitle })));
});

export const ALL = methodNotAllowed;
