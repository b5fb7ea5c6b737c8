/**
 * GET /api/admin/newsletter-subscribers: the list as JSON (?page=, ?pageSize=, ?q= page and
 * search it), or with ?format=csv as the CSV an import reads (email, status, created_at).
 */
import { listSubscribers } from '~/features/newsletter/admin/subscribers-admin.queries';
import { listResponse } from '~/lib/http/list-query';
import { csvResponse, toCsv } from '~/features/admin/csv';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  if (url.searchParams.get('format') !== 'csv')
    return listResponse(url, (query) => listSubscribers(getDb(), query));
  const { rows } = await listSubscribers(getDb());
  const csv = toCsv<(typeof rows)[number]>(
    [
      ['email', (r) => r.email],
      ['status', (r) => r.status],
      ['created_at', (r) => r.createdAt],
    ],
    rows,
  );
  return csvResponse(csv, 'newsletter-subscribers.csv');
});

export const ALL = methodNotAllowed;
