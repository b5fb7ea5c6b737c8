/** GET /api/admin/publish: when the site was last published and whether it failed; POST asks for a publish. */
import { getPublishStatus } from '../../../../db/queries/publish';
import { requireAdmin } from '../../../lib/auth';
import { getDb } from '../../../lib/db';
import { endpoint, json, methodNotAllowed } from '../../../lib/http';
import { requestPublish } from '../../../lib/publish';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await getPublishStatus(getDb()));
});

export const POST = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  const db = getDb();
  await requestPublish(db);
  return json(await getPublishStatus(db), 202);
});

export const ALL = methodNotAllowed;
