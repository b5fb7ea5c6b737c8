/**
 * One-time sign-in links, the admin's way in while failed guesses keep her
 * account locked (the lock-out itself stays: CONTRACT.md §4).
 *
 * POST {email} (JSON, or the sign-in page's form): when the address is an admin's, stores
 * a link and mails it (at most SIGN_IN_LINKS_PER_ACCOUNT per 15 minutes). The answer is
 * the same 202 whatever the address, so it tells nobody which addresses are admins.
 *
 * GET ?token=...: uses nothing. Links mailed before the confirm page existed pointed
 * here; they now go on (303) to that page (SIGN_IN_LINK_PAGE), whose 'Sign in' button
 * uses the link (./sign-in-link/use.ts), so a mail scanner that opens it uses nothing.
 * A malformed or missing token goes back to the sign-in page. Sent with
 * `Referrer-Policy: no-referrer`, so the token never travels on in a Referer.
 */
import { SITE_URL } from 'astro:env/server';
import { requestSignInLink } from '~/lib/auth/sign-in-links.queries';
import { signInLinkSchema } from '~/features/admin/sign-in-schema';
import { LINK_SENT_MESSAGE } from '~/features/admin/sign-in-link-texts';
import { getDb } from '~/lib/db';
import { seeOther } from '~/lib/forms/redirect';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite } from '~/lib/http/public-write';
import { kickOutbox } from '~/lib/mail/outbox.server';
import { PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';
import {
  isWellFormedToken,
  newSignInLink,
  SIGN_IN_LINK_PAGE,
  SIGN_IN_LINKS_PER_ACCOUNT,
  signInLinkMail,
} from '~/lib/auth/sign-in-link';

export const prerender = false;

export const POST = publicWrite({
  limit: PUBLIC_WRITE_LIMIT,
  schema: signInLinkSchema,
  form: {
    sent: '/admin/login?link=sent',
    // Only refusals have a page; anything else is answered as JSON.
    failed: (reason) =>
      reason === 'error'
        ? undefined
        : `/admin/login?error=locked&link=${reason === 'busy' ? 'busy' : 'invalid'}`,
  },
  async write({ email }) {
    // The same work for every address (requestSignInLink): a link and its mail are
    // stored only when it is an admin's, in the commit every request makes.
    const now = new Date();
    const { token, tokenHash, expiresAt } = newSignInLink(now);
    await requestSignInLink(
      getDb(),
      { email, tokenHash, expiresAt },
      signInLinkMail(email, SITE_URL, token),
      SIGN_IN_LINKS_PER_ACCOUNT,
      now,
    );
    kickOutbox();
    return json({ ok: true, message: LINK_SENT_MESSAGE }, 202);
  },
});

export const GET = endpoint((ctx) => {
  const token = ctx.url.searchParams.get('token');
  const answer = isWellFormedToken(token)
    ? seeOther(`${SIGN_IN_LINK_PAGE}?token=${encodeURIComponent(token)}`)
    : seeOther('/admin/login?error=link');
  // A redirect's own policy also governs the next request: the token is not sent on.
  answer.headers.set('referrer-policy', 'no-referrer');
  return answer;
});

export const ALL = methodNotAllowed;
