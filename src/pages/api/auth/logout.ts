/** POST /api/auth/logout: ends the session and clears its cookie. */
import { getDb } from '~/lib/db';
import { endpoint, isFormPost, json, methodNotAllowed } from '~/lib/http/api';
import { endSession } from '~/lib/auth/session';

export const prerender = false;

export const POST = endpoint(async (ctx) => {
  await endSession(getDb(), ctx.cookies, ctx.url);
  return isFormPost(ctx.request) ? ctx.redirect('/admin/login', 303) : json({ message: 'Signed out' });
});

export const ALL = methodNotAllowed;
