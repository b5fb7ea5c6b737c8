/**
 * One-time sign-in links (issue 19), the admin's way in while failed guesses keep her
 * account locked (the lock-out itself stays: CONTRACT.md §4).
 *
 * POST {email} (JSON, or the sign-in page's form): when the address is an admin's, stores
 * a link and mails it (at most SIGN_IN_LINKS_PER_ACCOUNT per 15 minutes). The answer is
 * the same 202 whatever the address, so it tells nobody which addresses are admins.
 *
 * GET ?token=...: uses a live link once, clears the account's failed sign-ins, starts a
 * session and goes to /admin; any other token goes back to the sign-in page. Sent with
 * `Referrer-Policy: no-referrer`, so the token never travels on in a Referer.
 */
import { SITE_URL } from 'astro:env/server';
import { clearSignInFailures } from '../../../../db/queries/limits';
import { createSignInLink, useSignInLink } from '../../../../db/queries/sign-in-links';
import { findUserByEmail } from '../../../../db/queries/users';
import { signInLinkSchema } from '../../../features/admin/schema';
import { LINK_SENT_MESSAGE } from '../../../features/admin/sign-in-link-texts';
import { getDb } from '../../../lib/db';
import { seeOther } from '../../../lib/form-redirect';
import { endpoint, HttpError, isFormPost, json, methodNotAllowed, readBody } from '../../../lib/http';
import { kickOutbox } from '../../../lib/mail/outbox.server';
import { clientAddress, hit, PUBLIC_WRITE_LIMIT } from '../../../lib/rate-limit';
import { startSession } from '../../../lib/session';
import {
  isWellFormedToken,
  newSignInLink,
  SIGN_IN_LINKS_PER_ACCOUNT,
  signInLinkMail,
  signInTokenHash,
} from '../../../lib/sign-in-link';

export const prerender = false;

export const POST = endpoint(async (ctx) => {
  const form = isFormPost(ctx.request);
  try {
    await hit(PUBLIC_WRITE_LIMIT, clientAddress(ctx));
    const { email } = await readBody(ctx.request, signInLinkSchema, { allowForm: true });
    const db = getDb();
    const user = await findUserByEmail(db, email);
    if (user?.role === 'admin') {
      const now = new Date();
      const { token, tokenHash, expiresAt } = newSignInLink(now);
      const mail = signInLinkMail(user.email, SITE_URL, token);
      const queued = await createSignInLink(
        db,
        { userId: user.id, tokenHash, expiresAt },
        mail,
        SIGN_IN_LINKS_PER_ACCOUNT,
        now,
      );
      if (queued) kickOutbox();
    }
    if (form) return seeOther('/admin/login?link=sent');
    return json({ ok: true, message: LINK_SENT_MESSAGE }, 202);
  } catch (error) {
    if (!form || !(error instanceof HttpError)) throw error;
    return seeOther(`/admin/login?error=locked&link=${error.status === 429 ? 'busy' : 'invalid'}`);
  }
});

export const GET = endpoint(async (ctx) => {
  const token = ctx.url.searchParams.get('token');
  const db = getDb();
  const user = isWellFormedToken(token) ? await useSignInLink(db, signInTokenHash(token)) : null;
  const answer = user ? seeOther('/admin') : seeOther('/admin/login?error=link');
  if (user) {
    // Her password works again at once on any device; the addresses that guessed stay locked.
    await clearSignInFailures(db, user.email);
    await startSession(db, ctx.cookies, ctx.url, user.id);
  }
  answer.headers.set('referrer-policy', 'no-referrer');
  return answer;
});

export const ALL = methodNotAllowed;
