/**
 * GET /api/cron/daily: the midnight sync Vercel Cron calls with `Authorization: Bearer CRON_SECRET`;
 * it also prunes ended rate-limit windows, old failed sign-ins (hits prune now and then too) and
 * expired sign-in links (new links prune them too).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CRON_SECRET } from 'astro:env/server';
import { pruneLimits } from '~/lib/security/limits.queries';
import { pruneSignInLinks } from '~/lib/auth/sign-in-links.queries';
import { syncBooks, syncFeatured } from '~/features/books/admin/book-sync.server';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { checkPublish } from '~/features/publishing/publish';
import { SIGN_IN_WINDOW_MS } from '~/lib/security/rate-limit-store';

export const prerender = false;

const digest = (text: string) => createHash('sha256').update(text).digest();

export const GET = endpoint(async ({ request }) => {
  const given = request.headers.get('authorization') ?? '';
  if (!CRON_SECRET || !timingSafeEqual(digest(given), digest(`Bearer ${CRON_SECRET}`))) {
    throw new HttpError(401, 'Unauthorized');
  }
  const db = getDb();
  // First, so a failing sync never leaves the counters to grow.
  const pruned = {
    ...(await pruneLimits(db, Date.now(), SIGN_IN_WINDOW_MS)),
    signInLinks: await pruneSignInLinks(db),
  };
  const links = await syncBooks(db);
  const featured = await syncFeatured(db);
  // Where the plan allows only daily crons, this is the cron's publish check (see /api/cron/publish).
  const publish = await checkPublish(db);
  return json({ links, featured, publish: publish.state, pruned });
});

export const ALL = methodNotAllowed;
