/** PATCH /api/admin/impact-stories/{id} {isApproved,isPublic}: approve, publish or reject a story. */
import { moderateStory } from '~/features/community/admin/stories-admin.queries';
import { storyModerationSchema } from '~/features/community/admin/story-schema';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';
import { publishChanges } from '~/features/publishing/publish';

export const prerender = false;

export const PATCH = adminById(async (id, { request }) => {
  const fields = await readBody(request, storyModerationSchema);
  const db = getDb();
  const story = await moderateStory(db, id, fields);
  if (!story) throw new HttpError(404, 'Story not found');
  // Approved public stories may appear on pre-rendered pages.
  await publishChanges(db);
  return json(story);
});

export const ALL = methodNotAllowed;
