/** GET /api/admin/demo-content -> {demo, counts}: the seeded demo content still on the site (CONTRACT.md §16). */
import { demoContentStatus } from '~/features/demo/demo-content.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await demoContentStatus(getDb()));
});

export const ALL = methodNotAllowed;
