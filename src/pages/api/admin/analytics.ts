/** GET /api/admin/analytics?range=7d|30d|90d (default 30d): the owner's traffic report (admin only, by the middleware). */
import { z } from 'astro/zod';
import { OWNER_RANGES } from '~/features/analytics/owner';
import { ownerAnalytics } from '~/features/analytics/owner.server';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, readSearchParam } from '~/lib/http/api';

export const prerender = false;

/** The `range` query parameter: absent means 30d. */
const ownerRangeSchema = z.enum(OWNER_RANGES, { error: 'Range must be one of 7d, 30d, 90d' }).default('30d');

export const GET = endpoint(async ({ url }) => {
  const range = readSearchParam(url, 'range', ownerRangeSchema, 'Invalid range');
  return json(await ownerAnalytics(getDb(), range));
});

export const ALL = methodNotAllowed;
