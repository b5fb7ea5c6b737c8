/**
 * POST /api/auth/logout: ends the session and clears its cookie. Signed-in admins only
 * (CONTRACT.md §4): without a live session it answers 401, still clearing stale cookies; the
 * admin's no-JavaScript sign-out form goes to the sign-in page either way.
 */
import { getDb } from '~/lib/db';
import { endpoint, HttpError, isFormPost, json, methodNotAllowed } from '~/lib/http/api';
import { endSession } from '~/lib/auth/session';
import { isAdmin } from '~/lib/auth/sign-in';

export const prerender = false;

export const POST = endpoint(async (ctx) => {
  const signedIn = isAdmin(ctx.locals.user);
  await endSession(getDb(), ctx.cookies, ctx.url);
  if (isFormPost(ctx.request)) return ctx.redirect('/admin/login', 303);
  if (!signedIn) throw new HttpError(401, 'Not signed in');
  return json({ message: 'Signed out' });
});

export const ALL = methodNotAllowed;
