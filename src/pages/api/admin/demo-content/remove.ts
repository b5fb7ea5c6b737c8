/**
 * POST /api/admin/demo-content/remove -> 200 {removed, kept}: removes every seeded book,
 * chapter, post, story, forum item, product without orders, milestone, archived issue, demo
 * visit, figure and text in one batch, then publishes. A second call removes nothing.
 */
import { removeDemo } from '~/features/demo/demo-content.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const POST = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await removeDemo(getDb()));
});

export const ALL = methodNotAllowed;
