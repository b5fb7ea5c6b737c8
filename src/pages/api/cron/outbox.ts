/**
 * The outbox cron for Vercel (where nothing runs between requests): sends due mail.
 * Vercel Cron calls it with GET and `Authorization: Bearer $CRON_SECRET`.
 */
import { methodNotAllowed } from '~/lib/http/api';
import { cronRoute } from '~/lib/http/cron';
import { mailConfigured, runOutbox } from '~/lib/mail/outbox.server';

export const prerender = false;

const drain = cronRoute(async () => {
  const { sent, failed } = await runOutbox();
  return { smtpConfigured: mailConfigured(), sent, failed };
}, 'A valid cron secret is needed');

export const GET = drain;
export const POST = drain;
export const ALL = methodNotAllowed;
