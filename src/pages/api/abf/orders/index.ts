/**
 * POST /api/abf/orders: places an order (CONTRACT.md §4). The total comes from the
 * product's price in the database and the status is always 'pending', whatever the
 * body says. Answers 201 with the stored order and the buyer's cancel token.
 */
import { cancelToken, honeypotOrder, placeOrder } from '~/features/shop/orders.server';
import { toPublicOrder } from '~/features/shop/order';
import { orderSchema } from '~/features/shop/order-schema';
import { getDb } from '~/lib/db';
import { isBot } from '~/lib/forms/honeypot';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { ORDER_LIMIT } from '~/features/shop/limits.server';

export const prerender = false;

export const POST = endpoint(async (ctx) => {
  await hit(ORDER_LIMIT, clientAddress(ctx));
  const { website, ...input } = await readBody(ctx.request, orderSchema);
  if (isBot(website)) {
    // A filled honeypot is a bot: the same answer, and nothing stored or mailed.
    const fake = await honeypotOrder(getDb(), input);
    return json({ ...toPublicOrder(fake.order), cancelToken: fake.cancelToken }, 201);
  }
  const order = await placeOrder(getDb(), input);
  return json({ ...toPublicOrder(order), cancelToken: cancelToken(order.id) }, 201);
});

export const ALL = methodNotAllowed;
