/** GET /api/admin/newsletter/issues/{id}: the issue and its delivery counts (polled while it sends). PATCH: edit a draft (409 once sent). */
import { updateDraft } from '~/features/newsletter/issues.queries';
import { issuePatchSchema } from '~/features/newsletter/issue-schema';
import { issueView, requireIssue } from '~/features/newsletter/issues.server';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';

export const prerender = false;

export const GET = adminById(async (id) => {
  const db = getDb();
  return json(await issueView(db, await requireIssue(db, id)));
});

export const PATCH = adminById(async (id, { request }) => {
  const fields = await readBody(request, issuePatchSchema);
  const db = getDb();
  const outcome = await updateDraft(db, id, fields);
  if (outcome === 'not-found') throw new HttpError(404, 'Issue not found');
  if (outcome === 'sent') throw new HttpError(409, 'This issue has been sent and can no longer change');
  return json(await issueView(db, outcome));
});

export const ALL = methodNotAllowed;
