/** GET /api/admin/impact-stories: every reader story (the moderation queue), newest first. */
import { listStories } from '../../../../../db/queries/admin';
import { requireAdmin } from '../../../../lib/auth';
import { getDb } from '../../../../lib/db';
import { endpoint, json, methodNotAllowed } from '../../../../lib/http';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  const rows = await listStories(getDb());
  return json(rows.map((r) => ({ ...r.story, bookTitle: r.bookTitle })));
});

export const ALL = methodNotAllowed;
