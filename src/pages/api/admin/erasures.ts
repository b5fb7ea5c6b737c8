/** GET /api/admin/erasures: the erasure log, newest first (?page=, ?pageSize=). */
import { listErasures } from '~/features/privacy/admin/erasures.queries';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, methodNotAllowed } from '~/lib/http/api';
import { listResponse } from '~/lib/http/list-query';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  return listResponse(url, (query) => listErasures(getDb(), query), { limit: 1000, offset: 0 });
});

export const ALL = methodNotAllowed;
