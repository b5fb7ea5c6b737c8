/**
 * GET /api/cron/publish-due: publishes the site when a scheduled post's time has come.
 * Vercel Cron calls it every 5 minutes, and `npm start`'s timer every 30 seconds, with
 * `Authorization: Bearer $CRON_SECRET`.
 */
import { publishDuePosts } from '~/features/publishing/schedule.server';
import { getDb } from '~/lib/db';
import { methodNotAllowed } from '~/lib/http/api';
import { cronRoute } from '~/lib/http/cron';

export const prerender = false;

export const GET = cronRoute(async () => ({ published: await publishDuePosts(getDb(), new Date()) }));

export const ALL = methodNotAllowed;
