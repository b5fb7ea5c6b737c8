/** POST /api/books/sync: checks and normalises every book's retailer link (admin only). */
import { syncBooks } from '~/features/books/admin/book-sync.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const POST = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await syncBooks(getDb()));
});

export const ALL = methodNotAllowed;
