/** GET /api/admin/outbox/{id}: one outgoing mail in full (recipient, subject, text and HTML body, status, attempts, last error). */
import { getMail } from '~/lib/mail/outbox.queries';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, params }) => {
  requireAdmin(locals);
  const mail = await getMail(getDb(), parseId(params.id));
  if (!mail) throw new HttpError(404, 'Mail not found');
  return json(mail);
});

export const ALL = methodNotAllowed;
