/**
 * GET /api/cron/publish-due: publishes the site when a scheduled post's time has come.
 * Vercel Cron calls it every 5 minutes, and `npm start`'s timer every 30 seconds, with
 * `Authorization: Bearer $CRON_SECRET`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CRON_SECRET } from 'astro:env/server';
import { publishDuePosts } from '~/features/publishing/schedule.server';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

const digest = (text: string) => createHash('sha256').update(text).digest();

export const GET = endpoint(async ({ request }) => {
  const given = request.headers.get('authorization') ?? '';
  if (!CRON_SECRET || !timingSafeEqual(digest(given), digest(`Bearer ${CRON_SECRET}`))) {
    throw new HttpError(401, 'Unauthorized');
  }
  return json({ published: await publishDuePosts(getDb(), new Date()) });
});

export const ALL = methodNotAllowed;
