/**
 * POST /api/newsletter/subscribe {email}: 201 for a new address, 200 (same message, no
 * second row) for a known one. Double opt-in: a new address is stored pending and mailed
 * one confirmation link (re-sent at a growing interval while it stays pending); the
 * welcome mail with the free guide goes out on confirmation.
 */
import { SITE_URL } from 'astro:env/server';
import { likelyNextId } from '~/lib/forms/honeypot.queries';
import {
  findSubscription,
  subscribe,
  type SubscriptionRecord,
} from '~/features/newsletter/subscriptions.queries';
import { newsletterSubscriptions } from '~db/schema';
import { confirmationMail } from '~/features/newsletter/confirm-mail';
import { subscribeSchema, WELCOME_DESCRIPTION, WELCOME_TITLE } from '~/features/newsletter/schema';
import { confirmToken } from '~/features/newsletter/tokens.server';
import { getDb } from '~/lib/db';
import { json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite } from '~/lib/http/public-write';
import { kickOutbox } from '~/lib/mail/outbox.server';
import { PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';

export const prerender = false;

/** The welcome answer for a subscription: 201 when it is new. */
const welcome = (subscription: SubscriptionRecord, created: boolean) =>
  json({ message: WELCOME_TITLE, description: WELCOME_DESCRIPTION, ...subscription }, created ? 201 : 200);

export const POST = publicWrite({
  // Newsletter signups have their own bucket of the public write limit.
  limit: { ...PUBLIC_WRITE_LIMIT, name: 'newsletter' },
  schema: subscribeSchema,
  form: { sent: '/newsletter/thanks', failed: (reason) => `/newsletter/error?reason=${reason}` },
  async write({ email }) {
    const now = Date.now();
    const confirm = confirmationMail(email, SITE_URL, confirmToken(email, now));
    const { subscription, created } = await subscribe(getDb(), email, confirm, now);
    kickOutbox();
    return welcome(subscription, created);
  },
  // The answer a person would get, with nothing stored or sent.
  async honeypot({ email }) {
    const db = getDb();
    const known = await findSubscription(db, email);
    if (known) return welcome(known, false);
    const id = await likelyNextId(db, newsletterSubscriptions, newsletterSubscriptions.id);
    return welcome({ id, email, createdAt: new Date() }, true);
  },
});

export const ALL = methodNotAllowed;
