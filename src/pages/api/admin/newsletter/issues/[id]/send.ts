/**
 * POST /api/admin/newsletter/issues/{id}/send: queues one mail per confirmed subscriber in
 * one transaction and answers 202 with the issue; sending it again answers 409 and queues
 * nothing. The sender then delivers at MAIL_RATE_PER_MINUTE.
 */
import { sendToSubscribers } from '~/features/newsletter/issues.server';
import { getDb } from '~/lib/db';
import { json, methodNotAllowed } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';

export const prerender = false;

export const POST = adminById(async (id) => json(await sendToSubscribers(getDb(), id), 202));

export const ALL = methodNotAllowed;
