/** POST /api/newsletter/subscribe {email}: 201 for a new address, 200 (same message, no second row) for a known one. */
import { SITE_URL } from 'astro:env/server';
import { subscribe } from '../../../../db/queries/newsletter';
import { subscribeSchema, WELCOME_DESCRIPTION, WELCOME_TITLE } from '../../../features/newsletter/schema';
import { unsubscribeToken } from '../../../features/newsletter/unsubscribe-token.server';
import { welcomeMail } from '../../../features/newsletter/welcome-mail';
import { getDb } from '../../../lib/db';
import { failureReason, seeOther } from '../../../lib/form-redirect';
import { endpoint, isFormPost, json, methodNotAllowed, readBody } from '../../../lib/http';
import { kickOutbox } from '../../../lib/mail/outbox.server';
import { clientAddress, hit, PUBLIC_WRITE_LIMIT } from '../../../lib/rate-limit';

export const prerender = false;

/** Newsletter signups have their own bucket of the public write limit. */
const LIMIT = { ...PUBLIC_WRITE_LIMIT, name: 'newsletter' };

export const POST = endpoint(async (ctx) => {
  const form = isFormPost(ctx.request);
  try {
    hit(LIMIT, clientAddress(ctx));
    const { email } = await readBody(ctx.request, subscribeSchema, { allowForm: true });
    const token = unsubscribeToken(email);
    const { subscription, created } = await subscribe(getDb(), email, welcomeMail(email, SITE_URL, token));
    if (created) kickOutbox();
    if (form) return seeOther('/newsletter/thanks');
    return json(
      { message: WELCOME_TITLE, description: WELCOME_DESCRIPTION, ...subscription },
      created ? 201 : 200,
    );
  } catch (error) {
    if (form) return seeOther(`/newsletter/error?reason=${failureReason(error)}`);
    throw error;
  }
});

export const ALL = methodNotAllowed;
