/**
 * An editor's unsaved changes (CONTRACT.md §17), kept while the owner writes:
 * GET /api/admin/autosaves/{key} -> 200 {key, value, label, savedAt} or 404;
 * PUT {value, label} -> 200 with what is kept (every 30 s while she edits);
 * DELETE -> 204 (after the editor's own Save, or when she discards them).
 * Keys: post:new, post:{id}, issue:new, issue:{id}. It never changes the post or issue.
 */
import type { APIRoute } from 'astro';
import { AUTOSAVE_KEY, autosaveSchema } from '~/features/admin/autosave-schema';
import {
  deleteAutosave,
  getAutosave,
  presentAutosave,
  saveAutosave,
} from '~/features/admin/autosaves.queries';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';

export const prerender = false;

/** An admin-only route on an editor's key; 404 for a key no editor uses. */
function byKey(handler: (key: string, request: Request) => Promise<Response>): APIRoute {
  return endpoint(({ locals, params, request }) => {
    requireAdmin(locals);
    const key = params.key ?? '';
    if (!AUTOSAVE_KEY.test(key)) throw new HttpError(404, 'No such editor');
    return handler(key, request);
  });
}

export const GET = byKey(async (key) => {
  const row = await getAutosave(getDb(), key);
  if (!row) throw new HttpError(404, 'Nothing kept for this editor');
  return json(presentAutosave(row));
});

export const PUT = byKey(async (key, request) => {
  const { value, label } = await readBody(request, autosaveSchema);
  return json(presentAutosave(await saveAutosave(getDb(), key, value, label)));
});

export const DELETE = byKey(async (key) => {
  await deleteAutosave(getDb(), key);
  return new Response(null, { status: 204 });
});

export const ALL = methodNotAllowed;
