/** GET /api/admin/outbox: outgoing mail waiting, sent and failed, newest first. */
import { listOutbox } from '../../../../db/queries/admin';
import { requireAdmin } from '../../../lib/auth';
import { getDb } from '../../../lib/db';
import { endpoint, json, methodNotAllowed } from '../../../lib/http';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await listOutbox(getDb()));
});

export const ALL = methodNotAllowed;
