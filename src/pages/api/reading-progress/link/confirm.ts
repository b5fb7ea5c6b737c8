/**
 * POST /api/reading-progress/link/confirm {token} (the link page's form, or JSON): uses a
 * sign-in link once, joins this browser's shelf into the linked one (each book once) and
 * makes this browser that visitor. A form gets a 303 to the link page with the outcome.
 */
import { joinShelves, useLink } from '~/features/tracker/links.queries';
import { readLinkToken } from '~/features/tracker/link-token.server';
import { LINK_PATH } from '~/features/tracker/link-mail';
import { confirmLinkSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { seeOther } from '~/lib/forms/redirect';
import { endpoint, HttpError, isFormPost, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { clientAddress, hit, PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';
import { readVisitorId, setVisitorId } from '~/lib/auth/visitor';

export const prerender = false;

const LIMIT = { ...PUBLIC_WRITE_LIMIT, name: 'reading-link' };
const EXPIRED = 'This link has expired or was already used. Ask for a new one from your other device.';
const USED =
  'This link was already used: it works once. If this device does not show your shelf yet, ask for a new one from your other device.';

export const POST = endpoint(async (ctx) => {
  const form = isFormPost(ctx.request);
  try {
    await hit(LIMIT, clientAddress(ctx));
    const { token } = await readBody(ctx.request, confirmLinkSchema, { allowForm: true });
    const now = new Date();
    const link = readLinkToken(token, now);
    const db = getDb();
    const into = link ? await useLink(db, link.id, now) : 'expired';
    if (into === 'used') throw new HttpError(400, USED, { token: [USED] });
    if (into === 'expired') throw new HttpError(400, EXPIRED, { token: [EXPIRED] });
    const here = readVisitorId(ctx.cookies);
    if (here) await joinShelves(db, here, into);
    setVisitorId(ctx.cookies, ctx.url, into);
    if (form) return seeOther(`${LINK_PATH}?joined=1`);
    return json({ message: 'This device now shows your shelf.', joined: true });
  } catch (error) {
    if (!form || !(error instanceof HttpError)) throw error;
    const failed = error.status === 429 ? 'busy' : error.message === USED ? 'used' : 'expired';
    return seeOther(`${LINK_PATH}?failed=${failed}`);
  }
});

export const ALL = methodNotAllowed;
