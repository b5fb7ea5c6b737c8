/** readBody and fieldErrors with both zod flavours: classic (admin, PayPal) and mini (shared with islands). */
import { z as classic } from 'astro/zod';
import { describe, expect, it, vi } from 'vitest';
import * as mini from 'zod/mini';
import { orderSchema } from '~/features/shop/order-schema';
import {
  allowedMethods,
  fieldErrors,
  HttpError,
  MAX_BODY_BYTES,
  methodNotAllowed,
  readBody,
  readBytes,
  readText,
} from './api';

const post = (body: string, type = 'application/json') =>
  new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': type }, body });

/** The HttpError `read` (readBody by default) throws for this request. */
async function refusal(request: Request, schema: Parameters<typeof readBody>[1], read = readBody) {
  try {
    await read(request, schema);
  } catch (error) {
    if (!(error instanceof Error) || !('status' in error)) throw error;
    const { status, message, errors } = error as HttpError;
    return { status, message, errors };
  }
  throw new Error('accepted');
}

const schemas = {
  classic: classic.object({
    name: classic.string().trim().min(2, 'Too short'),
    age: classic.number().optional(),
  }),
  mini: mini.object({
    name: mini.string().check(mini.trim(), mini.minLength(2, 'Too short')),
    age: mini.optional(mini.number()),
  }),
};

describe.each(Object.entries(schemas))('readBody with a %s schema', (_, schema) => {
  it('answers the parsed body', async () => {
    await expect(readBody(post('{"name":" Ada ","id":7}'), schema)).resolves.toEqual({ name: 'Ada' });
  });

  it("answers 400 with the schema's messages", async () => {
    await expect(refusal(post('{"name":"A"}'), schema)).resolves.toEqual({
      status: 400,
      message: 'Invalid input',
      errors: { name: ['Too short'] },
    });
  });

  it("answers zod's English text where a rule has no message of its own", async () => {
    await expect(refusal(post('{"name":"Ada","age":"old"}'), schema)).resolves.toMatchObject({
      errors: { age: ['Invalid input: expected number, received string'] },
    });
  });

  it('reads a form post only when allowed', async () => {
    const form = () => post('name=Ada', 'application/x-www-form-urlencoded');
    await expect(readBody(form(), schema, { allowForm: true })).resolves.toEqual({ name: 'Ada' });
    await expect(refusal(form(), schema)).resolves.toMatchObject({
      status: 400,
      message: 'Expected a JSON body (application/json)',
    });
  });
});

it("sets zod's English texts itself, for the shared zod/mini schemas (a size that is not text)", async () => {
  // As if no classic zod had been loaded: zod/mini alone has no texts.
  mini.config({ localeError: undefined });
  expect(mini.string().safeParse(4).error?.issues[0]?.message).toBe('Invalid input');
  vi.resetModules();
  const fresh = await import('./api');
  const order = {
    productId: 1,
    customerName: 'Ada Reader',
    customerEmail: 'ada@example.com',
    customerAddress: '12 Long Street, Springfield',
    quantity: 1,
    size: 4,
  };
  await expect(refusal(post(JSON.stringify(order)), orderSchema, fresh.readBody)).resolves.toMatchObject({
    errors: { size: ['Invalid input: expected string, received number'] },
  });
});

it('fieldErrors keys messages by field, the whole body under the empty key', () => {
  const result = mini.safeParse(
    mini.object({ a: mini.string('A!') }).check(mini.refine(() => false, 'Whole!')),
    { a: 1 },
  );
  expect(result.success).toBe(false);
  expect(fieldErrors(result.error!)).toEqual({ a: ['A!'] });
  const whole = classic
    .object({ a: classic.string() })
    .refine(() => false, 'Whole!')
    .safeParse({ a: 'x' });
  expect(fieldErrors(whole.error!)).toEqual({ '': ['Whole!'] });
});

/** A chunked body (no Content-Length) of `chunks` chunks of `size` bytes; counts what was pulled. */
function streamed(
  chunks: number,
  size: number,
  { failAt, headers = {} }: { failAt?: number; headers?: Record<string, string> } = {},
) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (failAt !== undefined && pulled >= failAt) return controller.error(new Error('aborted'));
        if (pulled >= chunks * size) return controller.close();
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(97));
      },
      // Stop at the first chunk past the limit: no read-ahead.
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://localhost/api/x', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

async function status(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('readBytes', () => {
  it('reads a chunked body up to the limit whole', async () => {
    const { request } = streamed(4, 1024);
    expect((await readBytes(request, 4096)).byteLength).toBe(4096);
  });

  it('stops reading a chunked body at the first chunk past the limit: 413, never the rest', async () => {
    const { request, pulled } = streamed(100 * 1024, 1024); // 100 MB if read whole
    const started = Date.now();
    expect(await status(readBytes(request, MAX_BODY_BYTES))).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 1024);
    // What it pulled is the proof; the time only shows it did not wait for the rest.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const { request, pulled } = streamed(10, 1024, {
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(await status(readBytes(request, MAX_BODY_BYTES))).toBe(413);
    expect(pulled()).toBe(0);
  });

  it('takes its own limit (the media upload reads 10 MB)', async () => {
    const { request } = streamed(128, 1024);
    expect((await readBytes(request, 10 * 1024 * 1024)).byteLength).toBe(128 * 1024);
    expect(await status(readBytes(streamed(129, 1024).request, 128 * 1024))).toBe(413);
  });

  it('answers 400, not 500, when the client aborts the body', async () => {
    expect(await status(readBytes(streamed(10, 1024, { failAt: 2048 }).request, MAX_BODY_BYTES))).toBe(400);
  });

  it('reads an empty body as no bytes', async () => {
    expect((await readBytes(new Request('http://localhost/', { method: 'POST' }), 10)).byteLength).toBe(0);
  });

  it('says the limit in the 413', async () => {
    const error = await readBytes(streamed(1, 70 * 1024).request, MAX_BODY_BYTES).catch((e: unknown) => e);
    expect((error as HttpError).message).toBe('Request body is too large (the limit is 64 KiB)');
  });

  it('readText decodes UTF-8 and readBody refuses a chunked JSON body over 64 KiB with 413', async () => {
    const text = new Request('http://localhost/', { method: 'POST', body: 'héllo' });
    expect(await readText(text)).toBe('héllo');
    const big = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([`{"name":"${'a'.repeat(MAX_BODY_BYTES)}"}`]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(await status(readBody(big, schemas.mini))).toBe(413);
  });
});

describe('methodNotAllowed', () => {
  const context = { request: new Request('http://localhost/api/x', { method: 'DELETE' }) } as never;

  it("answers 405 with Allow listing the route module's own methods (HEAD with GET)", async () => {
    const route = { GET: () => {}, POST: () => {}, ALL: methodNotAllowed, prerender: false };
    const response = await methodNotAllowed.call(route, context);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await response.json()).toEqual({
      message: 'This method is not allowed here (allowed: GET, HEAD, POST)',
    });
  });

  it('allowedMethods ignores what is not a handler', () => {
    expect(allowedMethods({ PATCH: () => {}, DELETE: () => {}, GET: 'no' })).toBe('PATCH, DELETE');
    expect(allowedMethods(undefined)).toBe('');
  });
});
