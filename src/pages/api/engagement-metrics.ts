/** GET /api/engagement-metrics?range=7d|30d|90d|1y: measured engagement for a range (default 30d). */
import { engagementMetrics } from '~/features/analytics/engagement.server';
import { rangeQuerySchema } from '~/features/analytics/schema';
import { getDb } from '~/lib/db';
import { endpoint, fieldErrors, HttpError, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ url }) => {
  const parsed = rangeQuerySchema.safeParse(url.searchParams.get('range') ?? undefined);
  if (!parsed.success)
    throw new HttpError(400, 'Invalid range', { range: fieldErrors(parsed.error)[''] ?? [] });
  return json(await engagementMetrics(getDb(), parsed.data));
});

export const ALL = methodNotAllowed;
