/** GET /api/admin/site-texts: every site text the owner edits in the Site tab, stored over seeded. */
import { readSiteTexts } from '~/features/site-texts/texts.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await readSiteTexts(getDb()));
});

export const ALL = methodNotAllowed;
