/**
 * POST /api/abf/orders/{id}/cancel {cancelToken}: the buyer's 'Cancel Order'. Only a
 * pending, unpaid order, and only with the token its creation answered.
 */
import { z } from 'astro/zod';
import { cancelOrder } from '~/features/shop/orders.server';
import { toPublicOrder } from '~/features/shop/order';
import { getDb } from '~/lib/db';
import { getPayPal } from '~/features/shop/paypal/paypal.server';
import { endpoint, json, methodNotAllowed, parseId, readBody } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { ORDER_LIMIT } from '~/features/shop/limits.server';

export const prerender = false;

/** The cancel request: the token POST /api/abf/orders answered. */
const cancelSchema = z.object({ cancelToken: z.string({ error: 'Missing cancel token' }).min(1).max(200) });

export const POST = endpoint(async (ctx) => {
  await hit(ORDER_LIMIT, clientAddress(ctx));
  const id = parseId(ctx.params.id);
  const { cancelToken } = await readBody(ctx.request, cancelSchema);
  const order = await cancelOrder(getDb(), id, cancelToken, getPayPal());
  return json(toPublicOrder(order));
});

export const ALL = methodNotAllowed;
