/**
 * GET /api/reading-goal?year=2026 (this year by default): the visitor's goal, the books
 * finished that year and the pace. PUT {year, target}: set the goal (201 when new).
 */
import { setGoal } from '~/features/tracker/goals.queries';
import { goalReport } from '~/features/tracker/goal.server';
import { goalQuerySchema, goalSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { endpoint, fieldErrors, HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { readVisitorId, visitorId } from '~/lib/auth/visitor';
import { PROGRESS_LIMIT } from './reading-progress/_limit';

export const prerender = false;

export const GET = endpoint(async ({ cookies, url }) => {
  const now = new Date();
  const query = goalQuerySchema.safeParse({ year: url.searchParams.get('year') ?? now.getUTCFullYear() });
  if (!query.success) throw new HttpError(400, 'Invalid input', fieldErrors(query.error));
  return json(await goalReport(getDb(), readVisitorId(cookies), query.data.year, now));
});

export const PUT = endpoint(async (ctx) => {
  await hit(PROGRESS_LIMIT, clientAddress(ctx));
  const { year, target } = await readBody(ctx.request, goalSchema);
  const db = getDb();
  const visitor = visitorId(ctx.cookies, ctx.url);
  const { created } = await setGoal(db, visitor, year, target);
  return json(await goalReport(db, visitor, year), created ? 201 : 200);
});

export const ALL = methodNotAllowed;
