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
import { HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite } from '~/lib/http/public-write';
import { PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';
import { startSession } from '~/lib/auth/session';
import { isWellFormedToken, signInTokenHash } from '~/lib/auth/sign-in-link';

export const prerender = false;

export const POST = publicWrite({
  limit: { ...PUBLIC_WRITE_LIMIT, name: 'sign-in-link-use' },
  schema: useSignInLinkSchema,
  form: {
    sent: '/admin',
    // Too many tries leaves the link unused: the sign-in page says to wait, then open it again.
    failed: (reason) =>
      reason === 'error'
        ? undefined
        : reason === 'busy'
          ? '/admin/login?link=busy'
          : '/admin/login?error=link',
  },
  async write({ token }, { cookies, url }) {
    const db = getDb();
    const user = isWellFormedToken(token) ? await useSignInLink(db, signInTokenHash(token)) : null;
    if (!user) throw new HttpError(400, LINK_REFUSED_MESSAGE, { token: [LINK_REFUSED_MESSAGE] });
    // Her password works again at once on any device; the addresses that guessed stay locked.
    await clearSignInFailures(db, user.email);
    await startSession(db, cookies, url, user.id);
    return json({ user });
  },
});

export const ALL = methodNotAllowed;
