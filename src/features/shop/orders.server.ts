/**
 * Placing and cancelling shop orders. The server prices every order from the
 * database; the buyer's browser gets a signed token that alone can cancel it.
 */
import {
  cancelPendingOrder,
  cancelUnpaidOrders,
  getOrder,
  type NewOrder,
  type OrderNotice,
} from './orders.queries';
import { getActiveProduct } from './products.queries';
import { stockLeft, type StockLevels } from './stock.queries';
import type { Database } from '~db/client';
import { randomBytes } from 'node:crypto';
import { likelyNextId } from '~/lib/forms/honeypot.queries';
import { abfOrders, type AbfOrder } from '~db/schema';
import { HttpError } from '~/lib/http/api';
import type { PayPalClient } from './paypal/client';
import { orderTotalCents } from './money';
import { seal, unseal } from '~/lib/security/signing';
import { signingSecret } from '~/lib/security/signing-secret';
import type { OrderInput } from './order-schema';
import { storeOrder } from './order-writer.server';
import { sizeProblem } from './sizes';
import { onlyLeftMessage } from './stock';
import { ownerAddress } from '~/lib/mail/outbox.server';
import { getPayPal } from './paypal/paypal.server';

const CANCEL_PURPOSE = 'abf-order-cancel';

/** Validates the product and size and prices the order from the database, storing nothing. */
export async function pricedOrder(db: Database, input: OrderInput): Promise<NewOrder> {
  const product = await getActiveProduct(db, input.productId);
  if (!product) {
    throw new HttpError(400, 'This product is not available', {
      productId: ['This product is not available'],
    });
  }
  const size = input.size ? input.size : null;
  const problem = sizeProblem(product.category, size);
  if (problem) throw new HttpError(400, problem, { size: [problem] });
  return {
    productId: product.id,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    customerAddress: input.customerAddress,
    size,
    quantity: input.quantity,
    totalCents: orderTotalCents(product.priceCents, input.quantity),
    notes: input.notes ? input.notes : null,
  };
}

/**
 * How long a new order's notices wait while the buyer can still pay at checkout: a
 * payment within it sends the owner's notice at once and the buyer only the receipt.
 */
export const CHECKOUT_WINDOW_MS = 15 * 60 * 1000;

/** Who hears of a new order, and when: at once without online payment, after the checkout window with it. */
async function orderNotice(db: Database, now = Date.now()): Promise<OrderNotice> {
  const wait = getPayPal() ? CHECKOUT_WINDOW_MS : 0;
  return { owner: await ownerAddress(db), dueAt: new Date(now + wait) };
}

/**
 * Validates the product and size, prices the order from the database and stores it
 * pending, taking its items from stock, with its notices to the owner and the buyer;
 * 409 'Only N left' when fewer are left.
 */
export async function placeOrder(db: Database, input: OrderInput): Promise<AbfOrder> {
  const order = { ...(await pricedOrder(db, input)), notice: await orderNotice(db) };
  const stored = await storeOrder(db, order);
  if (stored) return stored;
  // Orders left unpaid for 24 hours may still hold the items: give those back now (the
  // scheduled sweep may be hours away on Vercel's daily cron) and try once more.
  if ((await cancelUnpaidOrders(db, new Date())).length > 0) {
    const retried = await storeOrder(db, order);
    if (retried) return retried;
  }
  // Refused for stock: say how many are left now (the figure may move; the next order is checked again).
  const left = (await stockLeft(db, order.productId, order.size ?? null)) ?? 0;
  const message = onlyLeftMessage(left);
  throw new HttpError(409, message, { quantity: [message] });
}

/**
 * Products read by `read`, as a page should show them: when one shows a size sold out,
 * orders unpaid for 24 hours may still hold it (the sweep can be a day away on Vercel's
 * daily cron), so what they hold is given back first and the products read again.
 */
export async function withLapsedHoldsReleased<T extends { stock: StockLevels | null }>(
  db: Database,
  read: () => Promise<T[]>,
): Promise<T[]> {
  const products = await read();
  const soldOut = products.some((p) => p.stock && Object.values(p.stock).some((left) => left <= 0));
  if (!soldOut || (await cancelUnpaidOrders(db, new Date())).length === 0) return products;
  return read();
}

/**
 * The answer a bot that filled the honeypot gets: the order as it would have been stored
 * (validated and priced alike), and a cancel token that looks right but cancels nothing.
 */
export async function honeypotOrder(db: Database, input: OrderInput) {
  const now = new Date();
  const order: AbfOrder = {
    ...(await pricedOrder(db, input)),
    id: await likelyNextId(db, abfOrders, abfOrders.id),
    paypalOrderId: null,
    paypalPaymentId: null,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    stockHeld: 0,
    carrier: null,
    trackingNumber: null,
    shippedAt: null,
    refundId: null,
    refundedAt: null,
  };
  return { order, cancelToken: `${order.id}.${randomBytes(32).toString('base64url')}` };
}

/** The token, given only to the browser that placed the order, that lets it cancel it. */
export function cancelToken(orderId: number): string {
  return seal(signingSecret(), CANCEL_PURPOSE, String(orderId));
}

/** PayPal order states in which no payment can follow any more, or none was approved yet. */
const CANCELLABLE_PAYPAL_STATES = new Set(['CREATED', 'VOIDED', 'PAYER_ACTION_REQUIRED']);

/**
 * Cancels a pending, unpaid order for the holder of its cancel token. Once a PayPal
 * order exists, PayPal is asked first: an approved or captured payment must not end
 * up on a cancelled order, so that answers 409 (as does a PayPal that cannot be asked).
 */
export async function cancelOrder(
  db: Database,
  orderId: number,
  token: string,
  paypal: PayPalClient | null,
): Promise<AbfOrder> {
  if (unseal(signingSecret(), CANCEL_PURPOSE, token) !== String(orderId)) {
    throw new HttpError(403, 'Only the buyer who placed this order can cancel it');
  }
  const current = await getOrder(db, orderId);
  if (current?.status === 'pending' && current.paypalOrderId) {
    const state = paypal
      ? await paypal.getOrder(current.paypalOrderId).then(
          (o) => o.status,
          () => null,
        )
      : null;
    if (!state || !CANCELLABLE_PAYPAL_STATES.has(state)) {
      throw new HttpError(
        409,
        'A payment for this order is under way, so it can no longer be cancelled here',
      );
    }
  }
  const cancelled = await cancelPendingOrder(db, orderId, 'Cancelled by the buyer at checkout.');
  if (cancelled) return cancelled;
  const order = await getOrder(db, orderId);
  if (!order) throw new HttpError(404, 'Order not found');
  if (order.status === 'cancelled') return order;
  throw new HttpError(409, `This order is ${order.status} and can no longer be cancelled`);
}
