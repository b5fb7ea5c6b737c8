/** GET /api/cron/daily: the midnight sync Vercel Cron calls with `Authorization: Bearer CRON_SECRET`. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CRON_SECRET } from 'astro:env/server';
import { syncBooks, syncFeatured } from '../../../features/admin/book-sync.server';
import { getDb } from '../../../lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '../../../lib/http';
import { checkPublish } from '../../../lib/publish';

export const prerender = false;

const digest = (text: string) => createHash('sha256').update(text).digest();

export const GET = endpoint(async ({ request }) => {
  const given = request.headers.get('authorization') ?? '';
  if (!CRON_SECRET || !timingSafeEqual(digest(given), digest(`Bearer ${CRON_SECRET}`))) {
    throw new HttpError(401, 'Unauthorized');
  }
  const db = getDb();
  const links = await syncBooks(db);
  const featured = await syncFeatured(db);
  // Where the plan allows only daily crons, this is the cron's publish check (see /api/cron/publish).
  const publish = await checkPublish(db);
  return json({ links, featured, publish: publish.state });
});

export const ALL = methodNotAllowed;
