/**
 * POST /api/reading-progress/import (text/csv): a Goodreads or StoryGraph export. Adds
 * its books to this visitor's shelf once (importing the same file again adds nothing)
 * and answers what was added and skipped and why; a malformed file is 400 naming the line.
 */
import { importExport, readCsvBody } from '~/features/tracker/import.server';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { visitorId } from '~/lib/auth/visitor';
import { PROGRESS_LIMIT } from '../_limit';

export const prerender = false;

export const POST = endpoint(async (ctx) => {
  await hit(PROGRESS_LIMIT, clientAddress(ctx));
  const csv = await readCsvBody(ctx.request);
  return json(await importExport(getDb(), visitorId(ctx.cookies, ctx.url), csv));
});

export const ALL = methodNotAllowed;
