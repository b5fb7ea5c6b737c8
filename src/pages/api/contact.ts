/** POST /api/contact {name, email, subject, message}: stores the message and queues the owner's notification. */
import { saveContactMessage } from '~/features/contact/contact.queries';
import { likelyNextId } from '~/lib/forms/honeypot.queries';
import { contactMessages } from '~db/schema';
import { contactNotification } from '~/features/contact/notification-mail';
import { contactSchema } from '~/features/contact/schema';
import { getDb } from '~/lib/db';
import { isBot } from '~/lib/forms/honeypot';
import { failureReason, seeOther } from '~/lib/forms/redirect';
import { endpoint, isFormPost, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { kickOutbox, ownerEmail } from '~/lib/mail/outbox.server';
import { clientAddress, hit, PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';

export const prerender = false;

/** Contact messages have their own bucket of the public write limit. */
const LIMIT = { ...PUBLIC_WRITE_LIMIT, name: 'contact' };

export const POST = endpoint(async (ctx) => {
  const form = isFormPost(ctx.request);
  try {
    await hit(LIMIT, clientAddress(ctx));
    const { website, ...input } = await readBody(ctx.request, contactSchema, { allowForm: true });
    const db = getDb();
    // A filled honeypot is a bot: it sees the usual success (the same fields) and nothing is stored or sent.
    const stored = isBot(website)
      ? {
          id: await likelyNextId(db, contactMessages, contactMessages.id),
          ...input,
          createdAt: new Date(),
          handledAt: null,
          archivedAt: null,
        }
      : await saveContactMessage(db, input, contactNotification(input, ownerEmail()));
    if (!isBot(website)) kickOutbox();
    return form ? seeOther('/contact/sent') : json(stored, 201);
  } catch (error) {
    if (form) return seeOther(`/contact/error?reason=${failureReason(error)}`);
    throw error;
  }
});

export const ALL = methodNotAllowed;
