/** GET /api/community-milestones: every community milestone with its progress. */
import { listMilestones } from '~/features/community/milestones.queries';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async () => json(await listMilestones(getDb())));

export const ALL = methodNotAllowed;
