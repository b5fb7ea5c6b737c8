/**
 * The API's shared response and input helpers: one error shape
 * (`{ message, errors? }`), JSON or form bodies parsed with a zod schema, a 64 KiB
 * body limit, and a wrapper that turns thrown errors into the CONTRACT's statuses.
 */
import type { APIContext, APIRoute } from 'astro';
import { config, safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import { en } from 'zod/locales';

// Schemas shared with islands are zod/mini, which has no default messages: the server
// answers zod's English texts for the rules that carry none (as classic zod always did).
config(en());

/** Largest request body accepted (CONTRACT.md §4). */
export const MAX_BODY_BYTES = 64 * 1024;

/** An error with an HTTP status; thrown anywhere inside `endpoint` and answered as JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A JSON response. */
export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** An error response in the CONTRACT's shape. */
export function errorResponse(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  headers: Record<string, string> = {},
): Response {
  return json(errors ? { message, errors } : { message }, status, headers);
}

/** Field errors of a zod error (classic or mini), keyed by the first path segment ('' for the whole body). */
export function fieldErrors(error: $ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** True when the request carries an HTML form rather than JSON. */
export function isFormPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/** Reads the raw body, refusing more than MAX_BODY_BYTES with 413. */
async function readText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large');
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES)
    throw new HttpError(413, 'Request body is too large');
  return text;
}

/**
 * Parses the body with `schema` (classic or mini zod). JSON needs `application/json`;
 * with `allowForm`, an HTML form post is accepted too (for the no-JavaScript fallbacks).
 * Throws 400 with field errors when the body is malformed or invalid.
 */
export async function readBody<S extends $ZodType>(
  request: Request,
  schema: S,
  { allowForm = false } = {},
): Promise<output<S>> {
  const text = await readText(request);
  let raw: unknown;
  if (allowForm && isFormPost(request)) {
    raw = Object.fromEntries(new URLSearchParams(text));
  } else {
    const type = request.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json'))
      throw new HttpError(400, 'Expected a JSON body (application/json)');
    try {
      raw = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Malformed JSON');
    }
  }
  const parsed = safeParse(schema, raw);
  if (!parsed.success) throw new HttpError(400, 'Invalid input', fieldErrors(parsed.error));
  return parsed.data;
}

/** Parses a positive integer route id; anything else is a 404, never a 500. */
export function parseId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) throw new HttpError(404, 'Not found');
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw new HttpError(404, 'Not found');
  return id;
}

/** Wraps a route so HttpErrors become their status and anything else a logged 500. */
export function endpoint(handler: (context: APIContext) => Promise<Response> | Response): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof HttpError)
        return errorResponse(error.status, error.message, error.errors, error.headers);
      console.error(`${context.request.method} ${context.url.pathname} failed:`, error);
      return errorResponse(500, 'Something went wrong on our side. Please try again.');
    }
  };
}

/** The `ALL` export every endpoint file adds, answering 405 for methods it does not handle. */
export const methodNotAllowed: APIRoute = ({ request }) =>
  errorResponse(405, `Method ${request.method} is not allowed here`);
