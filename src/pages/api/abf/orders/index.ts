/**
 * POST /api/abf/orders: places an order (CONTRACT.md §4). The total comes from the
 * product's price in the database and the status is always 'pending', whatever the
 * body says. Answers 201 with the stored order and the buyer's cancel token; the owner
 * and the buyer are mailed about it (CONTRACT.md §17), after the answer.
 */
import { cancelToken, honeypotOrder, placeOrder } from '~/features/shop/orders.server';
import { toPublicOrder } from '~/features/shop/order';
import { orderSchema } from '~/features/shop/order-schema';
import { getDb } from '~/lib/db';
import { json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite } from '~/lib/http/public-write';
import { ORDER_LIMIT } from '~/features/shop/limits.server';
import { kickOutbox } from '~/lib/mail/outbox.server';

export const prerender = false;

export const POST = publicWrite({
  limit: ORDER_LIMIT,
  schema: orderSchema,
  async write(input) {
    const order = await placeOrder(getDb(), input);
    kickOutbox();
    return json({ ...toPublicOrder(order), cancelToken: cancelToken(order.id) }, 201);
  },
  // The same answer, with nothing stored or mailed.
  async honeypot(input) {
    const fake = await honeypotOrder(getDb(), input);
    return json({ ...toPublicOrder(fake.order), cancelToken: fake.cancelToken }, 201);
  },
});

export const ALL = methodNotAllowed;
