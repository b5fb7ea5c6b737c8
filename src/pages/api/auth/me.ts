/** GET /api/auth/me: the signed-in user, or 401. */
import { endpoint, HttpError, json, methodNotAllowed } from '../../../lib/http';

export const prerender = false;

export const GET = endpoint(({ locals }) => {
  if (!locals.user) throw new HttpError(401, 'Not signed in');
  return json({ user: locals.user });
});

export const ALL = methodNotAllowed;
