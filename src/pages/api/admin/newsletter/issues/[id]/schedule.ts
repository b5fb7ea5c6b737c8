/**
 * POST /api/admin/newsletter/issues/{id}/schedule {sendAt}: the issue goes out by itself
 * within 5 minutes of `sendAt` (an ISO date-time ahead, within a year); answers 202 with
 * the issue, 'scheduled'. Scheduling again moves it; DELETE takes it back to a draft.
 * An issue already sent answers 409.
 */
import { issueScheduleSchema } from '~/features/newsletter/issue-schema';
import { cancelSchedule, scheduleSend } from '~/features/newsletter/issues.server';
import { getDb } from '~/lib/db';
import { json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';

export const prerender = false;

export const POST = adminById(async (id, { request }) => {
  const { sendAt } = await readBody(request, issueScheduleSchema);
  return json(await scheduleSend(getDb(), id, sendAt), 202);
});

export const DELETE = adminById(async (id) => json(await cancelSchedule(getDb(), id)));

export const ALL = methodNotAllowed;
