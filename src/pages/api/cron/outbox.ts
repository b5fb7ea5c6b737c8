/**
 * The outbox cron for Vercel (where nothing runs between requests): sends due mail.
 * Vercel Cron calls it with GET and `Authorization: Bearer $CRON_SECRET`.
 */
import { timingSafeEqual } from 'node:crypto';
import { CRON_SECRET } from 'astro:env/server';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { mailConfigured, runOutbox } from '~/lib/mail/outbox.server';

export const prerender = false;

function authorised(request: Request): boolean {
  if (!CRON_SECRET) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${CRON_SECRET}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const drain = endpoint(async ({ request }) => {
  if (!authorised(request)) throw new HttpError(401, 'A valid cron secret is needed');
  const { sent, failed } = await runOutbox();
  return json({ smtpConfigured: mailConfigured(), sent, failed });
});

export const GET = drain;
export const POST = drain;
export const ALL = methodNotAllowed;
