/** PATCH /api/admin/abf/orders/{id} {status}: sets any of the five statuses. */
import { setOrderStatus } from '../../../../../../db/queries/admin-orders';
import { orderStatusSchema } from '../../../../../features/admin/schema';
import { requireAdmin } from '../../../../../lib/auth';
import { getDb } from '../../../../../lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseId, readBody } from '../../../../../lib/http';

export const prerender = false;

export const PATCH = endpoint(async ({ locals, params, request }) => {
  requireAdmin(locals);
  const id = parseId(params.id);
  const { status } = await readBody(request, orderStatusSchema);
  const order = await setOrderStatus(getDb(), id, status);
  if (!order) throw new HttpError(404, 'Order not found');
  return json({ ...order, totalAmount: (order.totalCents / 100).toFixed(2) });
});

export const ALL = methodNotAllowed;
