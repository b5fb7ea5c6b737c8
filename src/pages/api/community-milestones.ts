/** GET /api/community-milestones: every community milestone with its progress. */
import { listMilestones } from '~/features/community/milestones.queries';
import { getDb } from '~/lib/db';
import { withoutDemo } from '~/lib/http/public-record';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async () => json((await listMilestones(getDb())).map(withoutDemo)));

export const ALL = methodNotAllowed;
