/**
 * GET /api/abf/products: the products on sale (active only), prices as '$25.99', their stock
 * with items held by orders unpaid for 24 hours given back (withLapsedHoldsReleased).
 */
import { listActiveProducts } from '~/features/shop/products.queries';
import { withLapsedHoldsReleased } from '~/features/shop/orders.server';
import { toPublicProduct } from '~/features/shop/product';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async () => {
  const db = getDb();
  const products = await withLapsedHoldsReleased(db, () => listActiveProducts(db));
  return json(products.map(toPublicProduct));
});

export const ALL = methodNotAllowed;
