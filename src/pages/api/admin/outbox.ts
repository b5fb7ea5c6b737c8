/** GET /api/admin/outbox: outgoing mail waiting, sent and failed, newest first (?page=, ?pageSize=, ?q= page and search it). */
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, methodNotAllowed } from '~/lib/http/api';
import { listResponse } from '~/lib/http/list-query';
import { listOutbox, type OutboxQuery } from '~/lib/mail/outbox.queries';

export const prerender = false;

/** Without paging: the latest 200 mails, an issue's mails left to the Newsletter tab. */
const UNPAGED: OutboxQuery = { limit: 200, offset: 0, withIssues: false };

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  return listResponse(url, (query) => listOutbox(getDb(), query), UNPAGED);
});

export const ALL = methodNotAllowed;
