/** GET /api/abf/products: the products on sale (active only), prices as '$25.99'. */
import { listActiveProducts } from '~/features/shop/products.queries';
import { toPublicProduct } from '~/features/shop/product';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async () => {
  const products = await listActiveProducts(getDb());
  return json(products.map(toPublicProduct));
});

export const ALL = methodNotAllowed;
