/**
 * GET /api/cron/publish-due: publishes the site when a scheduled post's time has come,
 * and sends the newsletter issues scheduled for now. Vercel Cron calls it every 5
 * minutes, and `npm start`'s timer every 30 seconds, with `Authorization: Bearer $CRON_SECRET`.
 */
import { sendDueIssues } from '~/features/newsletter/issues.server';
import { publishDuePosts } from '~/features/publishing/schedule.server';
import { getDb } from '~/lib/db';
import { methodNotAllowed } from '~/lib/http/api';
import { cronRoute } from '~/lib/http/cron';

export const prerender = false;

export const GET = cronRoute(async () => {
  const now = new Date();
  const issuesSent = await sendDueIssues(getDb(), now.getTime());
  return { published: await publishDuePosts(getDb(), now), issuesSent };
});

export const ALL = methodNotAllowed;
