/** The frames of routes on one record (`.../{id}`): the id parsed once, a non-numeric one a 404. */
import type { APIContext, APIRoute } from 'astro';
import { requireAdmin } from '~/lib/auth/sign-in';
import { endpoint, HttpError, json, parseId } from './api';

/**
 * An admin-only route on an `[id]` path: 401 unless an admin is signed in, 404 for an id
 * that is not a positive integer; `handler` gets the parsed id.
 */
export function adminById(
  handler: (id: number, context: APIContext) => Promise<Response> | Response,
): APIRoute {
  return endpoint((context) => {
    requireAdmin(context.locals);
    return handler(parseId(context.params.id), context);
  });
}

/** A public GET of one record by `[id]`, sent with `headers`; 404 with `notFound` for a bad or unknown id. */
export function readById<T>(
  find: (id: number) => Promise<T | undefined>,
  notFound: string,
  headers: Record<string, string> = {},
): APIRoute {
  return endpoint(async ({ params }) => {
    const record = await find(parseId(params.id));
    if (!record) throw new HttpError(404, notFound);
    return json(record, 200, headers);
  });
}
