/**
 * POST /api/admin/erase/preview {email}: what erasing the address would remove now
 * (counts per kind, and the stories tied to it for the owner to choose from); changes
 * nothing. POST, so the address never sits in a URL or a log.
 */
import { previewErasure } from '~/features/privacy/erase.server';
import { erasePreviewSchema } from '~/features/privacy/erase';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';

export const prerender = false;

export const POST = endpoint(async ({ locals, request }) => {
  requireAdmin(locals);
  const { email } = await readBody(request, erasePreviewSchema);
  return json(await previewErasure(getDb(), email));
});

export const ALL = methodNotAllowed;
