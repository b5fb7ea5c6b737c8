/** GET /api/admin/newsletter/issues: every issue with its delivery counts. POST {subject, content}: a new draft (201). */
import { createIssue, issueDelivery, listIssues } from '~/features/newsletter/issues.queries';
import { issueSchema } from '~/features/newsletter/issue-schema';
import { issueView } from '~/features/newsletter/issues.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  const db = getDb();
  const [issues, delivery] = await Promise.all([listIssues(db), issueDelivery(db)]);
  return json(
    issues.map((issue) => ({
      ...issue,
      delivery: delivery.get(issue.id) ?? { queued: 0, sent: 0, failed: 0, cancelled: 0 },
    })),
  );
});

export const POST = endpoint(async ({ locals, request }) => {
  requireAdmin(locals);
  const input = await readBody(request, issueSchema);
  const db = getDb();
  return json(await issueView(db, await createIssue(db, input)), 201);
});

export const ALL = methodNotAllowed;
