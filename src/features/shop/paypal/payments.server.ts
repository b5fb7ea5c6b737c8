/**
 * Paying a shop order through PayPal (CONTRACT.md §4): the provider order is created
 * for the total stored on the shop order, and a capture counts only when PayPal says
 * COMPLETED for exactly that amount. Marking paid happens once, however many captures
 * and webhooks race for it.
 */
import { randomUUID } from 'node:crypto';
import {
  getOrder,
  getOrderByPaypalOrderId,
  markOrderPaid,
  setPaypalOrderId,
} from '~/features/shop/orders.queries';
import { getProduct } from '~/features/shop/products.queries';
import type { Database } from '~db/client';
import type { AbfOrder } from '~db/schema';
import { HttpError } from '~/lib/http/api';
import { kickOutbox } from '~/lib/mail/outbox.server';
import { formatAmount, parseAmount } from '~/features/shop/money';
import { PayPalError, type PayPalAmount, type PayPalClient, type PayPalOrder } from './client';
import { orderConfirmationMail } from '~/features/shop/order-mail';
import { orderPageUrl } from '~/features/shop/order-page.server';

/** What a capture answers; the same for every call once the order is paid. */
export interface CaptureResult {
  id: string;
  status: 'COMPLETED';
  orderId: number;
  paymentId: string;
  totalAmount: string;
}

/** Provider order states that a buyer can still approve and we can still capture. */
const OPEN_STATES = new Set(['CREATED', 'SAVED', 'APPROVED', 'PAYER_ACTION_REQUIRED']);

/** True when `amount` is exactly `cents` US dollars. */
export function amountMatches(amount: PayPalAmount | undefined, cents: number): boolean {
  return amount?.currency_code === 'USD' && parseAmount(amount.value) === cents;
}

/** Turns a failed PayPal call into the answer the buyer's browser gets. */
export function providerFailure(error: unknown): never {
  if (error instanceof HttpError) throw error;
  if (error instanceof PayPalError) {
    if (error.timedOut)
      throw new HttpError(504, 'PayPal did not answer in time. Your order is saved; please try again.');
    if (error.status === 404) throw new HttpError(404, 'PayPal does not know this payment');
    console.error('PayPal call failed:', error.status, error.errorName, error.issue, error.message);
  } else {
    console.error('PayPal call failed:', error);
  }
  throw new HttpError(502, 'PayPal is not available right now. Your order is saved; please try again.');
}

function refuseUnpayable(order: AbfOrder): void {
  if (order.status === 'cancelled') throw new HttpError(409, 'This order was cancelled');
  if (order.status !== 'pending') throw new HttpError(409, 'This order is already paid');
}

/** Creates (or reuses) the PayPal order for a pending shop order and stores its id. */
export async function createProviderOrder(
  db: Database,
  paypal: PayPalClient,
  orderId: number,
): Promise<{ id: string }> {
  const order = await getOrder(db, orderId);
  if (!order) throw new HttpError(404, 'Order not found');
  refuseUnpayable(order);
  try {
    if (order.paypalOrderId) {
      // Reuse the buyer's open PayPal order, so a retry (or anyone replaying this call)
      // never re-points the shop order away from the one being approved.
      const existing = await paypal.getOrder(order.paypalOrderId).catch((error: unknown) => {
        if (error instanceof PayPalError && error.status === 404) return null;
        throw error;
      });
      if (existing && OPEN_STATES.has(existing.status)) return { id: existing.id };
      if (existing?.status === 'COMPLETED') {
        // Paid at PayPal but not yet here (the capture answer was lost): settle it
        // rather than let the buyer pay a second time.
        await captureProviderOrder(db, paypal, existing.id);
        throw new HttpError(409, 'This order is already paid');
      }
    }
    const product = await getProduct(db, order.productId);
    const created = await paypal.createOrder({
      value: formatAmount(order.totalCents),
      referenceId: String(order.id),
      description: `Always Be Fabulous order #${order.id}: ${product?.name ?? 'ABF product'} x ${order.quantity}`,
      requestId: randomUUID(),
    });
    const stored = await setPaypalOrderId(db, order.id, created.id, order.paypalOrderId);
    if (stored) return { id: created.id };
    // Another request got there first: answer the PayPal order it stored.
    const now = await getOrder(db, order.id);
    if (now?.status === 'pending' && now.paypalOrderId) return { id: now.paypalOrderId };
    throw new HttpError(409, 'This order can no longer be paid');
  } catch (error) {
    providerFailure(error);
  }
}

function paidResult(order: AbfOrder, providerId: string): CaptureResult {
  return {
    id: providerId,
    status: 'COMPLETED',
    orderId: order.id,
    paymentId: order.paypalPaymentId ?? '',
    totalAmount: formatAmount(order.totalCents),
  };
}

/** The capture inside a PayPal order, if any. */
export function firstCapture(order: PayPalOrder) {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

/** Marks the shop order paid (once) with the confirmation mail queued in the same batch. */
export async function settlePaid(
  db: Database,
  order: AbfOrder,
  paymentId: string,
  source: string,
): Promise<boolean> {
  const product = await getProduct(db, order.productId);
  const marked = await markOrderPaid(
    db,
    order,
    paymentId,
    orderConfirmationMail(order, product?.name ?? 'Always Be Fabulous item', orderPageUrl(order.id)),
    source,
  );
  if (marked) kickOutbox();
  return marked;
}

/**
 * Captures the approved PayPal order and marks the shop order paid. A repeated call
 * for a paid order answers the same without calling PayPal. Declined: 402; an amount
 * that differs from the stored total: 409; either way the order stays pending.
 */
export async function captureProviderOrder(
  db: Database,
  paypal: PayPalClient,
  providerId: string,
): Promise<CaptureResult> {
  const order = await getOrderByPaypalOrderId(db, providerId);
  if (!order) throw new HttpError(404, 'No order is waiting for this payment');
  if (order.status !== 'pending' && order.paypalPaymentId) return paidResult(order, providerId);
  refuseUnpayable(order);

  let result: PayPalOrder;
  try {
    result = await paypal.captureOrder(providerId, `capture-${providerId}`);
  } catch (error) {
    if (error instanceof PayPalError && error.status === 422 && error.issue === 'ORDER_ALREADY_CAPTURED') {
      try {
        result = await paypal.getOrder(providerId);
      } catch (readError) {
        providerFailure(readError);
      }
    } else if (error instanceof PayPalError && error.status === 422) {
      throw new HttpError(402, 'Your payment was declined. Please try again or choose another way to pay.', {
        payment: [error.issue ?? 'DECLINED'],
      });
    } else {
      providerFailure(error);
    }
  }

  const capture = firstCapture(result);
  if (result.status !== 'COMPLETED' || capture?.status !== 'COMPLETED') {
    if (capture?.status === 'PENDING') {
      throw new HttpError(
        409,
        'PayPal is still processing this payment. We will email you when it completes.',
      );
    }
    throw new HttpError(402, 'Your payment was declined. Please try again or choose another way to pay.', {
      payment: [capture?.status ?? result.status],
    });
  }
  if (!amountMatches(capture.amount, order.totalCents)) {
    console.error(
      `PayPal capture ${capture.id} for order ${order.id} does not match its total`,
      capture.amount,
    );
    throw new HttpError(409, 'The amount paid does not match the order total. Please contact us.');
  }
  await settlePaid(db, order, capture.id, 'capture');
  const after = await getOrder(db, order.id);
  if (!after || after.status === 'pending' || !after.paypalPaymentId) {
    throw new HttpError(409, 'This order could not be marked paid. Please contact us.');
  }
  return paidResult(after, providerId);
}
