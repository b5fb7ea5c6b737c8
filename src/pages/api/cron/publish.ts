/**
 * GET /api/cron/publish: the publish check Vercel Cron calls with
 * `Authorization: Bearer CRON_SECRET` (every 10 minutes, vercel.json). A publish that
 * is not live 10 minutes after it was requested, or a content write no deploy was
 * requested for, gets the deploy hook called again (src/lib/publishing.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CRON_SECRET } from 'astro:env/server';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { checkPublish } from '~/features/publishing/publish';

export const prerender = false;

const digest = (text: string) => createHash('sha256').update(text).digest();

export const GET = endpoint(async ({ request }) => {
  const given = request.headers.get('authorization') ?? '';
  if (!CRON_SECRET || !timingSafeEqual(digest(given), digest(`Bearer ${CRON_SECRET}`))) {
    throw new HttpError(401, 'Unauthorized');
  }
  return json(await checkPublish(getDb()));
});

export const ALL = methodNotAllowed;
