/**
 * POST /api/reading-progress/link {email}: mails a sign-in link (through the outbox)
 * that joins another device to this visitor's shelf. Answers 202; limited per address,
 * per visitor and per recipient so it cannot be used to flood an inbox. A bot that fills
 * the honeypot gets the same answer, and no mail.
 */
import { SITE_URL } from 'astro:env/server';
import { createLink } from '~/features/tracker/links.queries';
import { linkMail } from '~/features/tracker/link-mail';
import { LINK_TTL_MS, newLinkToken } from '~/features/tracker/link-token.server';
import { linkSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite } from '~/lib/http/public-write';
import { kickOutbox } from '~/lib/mail/outbox.server';
import { hit, PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';
import { visitorId } from '~/lib/auth/visitor';

export const prerender = false;

/** At most 5 link mails an hour to one address, and from one shelf. */
const MAIL_LIMIT = { name: 'reading-link-mail', max: 5, windowMs: 60 * 60 * 1000 };

const sent = (expiresAt: Date) =>
  json({ message: 'Check your inbox: open the link on your other device within an hour.', expiresAt }, 202);

export const POST = publicWrite({
  // Link requests from one address share the public write limit's rate, in their own bucket.
  limit: { ...PUBLIC_WRITE_LIMIT, name: 'reading-link' },
  schema: linkSchema,
  async write({ email }, ctx) {
    const visitor = visitorId(ctx.cookies, ctx.url);
    await hit(MAIL_LIMIT, `to:${email}`);
    await hit(MAIL_LIMIT, `from:${visitor}`);
    const { token, id, expiresAt } = newLinkToken();
    await createLink(getDb(), { id, visitor, expiresAt }, linkMail(email, SITE_URL, token));
    kickOutbox();
    return sent(expiresAt);
  },
  async honeypot() {
    return sent(new Date(Date.now() + LINK_TTL_MS));
  },
});

export const ALL = methodNotAllowed;
