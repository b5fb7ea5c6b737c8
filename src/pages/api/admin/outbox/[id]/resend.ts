/**
 * POST /api/admin/outbox/{id}/resend: puts a failed mail back in the queue (pending, no
 * attempts, due now) and starts the sender; answers the mail. 409 for a mail that has not failed.
 */
import { resendMail } from '~/lib/mail/outbox.queries';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';
import { kickOutbox } from '~/lib/mail/outbox.server';

export const prerender = false;

export const POST = adminById(async (id) => {
  const result = await resendMail(getDb(), id);
  if (result.status === 'missing') throw new HttpError(404, 'Mail not found');
  if (result.status === 'not-failed')
    throw new HttpError(409, `Only a failed mail can be sent again (this one is ${result.mailStatus})`);
  kickOutbox();
  return json(result.mail);
});

export const ALL = methodNotAllowed;
