/**
 * GET /api/cron/daily: the midnight sync Vercel Cron calls with `Authorization: Bearer CRON_SECRET`;
 * it also prunes ended rate-limit windows, old failed sign-ins (hits prune now and then too) and
 * expired sign-in links (new links prune them too).
 */
import { pruneLimits } from '~/lib/security/limits.queries';
import { pruneSignInLinks } from '~/lib/auth/sign-in-links.queries';
import { syncBooks, syncFeatured } from '~/features/books/admin/book-sync.server';
import { getDb } from '~/lib/db';
import { methodNotAllowed } from '~/lib/http/api';
import { cronRoute } from '~/lib/http/cron';
import { checkPublish } from '~/features/publishing/publish';
import { SIGN_IN_WINDOW_MS } from '~/lib/security/rate-limit-store';

export const prerender = false;

export const GET = cronRoute(async () => {
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
  return { links, featured, publish: publish.state, pruned };
});

export const ALL = methodNotAllowed;
