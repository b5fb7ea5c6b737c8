/**
 * POST /paypal/order {orderId} -> {id}: creates the PayPal order for the total stored
 * on shop order `orderId`. The client never sends a price: a body with only `amount`
 * is refused with 400.
 */
import { z } from 'astro/zod';
import { createProviderOrder } from '~/features/shop/paypal/payments.server';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { getPayPal } from '~/features/shop/paypal/paypal.server';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { PAYMENT_LIMIT } from '~/features/shop/limits.server';

export const prerender = false;

/** The shop order to pay, as a number or a numeric string. */
const payOrderSchema = z.object({
  orderId: z.union(
    [
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z
        .string()
        .regex(/^[1-9]\d{0,15}$/)
        .transform(Number),
    ],
    { error: 'orderId (the shop order to pay) is required' },
  ),
});

export const POST = endpoint(async (ctx) => {
  await hit(PAYMENT_LIMIT, clientAddress(ctx));
  const { orderId } = await readBody(ctx.request, payOrderSchema);
  const paypal = getPayPal();
  if (!paypal) throw new HttpError(503, 'Online payment is unavailable right now.');
  return json(await createProviderOrder(getDb(), paypal, orderId));
});

export const ALL = methodNotAllowed;
