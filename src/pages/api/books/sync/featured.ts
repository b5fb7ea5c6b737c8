/** POST /api/books/sync/featured: sets the featured flag from the owner's three books (admin only). */
import { syncFeatured } from '~/features/books/admin/book-sync.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const POST = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json(await syncFeatured(getDb()));
});

export const ALL = methodNotAllowed;
