/**
 * POST /api/engagement: the beacon's page views and time spent. Answers 204 whether
 * or not it stored anything, so bots and opted-out browsers learn nothing. A page view
 * adds to the visitor's engagement row and to the owner's page-view rollups in one batch.
 * It sets no cookie and reads none: the visitor is the day's fingerprint (`dailyVisitor`).
 */
import { engagementUpsert } from '~/features/analytics/engagement.queries';
import { pageViewWrites } from '~/features/analytics/page-views.queries';
import { ENGAGEMENT_LIMIT } from '~/features/analytics/limits';
import { isBot, optsOut } from '~/features/analytics/bots';
import { dailyVisitor, readBeacon } from '~/features/analytics/engagement.server';
import { countryOf, deltaOf } from '~/features/analytics/events';
import { pageViewFacts } from '~/features/analytics/owner.server';
import { isoDay } from '~/features/analytics/range';
import { getDb } from '~/lib/db';
import { endpoint, methodNotAllowed } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { signingSecret } from '~/lib/security/signing-secret';

export const prerender = false;

const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

export const POST = endpoint(async (ctx) => {
  const { request } = ctx;
  // Do Not Track / Global Privacy Control: no row at all.
  const userAgent = request.headers.get('user-agent');
  if (optsOut(request.headers) || isBot(userAgent)) return noContent();
  const address = clientAddress(ctx);
  await hit(ENGAGEMENT_LIMIT, address);
  const event = await readBeacon(request);
  const db = getDb();
  const now = new Date();
  const userId = dailyVisitor(signingSecret(), {
    day: isoDay(now),
    host: ctx.url.hostname,
    address,
    userAgent,
  });
  const country = countryOf(request.headers);
  const engagement = engagementUpsert(db, {
    userId,
    sessionId: event.sessionId,
    date: isoDay(now),
    delta: deltaOf(event),
    country,
  });
  if (event.type !== 'view') {
    await engagement;
    return noContent();
  }
  const view = pageViewFacts({
    path: event.path,
    referrer: event.referrer,
    userAgent,
    country,
    visitorId: userId,
    siteHost: ctx.url.hostname,
    now,
  });
  await db.batch([engagement, ...pageViewWrites(db, view)]);
  return noContent();
});

export const ALL = methodNotAllowed;
