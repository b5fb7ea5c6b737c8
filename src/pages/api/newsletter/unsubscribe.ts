/**
 * The unsubscribe link. GET shows the confirmation page (mail scanners that open links
 * must not unsubscribe anyone); POST unsubscribes: RFC 8058 one-click from the mail
 * client (List-Unsubscribe-Post), the page's button, or JSON.
 */
import { z } from 'astro/zod';
import { unsubscribe } from '~/features/newsletter/subscriptions.queries';
import { emailFromToken } from '~/features/newsletter/tokens.server';
import { getDb } from '~/lib/db';
import { seeOther } from '~/lib/forms/redirect';
import { isBot } from '~/lib/forms/honeypot';
import { endpoint, HttpError, isFormPost, json, methodNotAllowed, readBody } from '~/lib/http/api';

export const prerender = false;

const bodySchema = z
  .object({
    token: z.string().optional(),
    'List-Unsubscribe': z.string().optional(),
    /** The unsubscribe page's honeypot. */
    website: z.string().optional(),
  })
  .catch({});

export const GET = endpoint(({ url }) =>
  seeOther(`/newsletter/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`),
);

export const POST = endpoint(async ({ request, url }) => {
  const form = isFormPost(request);
  const hasJson = (request.headers.get('content-type') ?? '').startsWith('application/json');
  const body = form || hasJson ? await readBody(request, bodySchema, { allowForm: true }) : {};
  const email = emailFromToken(url.searchParams.get('token') ?? body.token);
  if (!email)
    throw new HttpError(400, 'This unsubscribe link is not valid', { token: ['Invalid or missing token'] });
  // A filled honeypot is a bot: it sees the usual answer and nobody is unsubscribed.
  if (!isBot(body.website)) await unsubscribe(getDb(), email);
  // The page's button gets the confirmation page; a mail client's one-click POST just needs a 200.
  if (form && body['List-Unsubscribe'] !== 'One-Click') return seeOther('/newsletter/unsubscribed');
  return json({ message: 'You have been unsubscribed.' });
});

export const ALL = methodNotAllowed;
