/**
 * POST /api/admin/newsletter-subscribers/import (text/csv: email, status, created_at, or
 * a plain list of addresses with ?consented=true): adds or updates each address keeping
 * its state (pending, confirmed, unsubscribed; a plain list's addresses confirmed) and
 * sends nothing. Answers { added, updated, errors: [{ line, message }] }: bad rows are
 * reported by line, good rows are kept. A list is bigger than the API's usual 64 KiB, so
 * this admin-only route takes up to 20 MiB (about 300,000 addresses), read and written a
 * chunk at a time so the site keeps answering meanwhile.
 */
import { importSubscribers } from '~/features/newsletter/subscriptions.queries';
import { parseSubscriberCsv, SubscriberCsvError } from '~/features/newsletter/subscriber-csv';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, readBytes } from '~/lib/http/api';

export const prerender = false;

/** Largest CSV accepted: an export of 100,000 addresses is about 7 MiB. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const TOO_LARGE = 'The file is too large (20 MB at most)';

export const POST = endpoint(async ({ locals, request, url }) => {
  requireAdmin(locals);
  const type = request.headers.get('content-type') ?? '';
  if (!/^(text\/csv|text\/plain|application\/csv)\b/i.test(type))
    throw new HttpError(400, 'Send the subscribers as a CSV file (text/csv)');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_IMPORT_BYTES)
    throw new HttpError(413, TOO_LARGE);
  const buffer = await readBytes(request, MAX_IMPORT_BYTES, TOO_LARGE);
  const consented = url.searchParams.get('consented') === 'true';
  const parsed = await parseSubscriberCsv(new TextDecoder().decode(buffer), { consented }).catch(
    (error: unknown) => {
      if (error instanceof SubscriberCsvError) throw new HttpError(400, error.message);
      throw error;
    },
  );
  const counts = await importSubscribers(getDb(), parsed.rows);
  return json({ ...counts, errors: parsed.errors });
});

export const ALL = methodNotAllowed;
