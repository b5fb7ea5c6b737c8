/**
 * GET /api/health: whether this server can read its database, for an uptime monitor or a
 * load balancer. 200 {ok, db: 'ok', outboxPending, generation} (mails waiting to be sent;
 * the content generation the publish panel compares with the live build's), or 503
 * {message, ok: false, db: 'unreachable'} (the API's error shape). Never cached; no secret,
 * URL or error text in it.
 */
import { readGeneration } from '~/features/publishing/publish.queries';
import { countPendingMail } from '~/lib/mail/outbox.queries';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async () => {
  try {
    const db = getDb();
    const [outboxPending, generation] = await Promise.all([countPendingMail(db), readGeneration(db)]);
    return json({ ok: true, db: 'ok', outboxPending, generation });
  } catch (error) {
    // The reason goes to the log only: it may name the database's URL.
    console.error(
      `GET /api/health: the database cannot be read: ${`${(error as Error)?.message ?? error}`.split('\n')[0]}`,
    );
    return json({ message: 'The database cannot be read', ok: false, db: 'unreachable' }, 503);
  }
});

export const ALL = methodNotAllowed;
