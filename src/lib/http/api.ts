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

/** The 413 every body limit answers (with the endpoint's own words when it has them). */
export const tooLarge = (limitBytes: number, message?: string) =>
  new HttpError(413, message ?? `Request body is too large (the limit is ${formatBytes(limitBytes)})`);

const formatBytes = (n: number) =>
  n >= 1024 * 1024 && n % (1024 * 1024) === 0
    ? `${n / (1024 * 1024)} MB`
    : n >= 1024 && n % 1024 === 0
      ? `${n / 1024} KiB`
      : `${n} bytes`;

/**
 * Reads a request body of at most `limitBytes`, whether its length is declared or it
 * comes chunked: the one way every endpoint reads a body. A declared Content-Length over
 * the limit is refused before a byte is read; otherwise the body is read chunk by chunk
 * and reading stops at the first chunk past the limit: it is never buffered whole.
 * Throws HttpError 413 past the limit (`message`, or a sentence naming the limit), and
 * 400 when the client aborts the body. (Under `npm start`, the site server then closes
 * the connection rather than reading the rest; see scripts/site-server.ts.)
 */
export async function readBytes(request: Request, limitBytes: number, message?: string): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limitBytes) throw tooLarge(limitBytes, message);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        // The client went away (or the server gave up waiting for it) mid-body.
        throw new HttpError(400, 'The request body could not be read');
      }
      if (chunk.done) break;
      total += chunk.value.byteLength;
      if (total > limitBytes) throw tooLarge(limitBytes, message);
      chunks.push(chunk.value);
    }
  } finally {
    // Not cancel(): on Node that would tear the socket down before the 413 is sent.
    reader.releaseLock();
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads a body of at most `limitBytes` as UTF-8 text (413 past it, see readBytes); MAX_BODY_BYTES by default. */
export async function readText(
  request: Request,
  limitBytes = MAX_BODY_BYTES,
  message?: string,
): Promise<string> {
  return new TextDecoder().decode(await readBytes(request, limitBytes, message));
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
  return parseBody(request, await readText(request), schema, { allowForm });
}

/** Parses body text already read from `request` with `schema`, as readBody does. */
export function parseBody<S extends $ZodType>(
  request: Request,
  text: string,
  schema: S,
  { allowForm = false } = {},
): output<S> {
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

/**
 * The query parameter `name` parsed with `schema` (absent reads as undefined); when it is
 * invalid, 400 with `message` and the schema's messages under `name`.
 */
export function readSearchParam<S extends $ZodType>(
  url: URL,
  name: string,
  schema: S,
  message: string,
): output<S> {
  const parsed = safeParse(schema, url.searchParams.get(name) ?? undefined);
  if (!parsed.success) throw new HttpError(400, message, { [name]: fieldErrors(parsed.error)[''] ?? [] });
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

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods an endpoint module handles, for an `Allow` header (HEAD comes with GET). */
export function allowedMethods(module: unknown): string {
  const exported = new Set(
    module && typeof module === 'object'
      ? METHODS.filter((m) => typeof Reflect.get(module, m) === 'function')
      : [],
  );
  if (exported.has('GET')) exported.add('HEAD');
  return METHODS.filter((m) => exported.has(m)).join(', ');
}

/**
 * The `ALL` export every endpoint file adds: 405 for any method the file does not
 * handle, with the `Allow` header RFC 9110 asks for. Astro calls a route's handler
 * with the route's module as `this`, so the methods come from the file's own exports.
 * HEAD is answered by the file's GET (Astro does that itself only for files without
 * an `ALL`, and drops the body).
 */
export const methodNotAllowed: APIRoute = function (this: unknown, context) {
  const get: unknown = this && typeof this === 'object' ? Reflect.get(this, 'GET') : undefined;
  if (context.request.method === 'HEAD' && typeof get === 'function')
    return (get as APIRoute).call(this, context);
  const allow = allowedMethods(this);
  return errorResponse(
    405,
    `This method is not allowed here${allow ? ` (allowed: ${allow})` : ''}`,
    undefined,
    {
      allow,
    },
  );
};
