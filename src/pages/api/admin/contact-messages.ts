/**
 * GET /api/admin/contact-messages: messages in full, newest first (?page=, ?pageSize=, ?q=
 * page and search them; ?status=open|handled|archived keeps one kind).
 */
import { listMessages } from '~/features/contact/admin/messages-admin.queries';
import { listResponse } from '~/lib/http/list-query';
import { messageFilterSchema } from '~/features/contact/admin/message-schema';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, methodNotAllowed, readSearchParam } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const status = readSearchParam(url, 'status', messageFilterSchema, 'Invalid query');
  // Without paging: the latest 1,000.
  return listResponse(url, (query) => listMessages(getDb(), { ...query, status }), {
    limit: 1000,
    offset: 0,
  });
});

export const ALL = methodNotAllowed;
