/**
 * GET /api/admin/abf/orders/summary: the count and value of the orders in each status,
 * for the same search and dates as the list (?q=, ?from=, ?to=, ?tz=; ?status= ignored).
 */
import { orderTotals } from '~/features/shop/admin/orders-admin.queries';
import { presentTotals } from '~/features/shop/admin/order-totals';
import { orderFilterOf, readOrderQuery } from '~/features/shop/admin/order-query';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const { query, errors } = readOrderQuery(url.searchParams);
  if (!query) throw new HttpError(400, 'Invalid query', errors);
  return json(presentTotals(await orderTotals(getDb(), orderFilterOf(query))));
});

export const ALL = methodNotAllowed;
