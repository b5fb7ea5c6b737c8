/**
 * GET /api/cron/publish: the publish check Vercel Cron calls with
 * `Authorization: Bearer CRON_SECRET` (every 10 minutes, vercel.json). A publish that
 * is not live 10 minutes after it was requested, or a content write no deploy was
 * requested for, gets the deploy hook called again (src/features/publishing/publish.ts).
 */
import { getDb } from '~/lib/db';
import { methodNotAllowed } from '~/lib/http/api';
import { cronRoute } from '~/lib/http/cron';
import { checkPublish } from '~/features/publishing/publish';

export const prerender = false;

export const GET = cronRoute(() => checkPublish(getDb()));

export const ALL = methodNotAllowed;
