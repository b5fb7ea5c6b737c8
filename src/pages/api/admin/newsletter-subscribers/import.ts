/**
 * POST /api/admin/newsletter-subscribers/import (text/csv: email, status, created_at): adds
 * or updates each address keeping its state (pending, confirmed, unsubscribed) and sends
 * nothing. Answers { added, updated, errors: [{ line, message }] }: bad rows are reported
 * by line, good rows are kept. A list is bigger than the API's usual 64 KiB, so this
 * admin-only route takes up to 5 MiB (about 100,000 addresses).
 */
import { importSubscribers } from '~/features/newsletter/subscriptions.queries';
import { parseSubscriberCsv } from '~/features/newsletter/subscriber-csv';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, readBytes } from '~/lib/http/api';

export const prerender = false;

/** Largest CSV accepted. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const POST = endpoint(async ({ locals, request }) => {
  requireAdmin(locals);
  const type = request.headers.get('content-type') ?? '';
  if (!/^(text\/csv|text\/plain|application\/csv)\b/i.test(type))
    throw new HttpError(400, 'Send the subscribers as a CSV file (text/csv)');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_IMPORT_BYTES)
    throw new HttpError(413, 'The file is too large (5 MB at most)');
  const buffer = await readBytes(request, MAX_IMPORT_BYTES, 'The file is too large (5 MB at most)');
  let parsed;
  try {
    parsed = parseSubscriberCsv(new TextDecoder().decode(buffer));
  } catch (error) {
    throw new HttpError(400, (error as Error).message);
  }
  const counts = await importSubscribers(getDb(), parsed.rows);
  return json({ ...counts, errors: parsed.errors });
});

export const ALL = methodNotAllowed;
