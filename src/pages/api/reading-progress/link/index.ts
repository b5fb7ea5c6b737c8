/**
 * POST /api/reading-progress/link {email}: mails a sign-in link (through the outbox)
 * that joins another device to this visitor's shelf. Answers 202; limited per address,
 * per visitor and per recipient so it cannot be used to flood an inbox.
 */
import { SITE_URL } from 'astro:env/server';
import { createLink } from '~/features/tracker/links.queries';
import { linkMail } from '~/features/tracker/link-mail';
import { newLinkToken } from '~/features/tracker/link-token.server';
import { linkSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { kickOutbox } from '~/lib/mail/outbox.server';
import { clientAddress, hit, PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';
import { visitorId } from '~/lib/auth/visitor';

export const prerender = false;

/** Link requests from one address share the public write limit's rate, in their own bucket. */
const LIMIT = { ...PUBLIC_WRITE_LIMIT, name: 'reading-link' };
/** At most 5 link mails an hour to one address, and from one shelf. */
const MAIL_LIMIT = { name: 'reading-link-mail', max: 5, windowMs: 60 * 60 * 1000 };

export const POST = endpoint(async (ctx) => {
  await hit(LIMIT, clientAddress(ctx));
  const { email } = await readBody(ctx.request, linkSchema);
  const visitor = visitorId(ctx.cookies, ctx.url);
  await hit(MAIL_LIMIT, `to:${email}`);
  await hit(MAIL_LIMIT, `from:${visitor}`);
  const { token, id, expiresAt } = newLinkToken();
  await createLink(getDb(), { id, visitor, expiresAt }, linkMail(email, SITE_URL, token));
  kickOutbox();
  return json(
    { message: 'Check your inbox: open the link on your other device within an hour.', expiresAt },
    202,
  );
});

export const ALL = methodNotAllowed;
