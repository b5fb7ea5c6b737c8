/** GET /api/admin/autosaves?prefix=post: -> the editors' kept unsaved changes of one kind (post: or issue:), oldest first. */
import { listAutosaves, presentAutosave } from '~/features/admin/autosaves.queries';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const prefix = url.searchParams.get('prefix') ?? '';
  if (prefix !== 'post:' && prefix !== 'issue:')
    throw new HttpError(400, 'Ask for prefix=post: or prefix=issue:');
  return json((await listAutosaves(getDb(), prefix)).map(presentAutosave));
});

export const ALL = methodNotAllowed;
