/** POST /api/auth/login {email,password}: starts an admin session (JSON, or a form post without JavaScript). */
import { authenticate, safeNext } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, isFormPost, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { clientAddress } from '~/lib/security/rate-limit';
import { startSession } from '~/lib/auth/session';
import { loginSchema } from '~/features/admin/sign-in-schema';

export const prerender = false;

export const POST = endpoint(async (ctx) => {
  const form = isFormPost(ctx.request);
  const next = safeNext(ctx.url.searchParams.get('next'));
  const db = getDb();
  try {
    const input = await readBody(ctx.request, loginSchema, { allowForm: true });
    const user = await authenticate(db, { ...input, ip: clientAddress(ctx) });
    await startSession(db, ctx.cookies, ctx.url, user.id);
    return form ? ctx.redirect(next, 303) : json({ user });
  } catch (error) {
    if (!form || !(error instanceof HttpError)) throw error;
    const reason = error.status === 429 ? 'locked' : 'invalid';
    return ctx.redirect(`/admin/login?error=${reason}&next=${encodeURIComponent(next)}`, 303);
  }
});

export const ALL = methodNotAllowed;
