/** GET /api/admin/outbox/{id}: one outgoing mail in full (recipient, subject, text and HTML body, status, attempts, last error). */
import { getMail } from '~/lib/mail/outbox.queries';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';

export const prerender = false;

export const GET = adminById(async (id) => {
  const mail = await getMail(getDb(), id);
  if (!mail) throw new HttpError(404, 'Mail not found');
  return json(mail);
});

export const ALL = methodNotAllowed;
