/**
 * POST /api/newsletter/confirm {token} (the 'Confirm' button of /newsletter/confirm, a
 * plain form post, or JSON): confirms the subscription the mailed link names and queues
 * the welcome mail with the free guide, once. Only this post confirms: opening the link
 * (a GET, which mail scanners do too) changes nothing (CONTRACT.md §11).
 *
 * JSON: 200 {message, status: 'confirmed'} (again for an address already confirmed), 400
 * for an expired or unknown link, 409 for an address that has unsubscribed since. A form
 * goes back (303) to the link's page, which then shows how it stands: the guide once
 * confirmed, or why the link no longer works.
 */
import { CONFIRM_HEADINGS, CONFIRM_PATH, confirmFromLink } from '~/features/newsletter/confirm.server';
import { confirmSchema } from '~/features/newsletter/schema';
import { HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite } from '~/lib/http/public-write';
import { PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';

export const prerender = false;

const page = (token: string | undefined, extra = '') =>
  `${CONFIRM_PATH}?token=${encodeURIComponent(token ?? '')}${extra}`;

export const POST = publicWrite({
  limit: { ...PUBLIC_WRITE_LIMIT, name: 'newsletter-confirm' },
  schema: confirmSchema,
  form: {
    sent: ({ token }) => page(token),
    failed: (reason, input) => page(input?.token, reason === 'busy' ? '&failed=busy' : ''),
  },
  async write({ token }) {
    const outcome = await confirmFromLink(token);
    if (outcome === 'confirmed') return json({ message: CONFIRM_HEADINGS.confirmed, status: 'confirmed' });
    if (outcome === 'unsubscribed') throw new HttpError(409, CONFIRM_HEADINGS.unsubscribed);
    const message = CONFIRM_HEADINGS[outcome];
    throw new HttpError(400, message, { token: [message] });
  },
  // A bot that filled the honeypot is answered as a person would be; nothing is confirmed.
  async honeypot() {
    return json({ message: CONFIRM_HEADINGS.confirmed, status: 'confirmed' });
  },
});

export const ALL = methodNotAllowed;
