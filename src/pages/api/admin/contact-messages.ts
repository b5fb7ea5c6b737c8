/** GET /api/admin/contact-messages: every message in full, newest first. */
import { listMessages } from '../../../../db/queries/admin';
import { requireAdmin } from '../../../lib/auth';
import { getDb } from '../../../lib/db';
import { endpoint, json, methodNotAllowed } from '../../../lib/http';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await listMessages(getDb()));
});

export const ALL = methodNotAllowed;
