/** GET /api/admin/contact-messages: messages in full, newest first (?page=, ?pageSize=, ?q= page and search them). */
import { listMessages } from '../../../../db/queries/admin';
import { pageMessages } from '../../../../db/queries/admin-lists';
import { pageJson, readListQuery } from '../../../features/admin/list-query';
import { requireAdmin } from '../../../lib/auth';
import { getDb } from '../../../lib/db';
import { endpoint, json, methodNotAllowed } from '../../../lib/http';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const paging = readListQuery(url);
  if (paging) {
    const { rows, total } = await pageMessages(getDb(), paging);
    return pageJson(rows, total, paging);
  }
  return json(await listMessages(getDb()));
});

export const ALL = methodNotAllowed;
