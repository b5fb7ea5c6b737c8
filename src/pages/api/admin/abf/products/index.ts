/** GET /api/admin/abf/products (every product, active or not, with stock); POST creates one and republishes the shop. */
import {
  freeSlug,
  insertProduct,
  listAllProducts,
  slugTaken,
} from '~/features/shop/admin/products-admin.queries';
import { slugify } from '~/features/shop/product-slug';
import { rethrowSlugTaken, takenAddress } from '~/features/shop/admin/product-input.server';
import { presentProduct } from '~/features/shop/admin/present';
import { checkStock, productFields } from '~/features/shop/admin/product-input.server';
import { productSchema } from '~/features/shop/admin/product-schema';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { publishChanges } from '~/features/publishing/publish';

export const prerender = false;

export const GET = endpoint(async ({ locals }) => {
  requireAdmin(locals);
  return json((await listAllProducts(getDb())).map(presentProduct));
});

export const POST = endpoint(async ({ locals, request }) => {
  requireAdmin(locals);
  const input = await readBody(request, productSchema);
  checkStock(input.category, input.stock);
  const db = getDb();
  if (input.slug && (await slugTaken(db, input.slug))) throw takenAddress();
  const slug = input.slug ?? (await freeSlug(db, slugify(input.name) || 'product'));
  const fields = productFields(input);
  const product = await insertProduct(
    db,
    { ...fields, slug, name: input.name, color: input.color, imageUrl: input.imageUrl },
    input.stock,
  ).catch(rethrowSlugTaken);
  await publishChanges(db);
  return json(presentProduct(product), 201);
});

export const ALL = methodNotAllowed;
