/** GET /api/auth/me: the signed-in user, or 401 (which also clears a stale sign-in hint). */
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { clearSessionCookies } from '~/lib/auth/session';
import { SIGNED_IN_HINT_COOKIE } from '~/lib/auth/signed-in-hint';

export const prerender = false;

export const GET = endpoint(({ locals, cookies, url }) => {
  if (!locals.user) {
    if (cookies.has(SIGNED_IN_HINT_COOKIE)) clearSessionCookies(cookies, url);
    throw new HttpError(401, 'Not signed in');
  }
  return json({ user: locals.user });
});

export const ALL = methodNotAllowed;
