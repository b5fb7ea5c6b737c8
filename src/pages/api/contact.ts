/** POST /api/contact {name, email, subject, message}: stores the message and queues the owner's notification. */
import { saveContactMessage } from '~/features/contact/contact.queries';
import { likelyNextId } from '~/lib/forms/honeypot.queries';
import { contactMessages } from '~db/schema';
import { contactNotification } from '~/features/contact/notification-mail';
import { contactSchema } from '~/features/contact/schema';
import { getDb } from '~/lib/db';
import { json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite } from '~/lib/http/public-write';
import { kickOutbox, ownerAddress } from '~/lib/mail/outbox.server';
import { PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';

export const prerender = false;

export const POST = publicWrite({
  // Contact messages have their own bucket of the public write limit.
  limit: { ...PUBLIC_WRITE_LIMIT, name: 'contact' },
  schema: contactSchema,
  form: { sent: '/contact/sent', failed: (reason) => `/contact/error?reason=${reason}` },
  async write(input) {
    const stored = await saveContactMessage(getDb(), input, contactNotification(input, await ownerAddress()));
    kickOutbox();
    return json(stored, 201);
  },
  // The usual success (the same fields), with nothing stored or sent.
  async honeypot(input) {
    const id = await likelyNextId(getDb(), contactMessages, contactMessages.id);
    return json({ id, ...input, createdAt: new Date(), handledAt: null, archivedAt: null }, 201);
  },
});

export const ALL = methodNotAllowed;
