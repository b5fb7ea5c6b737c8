/**
 * GET /api/admin/abf/orders: one page of orders, newest first, searched (?q= part of a
 * name or email, or an order number) and filtered (?status=, ?from= and ?to= days or ISO
 * instants, ?tz= the owner's offset in minutes); ?page= and ?pageSize= (50 by default,
 * at most 200). The answer is the page as a JSON array; X-Total-Count, X-Page and
 * X-Page-Size say where it sits. With ?format=csv: every matching order, streamed.
 */
import { eachOrder, searchOrders } from '~/features/shop/admin/orders-admin.queries';
import { csvCell } from '~/features/admin/csv';
import { orderFilterOf, readOrderQuery } from '~/features/shop/admin/order-query';
import { presentOrder, type PresentedOrder } from '~/features/shop/admin/present';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';

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
  ['carrier', (o) => o.carrier],
  ['trackingNumber', (o) => o.trackingNumber],
  ['trackingUrl', (o) => o.trackingUrl],
  ['shippedAt', (o) => o.shippedAt],
  ['refundId', (o) => o.refundId],
  ['refundedAt', (o) => o.refundedAt],
];

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const GET = endpoint(async ({ locals, url }) => {
  requireAdmin(locals);
  const { query, errors } = readOrderQuery(url.searchParams);
  if (!query) throw new HttpError(400, 'Invalid query', errors);
  const filter = orderFilterOf(query);
  const db = getDb();

  if (url.searchParams.get('format') === 'csv') {
    const encoder = new TextEncoder();
    const pages = eachOrder(db, filter);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csvLine(COLUMNS.map(([header]) => header))));
      },
      async pull(controller) {
        const next = await pages.next();
        if (next.done) return controller.close();
        const rows = next.value.map(presentOrder);
        controller.enqueue(
          encoder.encode(rows.map((o) => csvLine(COLUMNS.map(([, value]) => value(o)))).join('')),
        );
      },
      async cancel() {
        await pages.return(undefined);
      },
    });
    const name = query.status ? `abf-orders-${query.status}.csv` : 'abf-orders.csv';
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    });
  }

  const { rows, total } = await searchOrders(db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return json(rows.map(presentOrder), 200, {
    'x-total-count': String(total),
    'x-page': String(query.page),
    'x-page-size': String(query.pageSize),
  });
});

export const ALL = methodNotAllowed;
