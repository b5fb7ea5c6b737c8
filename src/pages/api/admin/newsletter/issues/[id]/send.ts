/**
 * POST /api/admin/newsletter/issues/{id}/send: queues one mail per confirmed subscriber in
 * one transaction and answers 202 with the issue; sending it again answers 409 and queues
 * nothing. The sender then delivers at MAIL_RATE_PER_MINUTE.
 */
import { sendToSubscribers } from '~/features/newsletter/issues.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, parseId } from '~/lib/http/api';

export const prerender = false;

export const POST = endpoint(async ({ locals, params }) => {
  requireAdmin(locals);
  return json(await sendToSubscribers(getDb(), parseId(params.id)), 202);
});

export const ALL = methodNotAllowed;
