/** GET /api/admin/newsletter/issues/{id}: the issue and its delivery counts (polled while it sends). PATCH: edit a draft (409 once sent). */
import { updateDraft } from '~/features/newsletter/issues.queries';
import { issuePatchSchema } from '~/features/newsletter/issue-schema';
import { issueView, requireIssue } from '~/features/newsletter/issues.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId, readBody } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, params }) => {
  requireAdmin(locals);
  const db = getDb();
  return json(await issueView(db, await requireIssue(db, parseId(params.id))));
});

export const PATCH = endpoint(async ({ locals, params, request }) => {
  requireAdmin(locals);
  const id = parseId(params.id);
  const fields = await readBody(request, issuePatchSchema);
  const db = getDb();
  const outcome = await updateDraft(db, id, fields);
  if (outcome === 'not-found') throw new HttpError(404, 'Issue not found');
  if (outcome === 'sent') throw new HttpError(409, 'This issue has been sent and can no longer change');
  return json(await issueView(db, outcome));
});

export const ALL = methodNotAllowed;
