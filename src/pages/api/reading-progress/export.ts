/**
 * GET /api/reading-progress/export: this visitor's shelf as a Goodreads library export
 * (CSV, a catalogue book with the catalogue's ISBN and page count); with ?format=json, the
 * whole shelf as JSON (every field of every entry, every read, every yearly goal).
 */
import { listBooks } from '~/features/books/books.queries';
import { goodreadsCsv } from '~/features/tracker/csv-export';
import { shelfExport } from '~/features/tracker/library.queries';
import { listProgress } from '~/features/tracker/progress.queries';
import { exportFormatSchema } from '~/features/tracker/schema';
import { getDb } from '~/lib/db';
import { endpoint, methodNotAllowed, readSearchParam } from '~/lib/http/api';
import { readVisitorId } from '~/lib/auth/visitor';

export const prerender = false;

export const GET = endpoint(async ({ cookies, url }) => {
  const format = readSearchParam(url, 'format', exportFormatSchema, 'Unknown export format');
  const visitor = readVisitorId(cookies);
  const db = getDb();
  if (format === 'json') {
    const shelf = visitor
      ? await shelfExport(db, visitor)
      : { exportedAt: new Date().toISOString(), entries: [], goals: [] };
    return new Response(JSON.stringify(shelf, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': 'attachment; filename="reading-shelf.json"',
        'cache-control': 'no-store',
      },
    });
  }
  const entries = visitor ? await listProgress(db, visitor) : [];
  const csv = goodreadsCsv(entries, entries.some((e) => e.bookId !== null) ? await listBooks(db) : []);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="goodreads_library_export.csv"',
      'cache-control': 'no-store',
    },
  });
});

export const ALL = methodNotAllowed;
