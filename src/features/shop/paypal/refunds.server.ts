/**
 * Refunding a paid order in full from the admin (CONTRACT.md §13, §17): PayPal's refund
 * call first, then the refund recorded, the order cancelled, its stock given back and
 * the buyer mailed, once. Nothing changes here unless PayPal says the money went back.
 * An order paid outside PayPal (marked paid by hand) is refunded by hand: the owner sends
 * the money back herself, and this records it, cancels the order and mails the buyer, once.
 */
import { isPaidByHand, type AdminOrderRow } from '~/features/shop/admin/orders-admin.queries';
import { getOrder, recordRefund } from '~/features/shop/orders.queries';
import { getProduct } from '~/features/shop/products.queries';
import type { Database } from '~db/client';
import type { AbfOrder } from '~db/schema';
import { HttpError } from '~/lib/http/api';
import { kickOutbox } from '~/lib/mail/outbox.server';
import { PayPalError, type PayPalClient, type PayPalRefund } from './client';
import { orderRefundedMail } from '~/features/shop/order-mail';
import { orderPageUrl } from '~/features/shop/order-page.server';

const UNCHANGED = 'The order is unchanged.';

/** ' (refund X)' for a PayPal refund, '' for one made by hand. */
const refundName = (refundId: string | null) => (refundId ? ` (refund ${refundId})` : '');

/** Records a refund the owner made outside PayPal for an order paid that way: once, else 409. */
async function refundByHand(db: Database, order: AbfOrder): Promise<AdminOrderRow> {
  const productName = (await getProduct(db, order.productId))?.name ?? 'Always Be Fabulous item';
  const recorded = await recordRefund(db, order.id, {
    refundId: null,
    source: 'admin-manual',
    note: 'Refunded in full by hand (outside PayPal), recorded from the admin; order cancelled.',
    mail: orderRefundedMail(order, productName, orderPageUrl(order.id), 'manual'),
  });
  if (!recorded) throw new HttpError(409, `Order #${order.id} was already refunded`);
  kickOutbox();
  const after = await getOrder(db, order.id);
  return { ...after!, productName, paidByHand: true };
}

/** The refund of a capture at PayPal, or the answer the admin gets when it fails. */
async function refundAtPayPal(
  paypal: PayPalClient,
  captureId: string,
  requestId: string,
): Promise<PayPalRefund> {
  try {
    return await paypal.refundCapture(captureId, requestId);
  } catch (error) {
    if (!(error instanceof PayPalError)) {
      console.error('PayPal refund failed:', error);
      throw new HttpError(502, `PayPal could not be asked for the refund. ${UNCHANGED}`);
    }
    if (error.timedOut || error.status === 0) {
      throw new HttpError(
        504,
        `PayPal did not answer in time. ${UNCHANGED} Try again: a repeat never refunds twice.`,
      );
    }
    if (error.issue === 'CAPTURE_FULLY_REFUNDED') {
      throw new HttpError(
        409,
        `PayPal says this payment was already refunded in full; the order follows when PayPal's notice arrives.`,
      );
    }
    console.error('PayPal refused a refund:', error.status, error.errorName, error.issue, error.message);
    const why = error.issue ?? error.errorName ?? `status ${error.status}`;
    throw new HttpError(502, `PayPal refused the refund (${why}): ${error.message} ${UNCHANGED}`);
  }
}

/**
 * Refunds order `orderId` in full through PayPal with PayPal-Request-Id `requestId`
 * (by default one per order and capture, so a repeat never refunds twice). 409 when it
 * was already refunded or has no payment; 502/504 with the order unchanged when PayPal
 * refuses or does not answer.
 */
export async function refundOrder(
  db: Database,
  paypal: PayPalClient | null,
  orderId: number,
  requestId?: string,
): Promise<AdminOrderRow> {
  const order = await getOrder(db, orderId);
  if (!order) throw new HttpError(404, 'Order not found');
  if (order.refundedAt || order.refundId)
    throw new HttpError(409, `Order #${order.id} was already refunded${refundName(order.refundId)}`);
  if (!order.paypalPaymentId) {
    // Marked paid by hand (and not set back to pending since): the refund is recorded by hand.
    if (order.status !== 'pending' && (await isPaidByHand(db, order.id))) return refundByHand(db, order);
    throw new HttpError(409, `Order #${order.id} has no payment to refund`);
  }
  if (!paypal)
    throw new HttpError(503, `PayPal is not configured, so refunds are not available. ${UNCHANGED}`);

  const captureId = order.paypalPaymentId;
  const refund = await refundAtPayPal(
    paypal,
    captureId,
    requestId ?? `refund-${order.id}-${captureId}`,
  ).catch(async (error: unknown) => {
    // A refund that raced this one may have recorded it meanwhile: say so rather than fail.
    const now = await getOrder(db, orderId);
    if (now?.refundId)
      throw new HttpError(409, `Order #${order.id} was already refunded${refundName(now.refundId)}`);
    throw error;
  });
  if (refund.status !== 'COMPLETED' && refund.status !== 'PENDING') {
    throw new HttpError(502, `PayPal did not complete the refund (status ${refund.status}). ${UNCHANGED}`);
  }
  const productName = (await getProduct(db, order.productId))?.name ?? 'Always Be Fabulous item';
  const pending = refund.status === 'PENDING' ? ', still pending at PayPal' : '';
  const recorded = await recordRefund(db, order.id, {
    refundId: refund.id,
    source: 'admin',
    note: `Refunded in full through PayPal from the admin (refund ${refund.id}${pending}); order cancelled.`,
    mail: orderRefundedMail(order, productName, orderPageUrl(order.id)),
  });
  if (!recorded) throw new HttpError(409, `Order #${order.id} was already refunded`);
  kickOutbox();
  const after = await getOrder(db, order.id);
  return { ...after!, productName };
}
