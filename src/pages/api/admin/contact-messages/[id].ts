/**
 * PATCH /api/admin/contact-messages/{id} {action}: mark handled ('handle'), back to
 * unhandled ('reopen'), 'archive' or 'unarchive'; answers the message. DELETE removes it (204).
 */
import { applyMessageAction, deleteMessage } from '~/features/contact/admin/messages-admin.queries';
import { messageActionSchema } from '~/features/contact/admin/message-schema';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';

export const prerender = false;

export const PATCH = adminById(async (id, { request }) => {
  const { action } = await readBody(request, messageActionSchema);
  const message = await applyMessageAction(getDb(), id, action);
  if (!message) throw new HttpError(404, 'Message not found');
  return json(message);
});

export const DELETE = adminById(async (id) => {
  if (!(await deleteMessage(getDb(), id))) throw new HttpError(404, 'Message not found');
  return new Response(null, { status: 204 });
});

export const ALL = methodNotAllowed;
