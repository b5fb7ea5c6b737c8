/** GET /api/engagement-metrics?range=7d|30d|90d|1y: measured engagement for a range (default 30d). */
import { engagementMetrics } from '~/features/analytics/engagement.server';
import { rangeQuerySchema } from '~/features/analytics/schema';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, readSearchParam } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ url }) => {
  const range = readSearchParam(url, 'range', rangeQuerySchema, 'Invalid range');
  return json(await engagementMetrics(getDb(), range));
});

export const ALL = methodNotAllowed;
