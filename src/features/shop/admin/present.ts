/** How the admin API shows orders and products: money as text, dates as ISO strings. */
import type { AdminOrderRow } from './orders-admin.queries';
import type { AbfProduct } from '~db/schema';
import { trackingUrl } from '~/features/shop/tracking';
import { centsToPrice, formatAmount } from '~/features/shop/money';
import { productSlug } from '~/features/shop/product-slug';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An order as the admin API and the orders screen see it; totalAmount is '51.98'. */
export function presentOrder(order: AdminOrderRow) {
  return {
    id: order.id,
    productId: order.productId,
    productName: order.productName,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerAddress: order.customerAddress,
    size: order.size,
    quantity: order.quantity,
    totalAmount: formatAmount(order.totalCents),
    paypalOrderId: order.paypalOrderId,
    paypalPaymentId: order.paypalPaymentId,
    status: order.status,
    notes: order.notes,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    /** Items the order holds from stock (0 when untracked or given back). */
    stockHeld: order.stockHeld,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    /** The carrier's tracking page, for the carriers the shop knows. */
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    shippedAt: iso(order.shippedAt),
    refundId: order.refundId,
    refundedAt: iso(order.refundedAt),
    /** Paid outside PayPal and recorded by the owner: refunded by hand too. */
    paidByHand: Boolean(order.paidByHand),
  };
}
export type PresentedOrder = ReturnType<typeof presentOrder>;

/**
 * A product as the admin sees it; price is '$25.99' or null for the default price; stock null
 * when untracked; slug the address its page has (named from it when it has none of its own).
 */
export function presentProduct(product: AbfProduct & { stock?: Record<string, number> | null }) {
  const { priceCents, createdAt, updatedAt, stock, ...rest } = product;
  return {
    ...rest,
    slug: productSlug(product),
    price: centsToPrice(priceCents),
    stock: stock ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
export type PresentedProduct = ReturnType<typeof presentProduct>;
