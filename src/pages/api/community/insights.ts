/**
 * GET /api/community/insights: every community insight, newest first. SPEC.md §7 lists it
 * (no page reads it), and CONTRACT.md §4 keeps every path it lists.
 */
import { listInsights } from '~/features/community/insights.queries';
import { getDb } from '~/lib/db';
import { withoutDemo } from '~/lib/http/public-record';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async () => json((await listInsights(getDb())).map(withoutDemo)));

export const ALL = methodNotAllowed;
