/** GET /api/admin/analytics?range=7d|30d|90d (default 30d): the owner's traffic report (admin only, by the middleware). */
import { z } from 'astro/zod';
import { OWNER_RANGES } from '~/features/analytics/owner';
import { ownerAnalytics } from '~/features/analytics/owner.server';
import { getDb } from '~/lib/db';
import { endpoint, fieldErrors, HttpError, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

/** The `range` query parameter: absent means 30d. */
const ownerRangeSchema = z.enum(OWNER_RANGES, { error: 'Range must be one of 7d, 30d, 90d' }).default('30d');

export const GET = endpoint(async ({ url }) => {
  const parsed = ownerRangeSchema.safeParse(url.searchParams.get('range') ?? undefined);
  if (!parsed.success)
    throw new HttpError(400, 'Invalid range', { range: fieldErrors(parsed.error)[''] ?? [] });
  return json(await ownerAnalytics(getDb(), parsed.data));
});

export const ALL = methodNotAllowed;
