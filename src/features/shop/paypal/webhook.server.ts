/**
 * PayPal webhook events, applied once each (payment_events). A buyer who closes the
 * tab after approving still ends up with a paid order through
 * PAYMENT.CAPTURE.COMPLETED. A full refund made in PayPal itself is reconciled like one
 * made from the admin: refund recorded, order 'cancelled' (the five statuses have no
 * 'refunded'), stock given back, buyer mailed, once whichever comes first. A partial
 * refund is noted on the order, which keeps its status.
 */
import {
  getOrderByPaymentId,
  getOrderByPaypalOrderId,
  hasPaymentEvent,
  noteOrderEvent,
  recordPaymentEvent,
  recordRefund,
} from '~/features/shop/orders.queries';
import { getProduct } from '~/features/shop/products.queries';
import type { Database } from '~db/client';
import type { AbfOrder } from '~db/schema';
import { kickOutbox } from '~/lib/mail/outbox.server';
import type { PayPalAmount } from './client';
import { orderRefundedMail } from '~/features/shop/order-mail';
import { orderPageUrl } from '~/features/shop/order-page.server';
import { amountMatches, settlePaid } from './payments.server';

/** The parts of a webhook event the site reads. */
export interface WebhookEvent {
  id: string;
  event_type: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: PayPalAmount;
    supplementary_data?: { related_ids?: { order_id?: string; capture_id?: string } };
    links?: { rel?: string; href?: string }[];
  };
}

/** What happened to an event, for the log and the tests. */
export type WebhookOutcome =
  | 'duplicate'
  | 'paid'
  | 'already-paid'
  | 'paid-after-cancel'
  | 'refunded'
  | 'already-refunded'
  | 'partly-refunded'
  | 'denied'
  | 'mismatch'
  | 'ignored';

async function orderOf(db: Database, event: WebhookEvent): Promise<AbfOrder | undefined> {
  const resource = event.resource ?? {};
  const providerOrderId = resource.supplementary_data?.related_ids?.order_id;
  if (providerOrderId) {
    const order = await getOrderByPaypalOrderId(db, providerOrderId);
    if (order) return order;
  }
  // A refund points 'up' to the capture it refunds; a capture is its own id.
  const captureId =
    resource.supplementary_data?.related_ids?.capture_id ??
    resource.links?.find((l) => l.rel === 'up')?.href?.match(/\/captures\/([^/?#]+)/)?.[1] ??
    (event.event_type === 'PAYMENT.CAPTURE.REFUNDED' ? undefined : resource.id);
  return captureId ? getOrderByPaymentId(db, captureId) : undefined;
}

/** Applies a verified webhook event; a replayed event changes nothing. */
export async function applyWebhookEvent(db: Database, event: WebhookEvent): Promise<WebhookOutcome> {
  if (await hasPaymentEvent(db, event.id)) return 'duplicate';
  const order = await orderOf(db, event);
  const resource = event.resource ?? {};
  let outcome: WebhookOutcome = 'ignored';

  if (order && event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && resource.id) {
    if (!amountMatches(resource.amount, order.totalCents)) {
      console.error(`Webhook ${event.id}: capture amount does not match order ${order.id}`, resource.amount);
      outcome = 'mismatch';
    } else if (order.status === 'pending') {
      outcome = (await settlePaid(db, order, resource.id, event.event_type)) ? 'paid' : 'already-paid';
    } else if (order.status === 'cancelled' && !order.paypalPaymentId) {
      // Cancelled unpaid (by the buyer, the owner or the 24-hour sweep) yet paid at PayPal:
      // the owner must see it, to refund in PayPal or take the order back.
      const note = `PayPal reports a payment (capture ${resource.id}) for this cancelled order: refund it in PayPal or take the order back.`;
      return (await noteOrderEvent(db, order.id, event.id, event.event_type, note))
        ? 'paid-after-cancel'
        : 'duplicate';
    } else {
      outcome = 'already-paid';
    }
  } else if (order && event.event_type === 'PAYMENT.CAPTURE.DENIED') {
    const note = `PayPal denied the payment${resource.id ? ` (capture ${resource.id})` : ''}.`;
    return (await noteOrderEvent(db, order.id, event.id, event.event_type, note)) ? 'denied' : 'duplicate';
  } else if (order && event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    return applyRefund(db, order, event);
  }
  const fresh = await recordPaymentEvent(db, event.id, event.event_type, order?.id ?? null);
  return fresh ? outcome : 'duplicate';
}

/** A refund made in PayPal: recorded like the admin's when it is for the whole total, else noted. */
async function applyRefund(db: Database, order: AbfOrder, event: WebhookEvent): Promise<WebhookOutcome> {
  const resource = event.resource ?? {};
  const amount = resource.amount ? ` of $${resource.amount.value} ${resource.amount.currency_code}` : '';
  const refund = resource.id ? ` (refund ${resource.id})` : '';
  if (resource.amount && !amountMatches(resource.amount, order.totalCents)) {
    const note = `Partly refunded through PayPal${amount}${refund}; the order stays ${order.status}.`;
    const noted = await noteOrderEvent(db, order.id, event.id, event.event_type, note);
    return noted ? 'partly-refunded' : 'duplicate';
  }
  const productName = (await getProduct(db, order.productId))?.name ?? 'Always Be Fabulous item';
  const recorded = await recordRefund(db, order.id, {
    refundId: resource.id ?? event.id,
    source: event.event_type,
    note: `Refunded through PayPal${amount}${refund}; order cancelled.`,
    mail: orderRefundedMail(order, productName, orderPageUrl(order.id)),
    eventId: event.id,
  });
  if (recorded) {
    kickOutbox();
    return 'refunded';
  }
  // Already refunded (from the admin, whose refund PayPal reports here too): remember the event.
  return (await recordPaymentEvent(db, event.id, event.event_type, order.id))
    ? 'already-refunded'
    : 'duplicate';
}
