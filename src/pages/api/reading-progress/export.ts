/** GET /api/reading-progress/export: this visitor's shelf as a Goodreads library export (CSV). */
import { listProgress } from '~/features/tracker/progress.queries';
import { goodreadsCsv } from '~/features/tracker/csv-export';
import { getDb } from '~/lib/db';
import { endpoint, methodNotAllowed } from '~/lib/http/api';
import { readVisitorId } from '~/lib/auth/visitor';

export const prerender = false;

export const GET = endpoint(async ({ cookies }) => {
  const visitor = readVisitorId(cookies);
  const csv = goodreadsCsv(visitor ? await listProgress(getDb(), visitor) : []);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="goodreads_library_export.csv"',
      'cache-control': 'no-store',
    },
  });
});

export const ALL = methodNotAllowed;
