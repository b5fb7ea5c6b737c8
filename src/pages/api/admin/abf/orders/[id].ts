/**
 * PATCH /api/admin/abf/orders/{id} {status, carrier?, trackingNumber?}: sets any of the
 * five statuses. 'cancelled' gives the order's items back to stock; the first 'shipped'
 * mails the buyer (with the carrier's tracking link when it is a known carrier); 'paid'
 * for an order PayPal did not pay records a payment made outside PayPal and mails the
 * buyer a receipt, once. Answers the order with `mailed` (shipping mail) and `receipt`.
 */
import { changeOrderStatus, isPaidByHand } from '~/features/shop/admin/orders-admin.queries';
import { getOrder } from '~/features/shop/orders.queries';
import { getProduct } from '~/features/shop/products.queries';
import { orderConfirmationMail, orderShippedMail } from '~/features/shop/order-mail';
import { orderPageUrl } from '~/features/shop/order-page.server';
import { presentOrder } from '~/features/shop/admin/present';
import { orderStatusSchema } from '~/features/shop/admin/order-status-schema';
import { onlyLeftMessage } from '~/features/shop/stock';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';
import { kickOutbox } from '~/lib/mail/outbox.server';

export const prerender = false;

export const PATCH = adminById(async (id, { request }) => {
  const change = await readBody(request, orderStatusSchema);
  const db = getDb();
  const current = await getOrder(db, id);
  if (!current) throw new HttpError(404, 'Order not found');
  const productName = (await getProduct(db, current.productId))?.name ?? 'Always Be Fabulous item';
  const result = await changeOrderStatus(db, id, change, {
    shipped: (order) => orderShippedMail(order, productName, orderPageUrl(order.id)),
    paid: (order) => orderConfirmationMail(order, productName, orderPageUrl(order.id)),
  });
  if (result.kind === 'not-found') throw new HttpError(404, 'Order not found');
  if (result.kind === 'out-of-stock') {
    const message = `${onlyLeftMessage(result.left)}, so order #${id} cannot leave 'cancelled'`;
    throw new HttpError(409, message, { status: [message] });
  }
  if (result.mailed || result.receipt) kickOutbox();
  const paidByHand = await isPaidByHand(db, id);
  return json({
    ...presentOrder({ ...result.order, productName, paidByHand }),
    mailed: result.mailed,
    receipt: result.receipt,
  });
});

export const ALL = methodNotAllowed;
