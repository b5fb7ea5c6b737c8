/** GET /api/admin/dashboard: everything the /admin tabs show, so the island can refresh after a write. */
import { loadDashboard } from '~/features/admin/dashboard.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await loadDashboard(getDb()));
});

export const ALL = methodNotAllowed;
