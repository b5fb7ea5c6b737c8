/** POST /api/admin/newsletter/issues/{id}/test: mails the issue to OWNER_EMAIL as subscribers will see it (202). */
import { requireIssue, sendTest } from '~/features/newsletter/issues.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, parseId } from '~/lib/http/api';

export const prerender = false;

export const POST = endpoint(async ({ locals, params }) => {
  requireAdmin(locals);
  const db = getDb();
  const to = await sendTest(db, await requireIssue(db, parseId(params.id)));
  return json({ message: `Test sent to ${to}`, to }, 202);
});

export const ALL = methodNotAllowed;
