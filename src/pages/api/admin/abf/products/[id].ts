/** PATCH /api/admin/abf/products/{id}: edits a product (isActive false deactivates it) and republishes. */
import { updateProduct } from '../../../../../../db/queries/admin-products';
import { presentProduct } from '../../../../../features/admin/present';
import { productFields } from '../../../../../features/admin/products.server';
import { productPatchSchema } from '../../../../../features/admin/schema';
import { requireAdmin } from '../../../../../lib/auth';
import { getDb } from '../../../../../lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId, readBody } from '../../../../../lib/http';
import { publishChanges } from '../../../../../lib/publish';

export const prerender = false;

export const PATCH = endpoint(async ({ locals, params, request }) => {
  requireAdmin(locals);
  const id = parseId(params.id);
  const input = await readBody(request, productPatchSchema);
  const db = getDb();
  const product = await updateProduct(db, id, productFields(input));
  if (!product) throw new HttpError(404, 'Product not found');
  await publishChanges(db);
  return json(presentProduct(product));
});

export const ALL = methodNotAllowed;
