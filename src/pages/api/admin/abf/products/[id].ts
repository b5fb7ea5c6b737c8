/**
 * PATCH /api/admin/abf/products/{id}: edits any of a product's fields, its stock
 * included (isActive false deactivates it); DELETE removes a product no order points
 * at and deactivates one with orders. Both republish the shop.
 */
import {
  deleteOrDeactivateProduct,
  slugTaken,
  updateProduct,
} from '~/features/shop/admin/products-admin.queries';
import { getProductWithStock } from '~/features/shop/products.queries';
import { presentProduct } from '~/features/shop/admin/present';
import {
  checkStock,
  productFields,
  rethrowSlugTaken,
  takenAddress,
} from '~/features/shop/admin/product-input.server';
import { productPatchSchema } from '~/features/shop/admin/product-schema';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';
import { publishChanges, requestPublish } from '~/features/publishing/publish';

export const prerender = false;

export const PATCH = adminById(async (id, { request }) => {
  const input = await readBody(request, productPatchSchema);
  const db = getDb();
  const current = await getProductWithStock(db, id);
  if (!current) throw new HttpError(404, 'Product not found');
  const category = input.category ?? current.category;
  if (input.stock === undefined && current.stock && category !== current.category) {
    // The stored sizes would no longer match the category's.
    throw new HttpError(400, 'Invalid input', { stock: ['Set the stock for the sizes of the new category'] });
  }
  checkStock(category, input.stock);
  if (input.slug && (await slugTaken(db, input.slug, id))) throw takenAddress();
  const product = await updateProduct(db, id, productFields(input), input.stock).catch(rethrowSlugTaken);
  if (!product) throw new HttpError(404, 'Product not found');
  await publishChanges(db);
  return json(presentProduct(product));
});

export const DELETE = adminById(async (id) => {
  const db = getDb();
  const outcome = await deleteOrDeactivateProduct(db, id);
  if (!outcome) throw new HttpError(404, 'Product not found');
  await requestPublish(db);
  return outcome.result === 'deleted'
    ? json({ id, result: 'deleted' })
    : json({ id, result: 'deactivated', product: presentProduct(outcome.product) });
});

export const ALL = methodNotAllowed;
