/** readBody and fieldErrors with both zod flavours: classic (admin, PayPal) and mini (shared with islands). */
import { z as classic } from 'astro/zod';
import { describe, expect, it, vi } from 'vitest';
import * as mini from 'zod/mini';
import { orderSchema } from '../features/checkout/schema';
import { fieldErrors, HttpError, readBody } from './http';

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
  const fresh = await import('./http');
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
