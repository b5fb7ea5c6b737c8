/**
 * POST /api/engagement: the beacon's page views and time spent. Answers 204 whether
 * or not it stored anything, so bots and opted-out browsers learn nothing.
 */
import { ENGAGEMENT_LIMIT } from '../../features/analytics/limits';
import { isBot, optsOut } from '../../features/analytics/bots';
import { recordEngagement, readBeacon } from '../../features/analytics/engagement.server';
import { countryOf, deltaOf } from '../../features/analytics/events';
import { getDb } from '../../lib/db';
import { endpoint, methodNotAllowed } from '../../lib/http';
import { clientAddress, hit } from '../../lib/rate-limit';
import { visitorId } from '../../lib/visitor';

export const prerender = false;

const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

export const POST = endpoint(async (ctx) => {
  const { request } = ctx;
  // Do Not Track / Global Privacy Control: no row and no visitor cookie.
  if (optsOut(request.headers) || isBot(request.headers.get('user-agent'))) return noContent();
  hit(ENGAGEMENT_LIMIT, clientAddress(ctx));
  const event = await readBeacon(request);
  await recordEngagement(getDb(), {
    userId: visitorId(ctx.cookies, ctx.url),
    sessionId: event.sessionId,
    delta: deltaOf(event),
    country: countryOf(request.headers),
  });
  return noContent();
});

export const ALL = methodNotAllowed;
