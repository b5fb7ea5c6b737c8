/** POST /api/admin/newsletter/issues/{id}/test: mails the issue to OWNER_EMAIL as subscribers will see it (202). */
import { requireIssue, sendTest } from '~/features/newsletter/issues.server';
import { getDb } from '~/lib/db';
import { json, methodNotAllowed } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';

export const prerender = false;

export const POST = adminById(async (id) => {
  const db = getDb();
  const to = await sendTest(db, await requireIssue(db, id));
  return json({ message: `Test sent to ${to}`, to }, 202);
});

export const ALL = methodNotAllowed;
