/** GET /api/admin/newsletter-subscribers: the list as JSON, or as CSV with ?format=csv. */
import { listSubscribers } from '../../../../db/queries/admin';
import { csvResponse, toCsv } from '../../../features/admin/csv';
import { requireAdmin } from '../../../lib/auth';
import { getDb } from '../../../lib/db';
import { endpoint, json, methodNotAllowed } from '../../../lib/http';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const rows = await listSubscribers(getDb());
  if (url.searchParams.get('format') !== 'csv') return json(rows);
  const csv = toCsv<(typeof rows)[number]>(
    [
      ['email', (r) => r.email],
      ['subscribedAt', (r) => r.createdAt],
      ['unsubscribedAt', (r) => r.unsubscribedAt],
    ],
    rows,
  );
  return csvResponse(csv, 'newsletter-subscribers.csv');
});

export const ALL = methodNotAllowed;
