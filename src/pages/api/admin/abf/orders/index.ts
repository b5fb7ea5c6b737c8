/** GET /api/admin/abf/orders: every order (?status= filters), as JSON or as CSV with ?format=csv. */
import { listOrders } from '../../../../../../db/queries/admin-orders';
import { csvResponse, toCsv } from '../../../../../features/admin/csv';
import { presentOrder, type PresentedOrder } from '../../../../../features/admin/present';
import { ORDER_STATUSES, type AdminOrderStatus } from '../../../../../features/admin/schema';
import { requireAdmin } from '../../../../../lib/auth';
import { getDb } from '../../../../../lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '../../../../../lib/http';

export const prerender = false;

const COLUMNS: readonly (readonly [string, (o: PresentedOrder) => unknown])[] = [
  ['id', (o) => o.id],
  ['createdAt', (o) => o.createdAt],
  ['status', (o) => o.status],
  ['product', (o) => o.productName],
  ['size', (o) => o.size],
  ['quantity', (o) => o.quantity],
  ['totalAmount', (o) => o.totalAmount],
  ['customerName', (o) => o.customerName],
  ['customerEmail', (o) => o.customerEmail],
  ['customerAddress', (o) => o.customerAddress],
  ['paypalOrderId', (o) => o.paypalOrderId],
  ['paypalPaymentId', (o) => o.paypalPaymentId],
  ['notes', (o) => o.notes],
  ['updatedAt', (o) => o.updatedAt],
];

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const status = url.searchParams.get('status') || undefined;
  if (status && !ORDER_STATUSES.includes(status as AdminOrderStatus))
    throw new HttpError(400, 'Unknown status');
  const orders = (await listOrders(getDb(), status as AdminOrderStatus | undefined)).map(presentOrder);
  if (url.searchParams.get('format') !== 'csv') return json(orders);
  return csvResponse(toCsv(COLUMNS, orders), status ? `abf-orders-${status}.csv` : 'abf-orders.csv');
});

export const ALL = methodNotAllowed;
