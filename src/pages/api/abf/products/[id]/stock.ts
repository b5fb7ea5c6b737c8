/**
 * GET /api/abf/products/{id}/stock: what a product's page says about its stock right now
 * (stockView: sold out, badge, line and each size's availability), never cached; 404 for a
 * product that does not exist or is no longer on sale. Items held by orders unpaid for 24
 * hours count as given back (withLapsedHoldsReleased).
 */
import { withLapsedHoldsReleased } from '~/features/shop/orders.server';
import { toPublicProduct } from '~/features/shop/product';
import { getProductWithStock } from '~/features/shop/products.queries';
import { stockView } from '~/features/shop/badges';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ params }) => {
  const db = getDb();
  const id = parseId(params.id);
  const [product] = await withLapsedHoldsReleased(db, async () => {
    const found = await getProductWithStock(db, id);
    return found ? [found] : [];
  });
  if (!product?.isActive) throw new HttpError(404, 'Product not found');
  return json(stockView(toPublicProduct(product)));
});

export const ALL = methodNotAllowed;
