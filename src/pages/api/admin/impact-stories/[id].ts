/** PATCH /api/admin/impact-stories/{id} {isApproved,isPublic}: approve, publish or reject a story. */
import { moderateStory } from '~/features/community/admin/stories-admin.queries';
import { storyModerationSchema } from '~/features/community/admin/story-schema';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId, readBody } from '~/lib/http/api';
import { publishChanges } from '~/features/publishing/publish';

export const prerender = false;

export const PATCH = endpoint(async ({ locals, params, request }) => {
  requireAdmin(locals);
  const id = parseId(params.id);
  const fields = await readBody(request, storyModerationSchema);
  const db = getDb();
  const story = await moderateStory(db, id, fields);
  if (!story) throw new HttpError(404, 'Story not found');
  // Approved public stories may appear on pre-rendered pages.
  await publishChanges(db);
  return json(story);
});

export const ALL = methodNotAllowed;
