/**
 * POST /api/newsletter/subscribe {email}: 201 for a new address, 200 (same message, no
 * second row) for a known one. Double opt-in: a new address is stored pending and mailed
 * one confirmation link (re-sent at a growing interval while it stays pending); the
 * welcome mail with the free guide goes out on confirmation.
 */
import { SITE_URL } from 'astro:env/server';
import { likelyNextId } from '~/lib/forms/honeypot.queries';
import { findSubscription, subscribe } from '~/features/newsletter/subscriptions.queries';
import { newsletterSubscriptions } from '~db/schema';
import { confirmationMail } from '~/features/newsletter/confirm-mail';
import { subscribeSchema, WELCOME_DESCRIPTION, WELCOME_TITLE } from '~/features/newsletter/schema';
import { confirmToken } from '~/features/newsletter/tokens.server';
import { getDb } from '~/lib/db';
import { failureReason, seeOther } from '~/lib/forms/redirect';
import { isBot } from '~/lib/forms/honeypot';
import { endpoint, isFormPost, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { kickOutbox } from '~/lib/mail/outbox.server';
import { clientAddress, hit, PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';

export const prerender = false;

/** Newsletter signups have their own bucket of the public write limit. */
const LIMIT = { ...PUBLIC_WRITE_LIMIT, name: 'newsletter' };

export const POST = endpoint(async (ctx) => {
  const form = isFormPost(ctx.request);
  try {
    await hit(LIMIT, clientAddress(ctx));
    const { email, website } = await readBody(ctx.request, subscribeSchema, { allowForm: true });
    const db = getDb();
    const now = Date.now();
    let outcome;
    if (isBot(website)) {
      // A filled honeypot is a bot: it gets the answer a person would get; nothing is stored or sent.
      const known = await findSubscription(db, email);
      outcome = known
        ? { subscription: known, created: false }
        : {
            subscription: {
              id: await likelyNextId(db, newsletterSubscriptions, newsletterSubscriptions.id),
              email,
              createdAt: new Date(now),
            },
            created: true,
          };
    } else {
      outcome = await subscribe(db, email, confirmationMail(email, SITE_URL, confirmToken(email, now)), now);
      kickOutbox();
    }
    if (form) return seeOther('/newsletter/thanks');
    return json(
      { message: WELCOME_TITLE, description: WELCOME_DESCRIPTION, ...outcome.subscription },
      outcome.created ? 201 : 200,
    );
  } catch (error) {
    if (form) return seeOther(`/newsletter/error?reason=${failureReason(error)}`);
    throw error;
  }
});

export const ALL = methodNotAllowed;
