/**
 * GET /api/admin/newsletter-subscribers: the list as JSON (?page=, ?pageSize=, ?q= page and
 * search it), or with ?format=csv as the CSV an import reads (email, status, created_at).
 */
import { listSubscribers } from '~/features/admin/admin.queries';
import { pageSubscribers } from '~/features/admin/lists.queries';
import { pageJson, readListQuery } from '~/features/admin/list-query';
import { csvResponse, toCsv } from '~/features/admin/csv';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const paging = url.searchParams.get('format') === 'csv' ? null : readListQuery(url);
  if (paging) {
    const page = await pageSubscribers(getDb(), paging);
    return pageJson(page.rows, page.total, paging);
  }
  const rows = await listSubscribers(getDb());
  if (url.searchParams.get('format') !== 'csv') return json(rows);
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
