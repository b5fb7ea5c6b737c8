/** GET /api/admin/outbox: outgoing mail waiting, sent and failed, newest first (?page=, ?pageSize=, ?q= page and search it). */
import { listOutbox } from '~/features/admin/admin.queries';
import { pageOutbox } from '~/features/admin/lists.queries';
import { pageJson, readListQuery } from '~/features/admin/list-query';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const paging = readListQuery(url);
  if (paging) {
    const { rows, total } = await pageOutbox(getDb(), paging);
    return pageJson(rows, total, paging);
  }
  return json(await listOutbox(getDb()));
});

export const ALL = methodNotAllowed;
