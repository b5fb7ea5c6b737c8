/**
 * POST /api/auth/sign-in-link/use {token} (the 'Sign in' button of /admin/sign-in-link,
 * a form post, or JSON): uses a live sign-in link once, clears the account's failed
 * sign-ins and starts a session. A form goes on (303) to /admin, or back to the sign-in
 * page when the link is unknown, used or expired. Only this post uses a link: opening the
 * mailed link (a GET, which mail scanners do too) uses nothing.
 */
import { clearSignInFailures } from '~/lib/security/limits.queries';
import { useSignInLink } from '~/lib/auth/sign-in-links.queries';
import { useSignInLinkSchema } from '~/features/admin/sign-in-schema';
import { LINK_REFUSED_MESSAGE } from '~/features/admin/sign-in-link-texts';
import { getDb } from '~/lib/db';
import { seeOther } from '~/lib/forms/redirect';
import { endpoint, HttpError, isFormPost, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { clientAddress, hit, PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';
import { startSession } from '~/lib/auth/session';
import { isWellFormedToken, signInTokenHash } from '~/lib/auth/sign-in-link';

export const prerender = false;

const LIMIT = { ...PUBLIC_WRITE_LIMIT, name: 'sign-in-link-use' };

export const POST = endpoint(async (ctx) => {
  const form = isFormPost(ctx.request);
  try {
    await hit(LIMIT, clientAddress(ctx));
    const { token } = await readBody(ctx.request, useSignInLinkSchema, { allowForm: true });
    const db = getDb();
    const user = isWellFormedToken(token) ? await useSignInLink(db, signInTokenHash(token)) : null;
    if (!user) throw new HttpError(400, LINK_REFUSED_MESSAGE, { token: [LINK_REFUSED_MESSAGE] });
    // Her password works again at once on any device; the addresses that guessed stay locked.
    await clearSignInFailures(db, user.email);
    await startSession(db, ctx.cookies, ctx.url, user.id);
    return form ? seeOther('/admin') : json({ user });
  } catch (error) {
    if (!form || !(error instanceof HttpError)) throw error;
    // Too many tries leaves the link unused: the sign-in page says to wait, then open it again.
    return seeOther(error.status === 429 ? '/admin/login?link=busy' : '/admin/login?error=link');
  }
});

export const ALL = methodNotAllowed;
