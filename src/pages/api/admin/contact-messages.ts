/**
 * GET /api/admin/contact-messages: messages in full, newest first (?page=, ?pageSize=, ?q=
 * page and search them; ?status=open|handled|archived keeps one kind).
 */
import { listMessages } from '~/features/admin/admin.queries';
import { pageMessages } from '~/features/admin/lists.queries';
import { pageJson, readListQuery } from '~/features/admin/list-query';
import { messageFilterSchema } from '~/features/admin/schema';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, fieldErrors, HttpError, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const parsed = messageFilterSchema.safeParse(url.searchParams.get('status') ?? undefined);
  if (!parsed.success)
    throw new HttpError(400, 'Invalid query', { status: fieldErrors(parsed.error)[''] ?? [] });
  const status = parsed.data;
  const paging = readListQuery(url);
  if (paging) {
    const { rows, total } = await pageMessages(getDb(), { ...paging, status });
    return pageJson(rows, total, paging);
  }
  if (status) return json((await pageMessages(getDb(), { limit: 1000, offset: 0, status })).rows);
  return json(await listMessages(getDb()));
});

export const ALL = methodNotAllowed;
