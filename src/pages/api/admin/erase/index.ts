/**
 * POST /api/admin/erase {email, storyIds?}: erases a person by email (CONTRACT §18):
 * subscriber, messages, stories and shelf links removed, orders kept with the buyer's
 * name, email and address replaced; 200 {counts, id, erasedAt}. An admin's address is 409.
 */
import { eraseByOwner } from '~/features/privacy/erase.server';
import { eraseSchema } from '~/features/privacy/erase';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';

export const prerender = false;

export const POST = endpoint(async ({ locals, request }) => {
  const admin = requireAdmin(locals);
  const input = await readBody(request, eraseSchema);
  const erased = await eraseByOwner(getDb(), input, admin);
  return json({ counts: erased.counts, id: erased.id, erasedAt: erased.erasedAt });
});

export const ALL = methodNotAllowed;
